import { Icon, media, type IconName } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useStores } from '../../stores/StoresProvider';
import { infoMessages as m } from './messages';
import { displayPhone, telHref } from './phoneDisplay';
import { RestaurantCard } from './RestaurantCard';
import { useLocaleTag } from './useLocaleTag';

export const InfoSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Direct = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  ${media.desktop} {
    grid-template-columns: repeat(2, max-content);
    gap: ${({ theme }) => theme.space.xl};
  }

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  a {
    color: ${({ theme }) => theme.color.accent.text};
  }
`;

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.fg.default};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.fg.muted};
`;

const SOCIAL_ICONS: readonly IconName[] = ['facebook', 'instagram', 'telegram', 'tiktok', 'viber', 'whatsapp'];
const socialIcon = (code: string): IconName => SOCIAL_ICONS.find((name) => name === code) ?? 'globe';

/** The contacts page: phone and email, the restaurants with their hours, the socials (from the API's dictionaries). */
export const ContactsInfo = observer(function ContactsInfo() {
  const intl = useIntl();
  const localeTag = useLocaleTag();
  const { dictionaries } = useStores();
  const { settings, restaurants, socials } = dictionaries;
  return (
    <>
      {settings && (
        <InfoSection aria-labelledby="contacts-write">
          <h2 id="contacts-write">{intl.formatMessage(m.write)}</h2>
          <Direct>
            <div>
              <dt>{intl.formatMessage(m.phone)}</dt>
              <dd>
                <a href={telHref(settings.phone)}>{displayPhone(settings.phone)}</a>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.email)}</dt>
              <dd>
                <a href={`mailto:${settings.email_admin}`}>{settings.email_admin}</a>
              </dd>
            </div>
          </Direct>
        </InfoSection>
      )}
      <InfoSection aria-labelledby="contacts-restaurants">
        <h2 id="contacts-restaurants">{intl.formatMessage(m.restaurants)}</h2>
        {restaurants.length === 0 && <Muted>{intl.formatMessage(m.storesEmpty)}</Muted>}
        <CardGrid>
          {restaurants.map((restaurant) => (
            <li key={restaurant.id}>
              <RestaurantCard restaurant={restaurant} localeTag={localeTag} />
            </li>
          ))}
        </CardGrid>
      </InfoSection>
      {socials.length > 0 && (
        <InfoSection aria-labelledby="contacts-socials">
          <h2 id="contacts-socials">{intl.formatMessage(m.socials)}</h2>
          <Socials>
            {socials.map((social) => (
              <li key={social.id}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  <Icon name={socialIcon(social.code)} size={20} />
                  {social.name}
                </a>
              </li>
            ))}
          </Socials>
        </InfoSection>
      )}
    </>
  );
});
