/**
 * Fonts and images of the server-rendered pages, against the real API on PGlite: the one woff2 each
 * locale needs first is preloaded, the brand's faces are in the page's styles, the page's LCP image is
 * preloaded with the same `srcset` and `sizes` as its `<img>`, and every image reserves its space, offers
 * the API's variants and loads lazily unless it is in the first screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealApi } from '@nori/api/testing';
import { SITE, startSsrApp, type SsrApp } from '../testing/ssrApp';

let api: RealApi;
let app: SsrApp['app'];

beforeAll(async () => {
  ({ api, app } = await startSsrApp({
    assets: {
      scripts: ['/assets/entry.js'],
      styles: [],
      preloads: ['/assets/entry.js'],
      modulePreloads: {
        'src/pages/ProductPage.tsx': ['/assets/ProductPage-1.js', '/assets/ProductGrid-2.js'],
        'src/pages/HomePage.tsx': ['/assets/HomePage-3.js', '/assets/ProductGrid-2.js'],
      },
    },
  }));
}, 60_000);

afterAll(async () => {
  await api?.close();
});

const get = (path: string) => app.request(`${SITE}${path}`, { redirect: 'manual' });
const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const fontPreloadsOf = (html: string) =>
  [...headOf(html).matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((match) => match[0]);
const imagePreloadsOf = (html: string) =>
  [...headOf(html).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
const imagesOf = (html: string) => [...mainOf(html).matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
/** React writes `&amp;` in attributes; compare the decoded values. */
const decode = (value: string | undefined) => value?.replace(/&amp;/g, '&');

describe('fonts', () => {
  it.each([
    ['/', 'latin'],
    ['/en', 'latin'],
    ['/ru', 'cyrillic'],
    ['/uk/product/philadelphia-clasic', 'cyrillic'],
    ['/ru/menu/rulouri', 'cyrillic'],
  ])('%s preloads the one Inter file of its script (%s), in CORS mode', async (path, subset) => {
    const { html } = await page(path);
    const links = fontPreloadsOf(html);
    expect(links).toHaveLength(1);
    const link = links[0] ?? '';
    expect(attrOf(link, 'href')).toMatch(new RegExp(`inter-${subset}-wght-normal[^"]*\\.woff2$`));
    expect(link).toMatch(/ type="font\/woff2"/);
    // Without `crossorigin` the browser would not use the preload for the @font-face fetch.
    expect(link).toMatch(/ crossorigin>$/);
  });

  it("declares the brand's faces with swap, subset ranges and the metric-matched fallback in the styles", async () => {
    const { html, csp } = await page('/ru');
    const href = attrOf(fontPreloadsOf(html)[0] ?? '', 'href') ?? '';
    const styles = headOf(html);
    const face = new RegExp(`@font-face\\{[^}]*url\\(${href.replace(/[.?]/g, '\\$&')}\\)[^}]*\\}`).exec(styles)?.[0];
    expect(face).toBeDefined();
    expect(face).toContain("font-family:'Inter'");
    expect(face).toContain('font-display:swap');
    expect(face).toContain('unicode-range:U+0301,U+0400-045F,U+0490-0491');
    // Only woff2, only latin, the romanian letters and cyrillic.
    const files = [...styles.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(files.length).toBe(3);
    expect(
      files.every((file) => /inter-(latin|romanian|cyrillic)-wght-normal[^/]*\.woff2(\?no-inline)?$/.test(file)),
    ).toBe(true);
    expect(styles).toMatch(/@font-face\{font-family:'Inter Fallback';src:local\('Arial'\)[^}]*size-adjust:107\.12%/);
    expect(styles).toMatch(/font-family:Inter,'Inter Fallback',/);
    // In a style element of their own, not styled-components' (which would insert them again on hydration).
    expect(styles).toMatch(/<style nonce="[^"]+">@font-face\{font-family:'Inter';/);
    expect(/<style[^>]*data-styled[^>]*>[^<]*@font-face/.test(styles)).toBe(false);
    // The files come from the shop itself, which the policy allows.
    expect(csp).toMatch(/font-src 'self'/);
  });
});

describe('scripts', () => {
  /** The start script (the page's last module script): the chunks it preloads, then what it imports. */
  const startOf = (html: string) => {
    const code = [...html.matchAll(/<script type="module" nonce="([^"]+)">([^<]*)<\/script>/g)].at(-1);
    const list = /for\(const href of (\[[^\]]*\])\)/.exec(code?.[2] ?? '')?.[1];
    return {
      nonce: code?.[1],
      preloads: list ? (JSON.parse(list) as string[]) : [],
      linkNonce: /link\.nonce="([^"]+)"/.exec(code?.[2] ?? '')?.[1],
      imports: [...(code?.[2] ?? '').matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]),
    };
  };

  it('starts after first paint with the chunks of the routes on the page requested at once, and no other route', async () => {
    const product = (await page('/product/philadelphia-clasic')).html;
    // Nothing in the head competes with the page's image and font.
    expect(headOf(product)).not.toContain('modulepreload');
    const start = startOf(product);
    expect(start.preloads).toEqual(['/assets/ProductPage-1.js', '/assets/ProductGrid-2.js']);
    expect(start.imports).toEqual(['/assets/entry.js']);
    // The links carry the response's nonce, which the policy asks of scripts.
    expect(start.linkNonce).toBe(start.nonce);
    expect(startOf((await page('/ru')).html).preloads).toEqual(['/assets/HomePage-3.js', '/assets/ProductGrid-2.js']);
  });

  it('waits for the paint to be presented (the LCP image where there is one), not for the load event', async () => {
    // Issue 18: the next frame alone came before the frame was on screen, so the scripts raced the first paint.
    const script = (html: string) =>
      [...html.matchAll(/<script type="module" nonce="[^"]+">([^<]*)<\/script>/g)].at(-1)?.[1];
    const product = script((await page('/product/philadelphia-clasic')).html) ?? '';
    expect(product).toContain("['largest-contentful-paint',e=>e.element?.getAttribute('fetchpriority')==='high']");
    // From the load event on (the LCP image may have failed), the first contentful paint will do, 3 s at most.
    expect(product).toContain("addEventListener('load',()=>{wait(paint);setTimeout(()=>go(),3000)}");
    expect(product).toContain("document.visibilityState==='hidden')start()");
    const checkout = script((await page('/checkout')).html) ?? '';
    expect(checkout).toContain("['paint',e=>e.name==='first-contentful-paint']");
    expect(checkout).toContain('const wanted=paint;');
    expect(checkout).not.toContain('largest-contentful-paint');
  });
});

