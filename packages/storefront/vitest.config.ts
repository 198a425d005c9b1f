import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    environment: 'node',
    // The root's scripts too: `npm start`'s wiring of the API and the shop (scripts/start.test.ts).
    include: ['src/**/*.test.{ts,tsx}', '../../scripts/*.test.ts'],
  },
});
