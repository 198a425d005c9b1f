import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Reuse workers across files: PGlite compiles its WebAssembly once per worker instead of per file.
    isolate: false,
    // PGlite boots a WASM Postgres per file: give slow CI machines room, but keep files parallel.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
