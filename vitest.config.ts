import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'gateway/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
