import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A browser app behind sign-in: no server rendering. The build is static files that server.mjs serves.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: { port: 3001, strictPort: true },
});
