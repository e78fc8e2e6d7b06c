import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Rasterizing 1200 x 1500 art takes seconds on a busy machine.
  test: { testTimeout: 30_000, include: ['src/**/*.test.ts'] },
});
