import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests render components with React 19, the runtime the site runs in browsers and on the
 * server (and the Studio's: `sanity`, used by the content tests, needs it).
 */
export default defineConfig({
  plugins: [react()],
  // The web app's imports use tsconfig.json's paths (`~/`, `@contracts/`, `@schemas/`).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
