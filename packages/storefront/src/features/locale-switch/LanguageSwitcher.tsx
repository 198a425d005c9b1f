import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useLocale } from '../../shared/LocaleContext';
import { locales, localizePath, splitLocale, type Locale } from '../../i18n/locales';
import { rememberLocale } from './rememberLocale';
import { messages } from './messages';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[aria-current='true'] {
    color: ${({ theme }) => theme.color.accent.text};
    background: ${({ theme }) => theme.color.accent.subtle};
  }
`;

/** RO · RU · EN · UA: keeps the page and its query, and remembers the choice in the locale cookie. */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: (locale: Locale) => void }) {
  const intl = useIntl();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const { path } = splitLocale(pathname);
  return (
    <nav aria-label={intl.formatMessage(messages.label)}>
      <List>
        {locales.map(({ code, display, tag, name }) => (
          <li key={code}>
            <Option
              to={localizePath(path, code) + search + hash}
              lang={tag}
              hrefLang={tag}
              aria-current={code === current ? 'true' : undefined}
              // The visible "RU" stays the name (label-in-name); the language's own name is the tooltip.
              title={name}
              onClick={() => {
                rememberLocale(code);
                onSwitch?.(code);
              }}
            >
              {display}
            </Option>
          </li>
        ))}
      </List>
    </nav>
  );
}
