import type { PreloadImage } from '../shared/head';
import { manifestPathOfTag } from '../features/pwa/manifest';

/** The HTML document around the server-rendered app. */
export interface DocumentHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** hreflang → absolute URL, including `x-default`. */
  alternates: [hreflang: string, href: string][];
  noindex?: boolean;
  /** The page's LCP image(s), fetched with high priority before the browser reaches the `<img>`. */
  preloadImages?: PreloadImage[];
  /** Link preview tags (server/seo.ts): Open Graph's `property=`, Twitter's `name=`. */
  meta?: [attribute: 'property' | 'name', key: string, content: string][];
  /** schema.org data, each a `<script type="application/ld+json">` (data the browser never runs). */
  jsonLd?: object[];
}

export interface DocumentParts {
  lang: string;
  head: DocumentHead;
  themeColor: string;
  nonce: string;
  /** styled-components' style tags (already carrying the nonce). */
  styles: string;
  appHtml: string;
  /** Serialised into `window.__NORI__` for hydration. */
  state: unknown;
  /** Hashed client assets from the build manifest. */
  assets: { scripts: string[]; styles: string[]; preloads: string[] };
  /** Data the app fetches before it hydrates (the brand's theme), requested together with the scripts. */
  dataPreloads?: string[];
  /** woff2 files the page needs first (the body font in the locale's script). */
  fontPreloads?: string[];
  /** The tag manager's consent and loader script (server/tagManager.ts), the head's first script; absent without GTM_ID. */
  tagManager?: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment or line separators. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderDocument(parts: DocumentParts): string {
  const { head, nonce, assets } = parts;
  const attr = escapeHtml;
  return [
    '<!doctype html>',
    `<html lang="${attr(parts.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    parts.tagManager ?? '',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
    `<meta name="theme-color" content="${attr(parts.themeColor)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...head.alternates.map(
      ([hreflang, href]) => `<link rel="alternate" hreflang="${attr(hreflang)}" href="${attr(href)}">`,
    ),
    ...(head.meta ?? []).map(
      ([attribute, key, content]) => `<meta ${attribute}="${attr(key)}" content="${attr(content)}">`,
    ),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // The installable shop (issue 17): the manifest of the page's language, the brand's icon for iOS.
    `<link rel="manifest" href="${attr(manifestPathOfTag(parts.lang))}">`,
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    // Fonts are fetched in CORS mode, so a preload without `crossorigin` would be fetched twice.
    ...(parts.fontPreloads ?? []).map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${attr(href)}" crossorigin>`,
    ),
    ...(head.preloadImages ?? []).map((image) =>
      [
        `<link rel="preload" as="image" href="${attr(image.src)}"`,
        image.type ? ` type="${attr(image.type)}"` : '',
        image.srcSet ? ` imagesrcset="${attr(image.srcSet)}"` : '',
        image.srcSet && image.sizes ? ` imagesizes="${attr(image.sizes)}"` : '',
        ' fetchpriority="high">',
      ].join(''),
    ),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    parts.styles,
    // Data, never run: after what the browser must fetch first (the fonts, the LCP image, the styles).
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${serializeState(data)}</script>`),
    '</head>',
    '<body>',
    `<div id="root">${parts.appHtml}</div>`,
    `<script nonce="${attr(nonce)}">window.__NORI__=${serializeState(parts.state)}</script>`,
    startScripts(assets.scripts, assets.preloads, nonce, Boolean(head.preloadImages?.length), parts.dataPreloads),
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The page's code starts after the browser has painted the server-rendered page (the next frame, then a
 * task): the text, the LCP image and the font are fetched and drawn first, without a script competing for
 * the connection, and hydration follows. Then everything the page needs to hydrate is requested at once —
 * the entry, and as modulepreload links the chunks it would otherwise discover one after another (its
 * imports, the locale's catalogs, the routes' modules), and as fetch preloads the data it reads first (the
 * theme) — so there is no waterfall. A page opened in a
 * background tab, which gets no frames, starts at once.
 *
 * "Painted" means presented, as Paint Timing reports it: the first contentful paint, or on a page with an
 * LCP image that image's paint (a `largest-contentful-paint` entry of the high-priority image). The load event
 * does not start the code by itself: a page can load before its first frame is on screen (headless Chromium
 * 156 presents the first frame up to 2 s after `load`, and started the code at `load` in 6 of 9 runs, issue 18),
 * so from `load` on the page waits for its first contentful paint, `LOAD_GRACE_MS` at most.
 * The next frame alone was a race (issue 18): it comes before the frame is presented, so on a fast host the
 * scripts were often fetched before the first paint was on screen, and Lighthouse's simulation, which
 * replays what finished before the observed paint, put 170 kB of script in front of it (FCP 0.9 s or 1.85 s).
 */
/** How long after the load event the code waits for a first paint that is not reported (a browser's quirk). */
export const LOAD_GRACE_MS = 3000;

function startScripts(
  scripts: string[],
  preloads: string[],
  nonce: string,
  lcpImage = false,
  dataPreloads: string[] = [],
): string {
  if (!scripts.length) return '';
  const links = preloads.filter((href) => !scripts.includes(href));
  const preload = links.length
    ? `for(const href of ${serializeState(links)}){const link=document.createElement('link');` +
      `link.rel='modulepreload';link.href=href;link.nonce=${serializeState(nonce)};document.head.append(link)}`
    : '';
  // `fetch()` asks in CORS mode: a preload without `crossorigin` would not be the same request.
  const fetches = dataPreloads.length
    ? `for(const href of ${serializeState(dataPreloads)}){const link=document.createElement('link');` +
      "link.rel='preload';link.as='fetch';link.crossOrigin='anonymous';link.href=href;document.head.append(link)}"
    : '';
  const imports = scripts.map((src) => `import(${serializeState(src)})`).join(';');
  // The LCP image is the one rendered with fetchpriority="high": a smaller image painted first (the grid's) is
  // an LCP candidate with a URL too.
  const wanted = lcpImage
    ? "['largest-contentful-paint',e=>e.element?.getAttribute('fetchpriority')==='high']"
    : 'paint';
  // At the load event a page whose paint is not on screen yet keeps waiting for its first contentful paint
  // (not for the LCP image any more: it may have failed), for LOAD_GRACE_MS at most.
  const code =
    `const start=()=>{${preload}${fetches}${imports}};` +
    'let go=()=>{go=()=>{};requestAnimationFrame(()=>setTimeout(start,0))};' +
    "const paint=['paint',e=>e.name==='first-contentful-paint'];" +
    'const wait=([type,painted])=>{const observer=new PerformanceObserver(list=>' +
    '{if(list.getEntries().some(painted)){observer.disconnect();go()}});observer.observe({type,buffered:true})};' +
    "if(document.visibilityState==='hidden')start();else{const types=PerformanceObserver.supportedEntryTypes||[];" +
    `if(!types.includes('paint'))go();else{const wanted=${wanted};wait(types.includes(wanted[0])?wanted:paint);` +
    `addEventListener('load',()=>{wait(paint);setTimeout(()=>go(),${LOAD_GRACE_MS})},{once:true})}}`;
  return `<script type="module" nonce="${escapeHtml(nonce)}">${code}</script>`;
}
