import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config, two builds: `vite build` for the browser (dist/client, with a manifest the server reads)
// and `vite build --ssr src/server/main.ts` for the server bundle (dist/server).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
    // The kit ships TypeScript source: bundle it into the server build.
    noExternal: ['@nori/ui'],
  },
}));
