import type { PreloadImage } from '../shared/head';

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
  /** woff2 files the page needs first (the body font in the locale's script). */
  fontPreloads?: string[];
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
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
    `<meta name="theme-color" content="${attr(parts.themeColor)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...head.alternates.map(
      ([hreflang, href]) => `<link rel="alternate" hreflang="${attr(hreflang)}" href="${attr(href)}">`,
    ),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
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
    '</head>',
    '<body>',
    `<div id="root">${parts.appHtml}</div>`,
    `<script nonce="${attr(nonce)}">window.__NORI__=${serializeState(parts.state)}</script>`,
    startScripts(assets.scripts, assets.preloads, nonce),
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
 * imports, the locale's catalogs, the routes' modules) — so there is no waterfall. A page opened in a
 * background tab, which gets no frames, starts at once.
 */
function startScripts(scripts: string[], preloads: string[], nonce: string): string {
  if (!scripts.length) return '';
  const links = preloads.filter((href) => !scripts.includes(href));
  const preload = links.length
    ? `for(const href of ${serializeState(links)}){const link=document.createElement('link');` +
      `link.rel='modulepreload';link.href=href;link.nonce=${serializeState(nonce)};document.head.append(link)}`
    : '';
  const imports = scripts.map((src) => `import(${serializeState(src)})`).join(';');
  const code =
    `const start=()=>{${preload}${imports}};` +
    "document.visibilityState==='hidden'?start():requestAnimationFrame(()=>setTimeout(start,0))";
  return `<script type="module" nonce="${escapeHtml(nonce)}">${code}</script>`;
}
