import { defineConfig } from "vitest/config";

// Unit, API (real HTTP, real databases) and end-to-end (real Chromium) tests.
// The built site (dist/) must exist: `npm test` builds first.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
