// `npm start`: build the site when dist/ is missing or older than its sources, then serve
// (with readable log lines when stdout is a terminal).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const stamp = join(root, "dist/index.html");

function newestMtime(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ["src", "public", "astro.config.ts", "package-lock.json"].map((p) => join(root, p)).filter(existsSync);
const needsBuild = !existsSync(stamp) || Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
if (needsBuild) {
  console.log("Building the site (dist/ is missing or out of date)…");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
// A person at a terminal reads the log: formatted lines (src/server/log.ts). Under a process
// manager, in Docker or piped, stdout is not a terminal and the lines stay JSON.
process.env.LOG_FORMAT ??= process.stdout.isTTY ? "pretty" : "json";
await import("../src/server/main.ts");
