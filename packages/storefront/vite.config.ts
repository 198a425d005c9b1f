import babel from '@rolldown/plugin-babel';
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

// One config, two builds: `vite build` for the browser (dist/client, with the manifest the server reads)
// and `vite build --ssr src/server/main.ts` for the server bundle (dist/server).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // styled-components names each component by a counter in the order modules load, and the server and
    // the browser load them in different orders (lazy pages): the plugin gives every component an id from
    // its file and position instead, so server-rendered class names match on hydration.
    babel({
      include: /\.[jt]sx?$/,
      plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
    }),
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
