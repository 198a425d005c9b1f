import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'admin',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'server.test.ts'],
    testTimeout: 20_000,
  },
});
