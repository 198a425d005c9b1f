import { ConsentBanner } from '@nori/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, RawIntlProvider, useIntl } from 'react-intl';
import { hasMessageGroup, intlFor, loadMessageGroup, localeOfTag } from '../../i18n/intl';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import {
  ACCEPT_ALL,
  consentModeState,
  readConsent,
  REJECT_ALL,
  writeConsent,
  type ConsentChoice,
  type ConsentModeState,
} from '../../services/consent';
import { useStores } from '../../stores/StoresProvider';

const messages = defineMessages({
  title: { id: 'consent.title', defaultMessage: 'Cookies', description: 'Heading of the cookie-consent banner' },
  description: {
    id: 'consent.description',
    defaultMessage: 'We use cookies for statistics and marketing only if you allow them.',
    description: 'What the cookie-consent banner asks; keep it short (it must stay small on a phone)',
  },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Accept all', description: 'Allows every cookie category' },
  rejectAll: { id: 'consent.rejectAll', defaultMessage: 'Reject all', description: 'Refuses every optional cookie' },
  choose: { id: 'consent.choose', defaultMessage: 'Choose', description: 'Shows a switch per cookie category' },
  save: { id: 'consent.save', defaultMessage: 'Save my choice', description: 'Keeps the switches as set' },
  analytics: { id: 'consent.analytics', defaultMessage: 'Statistics', description: 'Analytics cookie category' },
  analyticsDescription: {
    id: 'consent.analytics.description',
    defaultMessage: 'How the site is used, so we can improve it.',
    description: 'What allowing analytics cookies means',
  },
  marketing: { id: 'consent.marketing', defaultMessage: 'Marketing', description: 'Marketing cookie category' },
  marketingDescription: {
    id: 'consent.marketing.description',
    defaultMessage: 'Ads that match your interests.',
    description: 'What allowing marketing cookies means',
  },
});

/** What the page's tag manager script (server/tagManager.ts) offers the banner. */
type TagsWindow = Window & { __noriTags?: { consent(state: ConsentModeState): void } };

export interface CookieConsentProps {
  /** Opened from "Cookie settings": the choices at once, with focus. */
  settings: boolean;
  onDone: () => void;
}

/**
 * The kit's ConsentBanner in the shopper's language (the `consent` message group, loaded with this chunk).
 * A choice is kept in the consent cookie for six months, told to Consent Mode as an `update`, and — when
 * it grants a category — GTM loads (the page's tag script does that, with the page's nonce).
 */
export function CookieConsent({ settings, onDone }: CookieConsentProps) {
  const outer = useIntl();
  const { cookies } = useStores();
  const locale = localeOfTag(outer.locale) ?? DEFAULT_LOCALE;
  const ready = hasMessageGroup('consent', locale);
  const [, setLoaded] = useState(0);
  // Where focus was when "Cookie settings" opened the banner: it goes back there once the choice is made.
  const opener = useRef(typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));

  useEffect(() => {
    if (ready) return;
    loadMessageGroup('consent', locale).then(
      () => setLoaded((count) => count + 1),
      () => undefined,
    );
  }, [locale, ready]);

  if (!ready) return null;
  const intl = intlFor(locale, ['consent']);
  const stored = readConsent(cookies);

  const decide = (choice: ConsentChoice) => {
    writeConsent(cookies, choice);
    (window as TagsWindow).__noriTags?.consent(consentModeState(choice));
    onDone();
    if (settings) opener.current?.focus();
  };

  return (
    <RawIntlProvider value={intl}>
      <ConsentBanner
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        acceptAllLabel={intl.formatMessage(messages.acceptAll)}
        rejectAllLabel={intl.formatMessage(messages.rejectAll)}
        chooseLabel={intl.formatMessage(messages.choose)}
        saveLabel={intl.formatMessage(messages.save)}
        categories={[
          {
            id: 'analytics',
            label: intl.formatMessage(messages.analytics),
            description: intl.formatMessage(messages.analyticsDescription),
          },
          {
            id: 'marketing',
            label: intl.formatMessage(messages.marketing),
            description: intl.formatMessage(messages.marketingDescription),
          },
        ]}
        initialChoice={stored ?? undefined}
        defaultView={settings ? 'choose' : 'summary'}
        focusOnOpen={settings}
        onAcceptAll={() => decide(ACCEPT_ALL)}
        onRejectAll={() => decide(REJECT_ALL)}
        onSave={(choice) => decide({ analytics: !!choice.analytics, marketing: !!choice.marketing })}
      />
    </RawIntlProvider>
  );
}
