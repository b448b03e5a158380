// One client holding connections against the real server process: over MAX_CONNECTIONS_PER_CLIENT
// its further connections are closed at once (reopened as fast as they close), while another
// address (127.0.0.2 on the loopback) still gets /livez answered although MAX_CONNECTIONS would
// be full; the refusals are logged as a count, not one line each.
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";

const PER_CLIENT = 20;
const MAX = 50;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ MAX_CONNECTIONS: String(MAX), MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT), RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => server?.stop());

/** GET `path` from `localAddress`; resolves with the status, or the connection error's code. */
function getFrom(localAddress: string, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port: server.port, path, localAddress, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end();
  });
}

test("one address over the cap is refused; another still gets /livez while that one keeps reconnecting", async () => {
  let holding = true;
  let closedByServer = 0;
  const sockets = new Set<Socket>();
  // The flood: twice MAX_CONNECTIONS from 127.0.0.1, each reopened as soon as it is closed.
  const open = () => {
    if (!holding) return;
    const socket = connect({ port: server.port, host: "127.0.0.1", localAddress: "127.0.0.1" });
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => {
      sockets.delete(socket);
      if (!holding) return;
      closedByServer++;
      setImmediate(open);
    });
  };
  for (let i = 0; i < 2 * MAX; i++) open();
  try {
    // Refused connections close at once and come back: wait until many have been.
    await expect.poll(() => closedByServer, { timeout: 20_000, interval: 50 }).toBeGreaterThan(4 * MAX);

    const flooded = await getFrom("127.0.0.1", "/livez");
    const other = await getFrom("127.0.0.2", "/livez");
    const otherHealth = await getFrom("127.0.0.2", "/api/health");
    console.log(
      `connection cap: ${closedByServer} connections of the flooding address closed; its own request: ${flooded}; 127.0.0.2: /livez ${other}, /api/health ${otherHealth}`,
    );
    expect(flooded).not.toBe(200);
    expect(other).toBe(200);
    expect(otherHealth).toBe(200);
  } finally {
    holding = false;
    for (const s of sockets) s.destroy();
  }
  // Refusals are counted in one periodic line, never a line each.
  await expect
    .poll(() => server.output(), { timeout: 30_000, interval: 200 })
    .toMatch(/"refused":\d+,"clients":1,"perClient":20,"msg":"connections refused: too many open from one client address"/);
  const lines = server.output().match(/connections refused: too many open from one client address/g)!.length;
  expect(lines).toBeLessThan(closedByServer / 10);
  expect(server.output()).not.toContain('127.0.0.1"');
  expect(await getFrom("127.0.0.1", "/livez")).toBe(200);
});

test("MAX_CONNECTIONS_PER_CLIENT: 100 by default, off behind a proxy (the peer is the proxy) unless set, a whole number", () => {
  expect(loadConfig({}).maxConnectionsPerClient).toBe(100);
  expect(loadConfig({ TRUST_PROXY: "1" }).maxConnectionsPerClient).toBe(0);
  expect(loadConfig({ TRUST_PROXY: "1", MAX_CONNECTIONS_PER_CLIENT: "500" }).maxConnectionsPerClient).toBe(500);
  expect(loadConfig({ MAX_CONNECTIONS_PER_CLIENT: "0" }).maxConnectionsPerClient).toBe(0);
  expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: "lots" })).toThrow(/MAX_CONNECTIONS_PER_CLIENT must be a whole number/);
});
