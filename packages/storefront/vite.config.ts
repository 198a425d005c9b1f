import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * styled-components names each component by a counter in the order modules load, and the server and the
 * browser load them in different orders (lazy pages). babel-plugin-styled-components gives every component
 * an id from its file and position instead, so server-rendered class names match on hydration. Only files
 * that import styled-components go through Babel.
 */
function styledComponentIds(): Plugin {
  return {
    name: 'nori-styled-components-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

// One config, two builds: `vite build` for the browser (dist/client, with the manifest the server reads)
// and `vite build --ssr src/server/main.ts` for the server bundle (dist/server).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    styledComponentIds(),
    ...(isSsrBuild ? [] : [buildId()]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: 'src/entry-client.tsx' },
      },
  ssr: {
    // The kit ships TypeScript source, and styled-components' CommonJS build has no ESM default export
    // for Node: bundle both into the server build.
    noExternal: ['@nori/ui', 'styled-components'],
  },
}));
