// Is the built site (dist/) missing or older than what it is built from? Asked by `npm start`
// before serving and by the test runner before the tests that read dist/.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["src", "public", "astro.config.ts", "package-lock.json"];

function newestMtime(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function distIsStale(root: string): boolean {
  const stamp = join(root, "dist/index.html");
  if (!existsSync(stamp)) return true;
  const sources = SOURCES.map((p) => join(root, p)).filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
}