describe('the LCP image', () => {
  it('is preloaded on the product page with the photo’s own srcset and sizes, and the photo loads first', async () => {
    const { html } = await page('/product/philadelphia-clasic');
    const preloads = imagePreloadsOf(html);
    expect(preloads).toHaveLength(1);
    const preload = preloads[0] ?? '';
    const photo = imagesOf(html).find((img) => /philadelphia-clasic-[0-9a-f]{10}-640\.webp/.test(img)) ?? '';
    expect(attrOf(preload, 'href')).toBe(attrOf(photo, 'src'));
    expect(attrOf(preload, 'imagesrcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-960\.webp 960w$/);
    expect(decode(attrOf(preload, 'imagesrcset'))).toBe(decode(attrOf(photo, 'srcset')));
    expect(attrOf(preload, 'imagesizes')).toBe(attrOf(photo, 'sizes'));
    expect(preload).toMatch(/ fetchpriority="high">$/);
    // Before the scripts and styles: the browser starts on it as soon as it reads the head.
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    expect(attrOf(photo, 'loading')).toBe('eager');
    expect(attrOf(photo, 'fetchpriority')).toBe('high');
  });

  it('is the first card of a category under the URL’s sort, eager and high priority; later cards are lazy', async () => {
    for (const path of ['/menu/rulouri', '/menu/rulouri?sort=price-desc']) {
      const { html } = await page(path);
      const [first, second, ...rest] = imagesOf(html);
      const preloads = imagePreloadsOf(html);
      expect(preloads, path).toHaveLength(1);
      expect(attrOf(preloads[0] ?? '', 'href'), path).toBe(attrOf(first ?? '', 'src'));
      expect(decode(attrOf(preloads[0] ?? '', 'imagesrcset')), path).toBe(decode(attrOf(first ?? '', 'srcset')));
      expect(attrOf(preloads[0] ?? '', 'imagesizes'), path).toBe(attrOf(first ?? '', 'sizes'));
      for (const img of [first, second]) {
        expect(attrOf(img ?? '', 'loading'), path).toBe('eager');
        expect(attrOf(img ?? '', 'fetchpriority'), path).toBe('high');
      }
      expect(rest.length).toBeGreaterThan(4);
      for (const img of rest) {
        expect(attrOf(img, 'loading'), img).toBe('lazy');
        expect(attrOf(img, 'fetchpriority'), img).toBeUndefined();
      }
    }
    const sorted = await page('/menu/rulouri?sort=price-desc');
    const plain = await page('/menu/rulouri');
    expect(attrOf(imagePreloadsOf(sorted.html)[0] ?? '', 'href')).not.toBe(
      attrOf(imagePreloadsOf(plain.html)[0] ?? '', 'href'),
    );
  });

  it('is not preloaded on the home page, whose first image is an inline banner already in the document', async () => {
    const { html } = await page('/');
    expect(imagePreloadsOf(html)).toEqual([]);
    const banner = imagesOf(html)[0] ?? '';
    expect(attrOf(banner, 'src')).toMatch(/^data:image\/svg\+xml,/);
    expect(attrOf(banner, 'fetchpriority')).toBe('high');
  });
});

describe('every image of the browsing pages', () => {
  it.each(['/', '/menu/rulouri', '/product/philadelphia-clasic', '/menu', '/promotions'])(
    '%s: sized, with the API’s WebP variants, async decoding, lazy unless high priority',
    async (path) => {
      const { html } = await page(path);
      const images = imagesOf(html);
      expect(images.length).toBeGreaterThan(0);
      for (const img of images) {
        expect(Number(attrOf(img, 'width')), img).toBeGreaterThan(0);
        expect(Number(attrOf(img, 'height')), img).toBeGreaterThan(0);
        expect(attrOf(img, 'decoding'), img).toBe('async');
        const high = attrOf(img, 'fetchpriority') === 'high';
        expect(attrOf(img, 'loading'), img).toBe(high ? 'eager' : 'lazy');
        if (attrOf(img, 'src')?.startsWith('data:')) continue;
        expect(attrOf(img, 'srcset'), img).toMatch(/\.webp 320w, [^ ]+\.webp 640w, [^ ]+\.webp 960w$/);
        expect(attrOf(img, 'sizes'), img).toBeTruthy();
      }
    },
  );
});
