import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
