/**
 * The tag manager's head script run as a browser would (in a VM context with a minimal document): Consent
 * Mode's commands on the data layer in order, and gtm.js requested — with the page's nonce — only once a
 * category is granted.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { ConsentChoice } from '../services/consent';
import { renderTagManagerScript } from './tagManager';

interface FakeScript {
  async?: boolean;
  src?: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/** Runs the script and returns the data layer (Arguments turned into arrays), the scripts it added and its API. */
function run(consent: ConsentChoice | null) {
  const html = renderTagManagerScript({
    gtmId: 'GTM-TEST1',
    gtmOrigin: 'http://127.0.0.1:4999',
    consent,
    nonce: 'n0nce',
  });
  const match = /^<script nonce="n0nce">([\s\S]*)<\/script>$/.exec(html);
  expect(match, 'one inline script with the nonce').not.toBeNull();
  const added: FakeScript[] = [];
  const document = {
    currentScript: { nonce: 'n0nce' },
    createElement: (): FakeScript => ({
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    head: { appendChild: (script: FakeScript) => void added.push(script) },
  };
  const window: Record<string, unknown> = { document };
  window.window = window;
  runInNewContext(match![1]!, window);
  const layer = () =>
    (window.dataLayer as unknown[]).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    );
  const tags = window.__noriTags as { consent(state: Record<string, string>): void };
  return { layer, added, tags };
}

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

describe('the tag manager script', () => {
  it('sets every signal denied by default, waits for an update, and loads nothing before a choice', () => {
    const { layer, added } = run(null);
    expect(layer()).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
    expect(added).toEqual([]);
  });

  it('loads gtm.js with the nonce after the banner grants a category, once, after the consent update', () => {
    const { layer, added, tags } = run(null);
    tags.consent({ ...DENIED, analytics_storage: 'granted' });
    tags.consent({ ...DENIED, analytics_storage: 'granted' });
    expect(added).toHaveLength(1);
    expect(added[0]!.src).toBe('http://127.0.0.1:4999/gtm.js?id=GTM-TEST1');
    expect(added[0]!.async).toBe(true);
    expect(added[0]!.attributes.nonce).toBe('n0nce');
    const entries = layer();
    expect(entries[1]).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }]);
    expect(entries[2]).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
  });

  it('loads nothing after a refusal', () => {
    const { layer, added, tags } = run(null);
    tags.consent(DENIED);
    expect(added).toEqual([]);
    expect(layer()[1]).toEqual(['consent', 'update', DENIED]);
  });

  it("applies a returning shopper's stored choice at once: the update, and gtm.js when it grants", () => {
    const granted = run({ analytics: false, marketing: true });
    expect(granted.layer()[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' },
    ]);
    expect(granted.added).toHaveLength(1);

    const refused = run({ analytics: false, marketing: false });
    expect(refused.layer()[1]).toEqual(['consent', 'update', DENIED]);
    expect(refused.added).toEqual([]);
  });

  it('escapes the container id and origin into the script safely', () => {
    const html = renderTagManagerScript({
      gtmId: 'GTM-X</script><script>alert(1)',
      gtmOrigin: 'https://www.googletagmanager.com',
      consent: null,
      nonce: 'n',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
