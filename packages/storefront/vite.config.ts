import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { transformAsync, types as t, type PluginObj, type TransformOptions } from '@babel/core';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { init as initImportLexer, parse as parseImports } from 'es-module-lexer';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadListsUrl } from './src/app/preloadLists.ts';
import { assetsFromManifest, type ViteManifest } from './src/server/assets.ts';

/**
 * Stamps each client build with an id: compiled into the bundle and written to
 * `/_app/builds/latest.json`, which open tabs poll to learn that a new version is out (spec §4).
 */
function buildId(id: string): Plugin {
  return {
    name: 'nori-build-id',
    config: () => ({ define: { 'import.meta.env.NORI_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_app/builds/latest.json', source: JSON.stringify({ id }) });
    },
  };
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every emitted text file over 1 kB, once at build
 * time: the server sends them as they are (`serveStatic({ precompressed: true })`) instead of compressing
 * the same bytes on every request, and at a quality too slow to use per request.
 */
function precompress(): Plugin {
  return {
    name: 'nori-precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist/client';
      const files = Object.values(bundle).filter((file) => /\.(?:js|mjs|css|svg|json|html|txt)$/.test(file.fileName));
      await Promise.all(
        files.map((file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          return writeCompressed(path.join(dir, file.fileName), Buffer.from(source));
        }),
      );
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes `<target>.br` and `<target>.gz` of a text file over 1 kB (`precompress`). */
async function writeCompressed(target: string, bytes: Buffer) {
  if (bytes.length < 1024) return;
  await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).then((out) => writeFile(`${target}.br`, out)),
    gzipped(bytes, { level: 9 }).then((out) => writeFile(`${target}.gz`, out)),
  ]);
}

/** The module that loads the preload lists in the browser (`preloadListsAfterHydration`). */
const PRELOAD_LISTS_MODULE = path.resolve(import.meta.dirname, 'src/app/preloadLists.ts');

/**
 * Issue 18: the preload lists of lazily loaded modules leave the first load (src/app/preloadLists.ts says
 * why). Vite's own lists are turned off (`resolveDependencies` below); instead
 * - every dynamic import of an app module (the shop's and the kit's own code, not a JSON catalog, which
 *   imports nothing) is wrapped as `lazyImport('<manifest key>', () => import(…))`, the key being the
 *   module's path from the package, as the build manifest names it;
 * - the lists go into `assets/preloads-<build id>.json`, read off the manifest by the same function that
 *   gives the server its preloads (`assetsFromManifest`), so the server and the browser preload alike.
 * The entry is left alone: it must not import anything statically (entry-client.tsx).
 */
