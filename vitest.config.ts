import { defineConfig } from "vitest/config";

// Three projects, each a slice of `npm test`: `unit` (in process), `api` (real HTTP, real
// databases, real server processes) and `e2e` (real Chromium). Run one with
// `npm run test:unit|test:api|test:e2e`, one file with `npx vitest run <file>`.
// A dist/ that is missing or older than its sources is rebuilt first (tests/support/build-if-stale.ts).
const project = (name: string) => ({
  extends: true as const,
  test: { name, include: [`tests/${name}/**/*.test.ts`, `tests/${name}/**/*.test.tsx`] },
});

export default defineConfig({
  test: {
    globalSetup: ["tests/support/build-if-stale.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [project("unit"), project("api"), project("e2e")],
  },
});
