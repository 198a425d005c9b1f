import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    environment: 'node',
    // The root's scripts too: `npm start`'s wiring of the API and the shop (scripts/start.test.ts).
    include: ['src/**/*.test.{ts,tsx}', '../../scripts/*.test.ts'],
    // A server-rendering test's first page compiles the app's modules in Vite's SSR transform: on a loaded
    // 2-core machine that alone passed Vitest's default 5 s (three of them once, at 5.2–5.5 s). Speed is the
    // bench's business, not a test's.
    testTimeout: 20_000,
  },
});
