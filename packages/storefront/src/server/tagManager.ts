import { consentModeState, grantsAny, type ConsentChoice, type ConsentModeState } from '../services/consent';
import { serializeState } from './html';

/** How long Consent Mode waits for an update before tags that did load fire with the defaults, in ms. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

const DENIED: ConsentModeState = consentModeState({ analytics: false, marketing: false });

export interface TagManagerOptions {
  /** GTM's container id (GTM_ID). */
  gtmId: string;
  /** Where gtm.js comes from (GTM_ORIGIN). */
  gtmOrigin: string;
  /** The choice stored in the shopper's consent cookie, or null. */
  consent: ConsentChoice | null;
  nonce: string;
}

/**
 * The page's first script (issue 17), before any other: Google Consent Mode v2's defaults, every signal
 * denied until the shopper chooses (`wait_for_update`), then — for a returning shopper — the stored choice as
 * an `update`. GTM's loader (its standard snippet, with this response's nonce on the script so GTM can pass it
 * on to its custom HTML tags) is kept as `window.__noriTags.load` and runs only once a category is granted:
 * at once for a stored grant, else when the banner's choice grants one (`__noriTags.consent`). Before that
 * not a byte is requested from the tag manager; after a refusal, never.
 */
export function renderTagManagerScript({ gtmId, gtmOrigin, consent, nonce }: TagManagerOptions): string {
  const src = `${gtmOrigin}/gtm.js?id=${encodeURIComponent(gtmId)}`;
  const code = [
    'window.dataLayer=window.dataLayer||[];',
    // GTM reads Consent Mode commands as `arguments` objects, as gtag.js pushes them.
    'window.gtag=function(){dataLayer.push(arguments)};',
    `gtag('consent','default',${serializeState({ ...DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS })});`,
    consent ? `gtag('consent','update',${serializeState(consentModeState(consent))});` : '',
    '(function(w,d){var loaded=false,nonce=d.currentScript&&d.currentScript.nonce;',
    'function load(){if(loaded)return;loaded=true;',
    "w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});",
    "var j=d.createElement('script');j.async=true;",
    `j.src=${serializeState(src)};if(nonce)j.setAttribute('nonce',nonce);d.head.appendChild(j)}`,
    "w.__noriTags={load:load,consent:function(state){gtag('consent','update',state);",
    "if(state.analytics_storage==='granted'||state.ad_storage==='granted')load()}};",
    grantsAny(consent) ? 'load()' : '',
    '})(window,document)',
  ].join('');
  return `<script nonce="${nonce}">${code}</script>`;
}
