import { Icon, media, type IconName } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Restaurant, Settings, Social } from '../../api';
import { LanguageSwitcher } from '../../features/locale-switch/LanguageSwitcher';
import { requestConsentSettings } from '../../features/consent/consentRequests';
import { useConfig } from '../../shared/ConfigContext';
import { LocalLink } from '../../shared/LocalLink';
import { mainLinks } from './mainLinks';
import { footerMessages } from './footerMessages';
import { layoutMessages as m } from './messages';

const Wrap = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.fg.inverse};

  a {
    color: inherit;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};

  ${media.desktop} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Plain = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.full};
  border: 1px solid currentColor;
`;

const Small = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const MobileOnly = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  ${media.desktop} {
    display: none;
  }
`;

/** A button that reads as the footer's links do. */
const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const socialIcon = (code: string): IconName =>
  (['facebook', 'instagram', 'telegram', 'tiktok', 'viber', 'whatsapp'] as const).find((name) => name === code) ??
  'globe';

export interface FooterProps {
  brandName: string;
  settings: Settings | null;
  socials: readonly Social[];
  restaurants: readonly Restaurant[];
}

/** Contacts, restaurants, socials and the language switcher, from the API's dictionaries. */
export function Footer({ brandName, settings, socials, restaurants }: FooterProps) {
  const intl = useIntl();
  const { gtmId } = useConfig();
  return (
    <Wrap>
      <Grid>
        <div>
          <Title as="p">{brandName}</Title>
          <p>{intl.formatMessage(footerMessages.footerAbout)}</p>
          {settings && (
            <Plain>
              <Row>
                <Icon name="phone" size={18} />
                <span>{intl.formatMessage(footerMessages.footerPhone)}:</span>
                <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>{settings.phone}</a>
              </Row>
              <Row>
                <Icon name="mail" size={18} />
                <span>{intl.formatMessage(footerMessages.footerEmail)}:</span>
                <a href={`mailto:${settings.email_admin}`}>{settings.email_admin}</a>
              </Row>
            </Plain>
          )}
        </div>
        <nav aria-label={intl.formatMessage(footerMessages.footerNavigation)}>
          <Plain>
            {mainLinks.map(({ to, label }) => (
              <li key={to}>
                <LocalLink to={to}>{intl.formatMessage(label)}</LocalLink>
              </li>
            ))}
          </Plain>
        </nav>
        <div>
          <Title>{intl.formatMessage(m.stores)}</Title>
          <Plain>
            {restaurants.map((restaurant) => (
              <li key={restaurant.id}>{restaurant.address}</li>
            ))}
          </Plain>
        </div>
        <div>
          <Title>{intl.formatMessage(footerMessages.footerFollow)}</Title>
          <Socials>
            {socials.map((social) => (
              <li key={social.id}>
                <SocialLink href={social.url} rel="noopener noreferrer" target="_blank" aria-label={social.name}>
                  <Icon name={socialIcon(social.code)} size={20} />
                </SocialLink>
              </li>
            ))}
          </Socials>
          {/* The header carries the switcher on desktop; one per page keeps its landmark unique. */}
          <MobileOnly>
            <LanguageSwitcher />
          </MobileOnly>
          <Small>
            {intl.formatMessage(footerMessages.footerRights, { year: new Date().getFullYear(), brand: brandName })}
          </Small>
          {/* With a tag manager the shopper can change their cookie choice at any time (issue 17). */}
          {gtmId && (
            <Small>
              <TextButton type="button" onClick={requestConsentSettings}>
                {intl.formatMessage(footerMessages.footerCookieSettings)}
              </TextButton>
            </Small>
          )}
        </div>
      </Grid>
    </Wrap>
  );
}
