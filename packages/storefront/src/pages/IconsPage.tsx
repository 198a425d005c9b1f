import { Icon, iconNames } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { staticHead, type RouteHandle } from '../shared/head';
import { Page } from '../features/page/Page';
import { pageMessages } from './messages';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** `/_icons`: the kit's whole sprite, one cell per symbol (svg-sprite layout). */
export function Component() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageMessages.icons.title)}
      lead={intl.formatMessage(pageMessages.icons.description)}
    >
      <Grid>
        {iconNames.map((name) => (
          <Cell key={name}>
            <Icon name={name} size={28} />
            <code>{name}</code>
          </Cell>
        ))}
      </Grid>
    </Page>
  );
}

export const handle: RouteHandle = {
  head: (args) => ({ ...staticHead(pageMessages.icons.title, pageMessages.icons.description)!(args), noindex: true }),
};
