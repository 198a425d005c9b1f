import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { transformAsync, types as t, type PluginObj, type TransformOptions } from '@babel/core';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Stamps each client build with an id: compiled into the bundle and written to
 * `/_app/builds/latest.json`, which open tabs poll to learn that a new version is out (spec §4).
 */
function buildId(): Plugin {
  const id = Date.now().toString(36);
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
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'nori-precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist/client';
      const files = Object.values(bundle).filter((file) => /\.(?:js|mjs|css|svg|json|html|txt)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < 1024) return;
          const target = path.join(dir, file.fileName);
          await Promise.all([
            br(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }).then((out) => writeFile(`${target}.br`, out)),
            gz(bytes, { level: 9 }).then((out) => writeFile(`${target}.gz`, out)),
          ]);
        }),
      );
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

/** React Router's production build (see the alias below). */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

// One config, two builds: `vite build` for the browser (dist/client, with the manifest the server reads)
// and `vite build --ssr src/server/main.ts` for the server bundle (dist/server).
/** The chunks of the browser's first load, by the names the code-splitting groups and inputs below give them. */
const FIRST_LOAD_CHUNK =
  /(?:^|\/)(?:react-dom|libs|rolldown-runtime|preload-helper|hydrate|vendor|entry-client)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    babelPasses(),
    precompiledMessages(),
    ...(isSsrBuild ? [] : [buildId(), precompress(), serviceWorker()]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        modulePreload: {
          // A lazy chunk's imports that are in the first load (the libraries, the app's start-up chunk, the
          // bundler's runtime) are in hand whenever the app imports anything lazily: leaving them out of each
          // dynamic import's preload list keeps those lists, which every page's first load carries, short.
          resolveDependencies: (_, deps) => deps.filter((file) => !FIRST_LOAD_CHUNK.test(file)),
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
                  test: /node_modules[\\/](mobx|mobx-react-lite|react-intl|@formatjs|intl-messageformat|react-router|react-router-dom|styled-components|stylis|@emotion|cookie|set-cookie-parser|tslib)[\\/]/,
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
