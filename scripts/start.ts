// `npm start`: build the site when dist/ is missing or older than its sources, then serve
// (with readable log lines when stdout is a terminal).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defaultVariable } from "../src/server/config.ts";
import { distIsStale } from "./lib/dist-freshness.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

if (distIsStale(root)) {
  console.log("Building the site (dist/ is missing or out of date)…");
  await build();
}
// A person at a terminal reads the log: formatted lines (src/server/log.ts). Under a process
// manager, in Docker or piped, stdout is not a terminal and the lines stay JSON.
defaultVariable("LOG_FORMAT", process.stdout.isTTY ? "pretty" : "json");
await import("../src/server/main.ts");

/**
 * `npm run build` in a process group of its own. SIGTERM or SIGINT to this process (a process
 * manager signals our PID only) goes to the whole group: npm, its shell and astro all stop, and so
 * does this process, without starting the server.
 */
function build(): Promise<void> {
  const child = spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit", detached: true });
  let stoppedBy: NodeJS.Signals | undefined;
  const forward = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    try {
      process.kill(-child.pid!, signal);
    } catch {} // the build has ended meanwhile
  };
  process.on("SIGTERM", forward);
  process.on("SIGINT", forward);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      process.off("SIGTERM", forward);
      process.off("SIGINT", forward);
      if (stoppedBy) process.exit(128 + (stoppedBy === "SIGINT" ? 2 : 15));
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
