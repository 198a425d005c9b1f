import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    environment: 'node',
    // The root's scripts too: `npm start`'s wiring of the API and the shop (scripts/start.test.ts).
    include: ['src/**/*.test.{ts,tsx}', '../../scripts/*.test.ts'],
    // Files share their worker's modules (the app's SSR transform, react-dom, the catalogs) instead of importing
    // them again per file: 137 s → 65 s for the project alone (2026-11-28), the same 1,016 tests passing, also in
    // two shuffled orders. So a test that changes a global must put it back (vi.restoreAllMocks, an afterEach).
    isolate: false,
    // A server-rendering test's first page compiles the app's modules in Vite's SSR transform: on a loaded
    // 2-core machine that alone passed Vitest's default 5 s (three of them once, at 5.2–5.5 s). Speed is the
    // bench's business, not a test's.
    testTimeout: 20_000,
  },
});