function preloadListsAfterHydration(buildId: string): Plugin {
  let root = '';
  return {
    name: 'nori-preload-lists',
    apply: 'build',
    // After TypeScript, JSX and `import.meta.glob` have become plain dynamic imports.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (
        !code.includes('import(') ||
        file.includes('/node_modules/') ||
        !/\.[jt]sx?$/.test(file) ||
        file.endsWith('/src/entry-client.tsx') ||
        file === PRELOAD_LISTS_MODULE
      ) {
        return null;
      }
      await initImportLexer;
      const [imports] = parseImports(code);
      const edited = new MagicString(code);
      for (const { d, n: specifier, ss: start, se: end } of imports) {
        if (d < 0 || !specifier) continue;
        const resolved = await this.resolve(specifier, id);
        const target = resolved?.id.split('?')[0];
        if (!target || resolved.external || target.includes('/node_modules/') || !/\.[jt]sx?$/.test(target)) continue;
        const key = path.relative(root, target).split(path.sep).join('/');
        edited.appendLeft(start, `__noriLazyImport(${JSON.stringify(key)}, () => `);
        edited.appendRight(end, ')');
      }
      if (!edited.hasChanged()) return null;
      edited.prepend(`import { lazyImport as __noriLazyImport } from ${JSON.stringify(PRELOAD_LISTS_MODULE)};\n`);
      return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary', source: id }) };
    },
    async writeBundle(output) {
      const dir = output.dir ?? 'dist/client';
      const manifest = JSON.parse(await readFile(path.join(dir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
      const lists = Buffer.from(JSON.stringify(assetsFromManifest(manifest).modulePreloads ?? {}));
      const target = path.join(dir, preloadListsUrl(buildId));
      await writeFile(target, lists);
      await writeCompressed(target, lists);
    },
  };
}

/**
 * The message catalogs stay JSON strings for translators (`src/i18n/messages/*.json`), but every build
 * loads them as ICU ASTs, exactly what `formatjs compile --ast` writes: react-intl then never parses at
 * run time, so the browser build can drop the parser (the alias below) and the server skips the work.
 */
function precompiledMessages(): Plugin {
  const catalog = /\/src\/i18n\/messages\/(?:[a-zA-Z]+\/)?[a-z]{2}\.json$/;
  return {
    name: 'nori-precompiled-messages',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!catalog.test(file)) return null;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const ast = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      // JSON.parse of a string literal is faster to start than the same object as JS (V8's JSON fast path).
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(ast))});`, moduleType: 'js' };
    },
  };
}

/**
 * A message's `defaultMessage` and `description` are for translators (`formatjs extract` reads them from
 * the source); at run time react-intl needs only the `id`, since every id is in every catalog (the
 * catalogs' test). Dropping them from `defineMessages`/`defineMessage` keeps those texts out of the bundles.
 */
function stripMessageDescriptors(): PluginObj {
  const translatorOnly = new Set(['defaultMessage', 'description']);
  const isDescriptor = (node: t.ObjectExpression) =>
    node.properties.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }));
  return {
    name: 'nori-strip-message-descriptors',
    visitor: {
      CallExpression(path) {
        const callee = path.node.callee;
        if (!t.isIdentifier(callee) || (callee.name !== 'defineMessages' && callee.name !== 'defineMessage')) return;
        path.traverse({
          ObjectExpression(inner) {
            if (!isDescriptor(inner.node)) return;
            inner.node.properties = inner.node.properties.filter(
              (p) => !(t.isObjectProperty(p) && t.isIdentifier(p.key) && translatorOnly.has(p.key.name)),
            );
          },
        });
      },
    },
  };
}

/**
 * One Babel pass over the app's own files, with the Babel plugins each file needs:
 * - styled-components names each component by a counter in the order modules load, and the server and the
 *   browser load them in different orders (lazy pages); babel-plugin-styled-components gives every component
 *   an id from its file and position instead, so server-rendered class names match on hydration;
 * - `stripMessageDescriptors` for files that declare messages.
 */
function babelPasses(): Plugin {
  return {
    name: 'nori-babel',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      const plugins: NonNullable<TransformOptions['plugins']> = [];
      if (code.includes('styled-components')) {
        plugins.push([
          'babel-plugin-styled-components',
          { ssr: true, displayName: false, fileName: false, pure: true },
        ]);
      }
      if (code.includes('defineMessage')) plugins.push(stripMessageDescriptors);
      if (!plugins.length) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins,
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The service worker (src/sw.ts, issue 17) through vite-plugin-pwa's `injectManifest`: the shop is rendered
 * by the server, so there is no index.html to generate a worker around; the plugin bundles our worker and
 * writes this build's hashed files into it for Workbox to precache. The server serves the manifests (one per
 * language) and registers nothing: the shop registers the worker itself, after load (features/pwa).
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // The shell's scripts, styles and fonts (every lazy page included, so a page opens offline), the icons.
      globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      rollupFormat: 'es',
    },
  });
}

/**
 * styled-components imports `* as stylis` and takes `stylis.prefixer` only when vendor prefixing is on
 * (`enableVendorPrefixes` on a `StyleSheetManager`: off by default in v6, and nothing here turns it on), but
 * reading it off the namespace keeps stylis' whole prefixer in the bundle (~1,250 bytes gzip). In the
 * browser build its `stylis` is src/stylisWithoutPrefixer.ts instead: the rest of stylis as it is, and a
 * prefixer that throws, so that prefixing turned on breaks the page loudly rather than writing CSS that
 * differs from the server's. Not an alias: the module re-exports stylis, whose own import must reach the real
 * one (resolved as styled-components resolves it), which an alias cannot tell apart; Vite deprecates an
 * alias's `customResolver` for a `resolveId` plugin like this.
 */
function stylisWithoutPrefixer(): Plugin {
  const replacement = fileURLToPath(new URL('./src/stylisWithoutPrefixer.ts', import.meta.url));
  const styledComponents = /[\\/]node_modules[\\/]styled-components[\\/]/;
  let styledComponentsModule: string | undefined;
  return {
    name: 'nori-stylis-without-prefixer',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'stylis' || !importer) return null;
      if (importer === replacement) {
        return this.resolve(source, styledComponentsModule ?? importer, { skipSelf: true });
      }
      if (!styledComponents.test(importer)) return null;
      styledComponentsModule = importer;
      return replacement;
    },
  };
}

/** React Router's production build (see the alias below). */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

// One config, two builds: `vite build` for the browser (dist/client, with the manifest the server reads)
// and `vite build --ssr src/server/main.ts` for the server bundle (dist/server).
/** Each client build's id (`buildId`, `preloadListsAfterHydration`). */
const clientBuildId = Date.now().toString(36);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    babelPasses(),
    precompiledMessages(),
    ...(isSsrBuild
      ? []
      : [
          buildId(clientBuildId),
          preloadListsAfterHydration(clientBuildId),
          precompress(),
          serviceWorker(),
          stylisWithoutPrefixer(),
        ]),
  ],
  environments: {
    client: {
      define: {
        // The server writes the brand's @font-face rules into every page (entry-server.tsx) and App renders the
        // kit's global style without them, so nothing in the browser reads a face: the kit leaves the font
        // files' URLs and ranges, and the code that writes them, out of this bundle (ui/src/theme/fonts.ts). The
        // client environment's only: the server keeps them. (Vite's development server leaves them in, harmlessly.)
        'import.meta.env.NORI_SERVER_FONT_FACES': 'true',
      },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        modulePreload: {
          // No preload lists inside the chunks: the app's dynamic imports take theirs from one file fetched
          // after hydration (`preloadListsAfterHydration`).
          resolveDependencies: () => [],
        },
        rolldownOptions: {
          // entry-client.tsx imports React DOM, the other libraries and the app (hydrate.tsx) one after another,
          // so that each is evaluated in a task of its own; hydrate.tsx is an input too, so that everything it
          // imports statically counts as the first load ($initial) and goes in one file instead of the shared
          // chunks Rolldown would cut for the lazy pages. Lazy pages and overlays still get their own chunks.
          input: ['src/entry-client.tsx', 'src/hydrate.tsx'],
          // @date-fns/tz (Chișinău time in @nori/core) has no side effects but does not say so in its package.json;
          // told here, a page that imports @nori/core for its prices or defaults does not carry the time-zone code.
          treeshake: {
            moduleSideEffects: (id: string) =>
              /[\\/]node_modules[\\/]@date-fns[\\/]tz[\\/]/.test(id) ? false : undefined,
          },
          output: {
            codeSplitting: {
              groups: [
                // Vite's helper that preloads a lazy chunk's imports: the entry uses it, so it must not sit in
                // a chunk that brings the app with it.
                { name: 'preload-helper', test: /preload-helper/, priority: 4 },
                { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                {
                  name: 'libs',
                  test: /node_modules[\\/](mobx|mobx-react-lite|react-intl|@formatjs|intl-messageformat|react-router|react-router-dom|styled-components|stylis|@emotion|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'initial',
                  tags: ['$initial'],
                  test: (id: string) => !id.endsWith('entry-client.tsx'),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  resolve: isSsrBuild
    ? {}
    : {
        // Messages arrive precompiled (above), so the browser needs the AST types but not the parser:
        // about 9 kB gzip less. A message that is not in the catalog throws instead of being parsed.
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
          // React Router's package exports only its development build (warnings, invariant messages, the
          // framework's dev checks); its production build ships beside it, and React Router's own Vite plugin
          // aliases to it the same way: about 600 bytes gzip less.
          { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
        ],
      },
  ssr: {
    // The kit ships TypeScript source, and styled-components' CommonJS build has no ESM default export
    // for Node: bundle both into the server build.
    noExternal: ['@nori/ui', 'styled-components'],
  },
}));
