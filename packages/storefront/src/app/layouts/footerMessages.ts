import { defineMessage, defineMessages } from 'react-intl';

/** The footer's own words (the `shellParts` group): apart from the header's, so the first load has none of them. */
export const footerMessages = defineMessages({
  footerAbout: {
    id: 'layout.footer.about',
    defaultMessage: 'Sushi, rolls and wok delivered hot across Chișinău.',
    description: 'One line about the business in the footer',
  },
  footerRights: defineMessage<{ year: number; brand: string }>({
    id: 'layout.footer.rights',
    defaultMessage: '© {year} {brand}',
    description: 'Copyright line',
  }),
  footerNavigation: { id: 'layout.footer.nav', defaultMessage: 'Site', description: 'aria-label of the footer nav' },
  footerPhone: { id: 'layout.footer.phone', defaultMessage: 'Phone', description: 'Footer label before the phone' },
  footerCookieSettings: {
    id: 'layout.footer.cookieSettings',
    defaultMessage: 'Cookie settings',
    description: 'Footer button that reopens the cookie-consent choices',
  },
  footerEmail: { id: 'layout.footer.email', defaultMessage: 'Email', description: 'Footer label before the email' },
  footerFollow: { id: 'layout.footer.follow', defaultMessage: 'Follow us', description: 'Footer heading over socials' },
});
