import type { Logger } from "pino";
import { wireApp } from "./app-wiring.ts";
import { loadConfig, logConfig } from "./config.ts";
import { startHttpServer } from "./http/server.ts";
import { redactUrl } from "./db/connection.ts";
import { createServerLog } from "./log.ts";

/** Starts the server: serves the built site and the lead API; stops gracefully on SIGTERM/SIGINT. */
async function main(log: Logger, exit: (code: number) => void): Promise<void> {
  const config = loadConfig();
  // The database, the routes and the app (app-wiring.ts); the HTTP server (http/server.ts) around
  // them, whose stop finishes requests in flight, then closes the rest.
  const { app, database, onStop } = await wireApp(config, log);
  const { port, stop } = await startHttpServer({ app, config, log, exit, onStop });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // Announced only once SIGTERM is handled: whoever waits for this line may stop the server at once.
  const redisShown = config.redisUrl ? redactUrl(config.redisUrl) : "none";
  log.info(
    { port, database: `${database.engine} ${database.location}`, redis: redisShown },
    `listening on http://localhost:${port} (database: ${database.engine} ${database.location}; Redis: ${redisShown})`,
  );
}

const { log, exit } = createServerLog(logConfig());

main(log, exit).catch((err) => {
  log.fatal({ err }, "server failed to start");
  exit(1);
});
