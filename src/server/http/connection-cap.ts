/**
 * MAX_CONNECTIONS_PER_CLIENT: one client address may hold at most this many open connections, so
 * that one client cannot take every connection MAX_CONNECTIONS allows. The address is the TCP
 * peer's (IPv6 peers grouped by /64, the block one subscriber usually holds, as the rate limit
 * does); a connection over the cap is closed as soon as it is accepted, before it is read. The
 * refusals are counted and logged once per CONNECTION_REFUSALS_LOG_MS, never one line each, and
 * never with an address.
 */
import type { Server } from "node:net";
import type { Logger } from "pino";
import { normalizeIp } from "./client-ip.ts";

export const CONNECTION_REFUSALS_LOG_MS = 10_000;

export function capConnectionsPerClient(server: Server, limit: number, log: Logger): void {
  if (limit <= 0) return;
  const open = new Map<string, number>();
  let refused = 0;
  const refusedClients = new Set<string>();

  server.on("connection", (socket) => {
    if (socket.remoteAddress === undefined) return; // already gone
    const client = normalizeIp(socket.remoteAddress);
    const count = open.get(client) ?? 0;
    if (count >= limit) {
      refused++;
      if (refusedClients.size < 10_000) refusedClients.add(client);
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once("close", () => {
      const left = open.get(client)! - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });

  setInterval(() => {
    if (refused === 0) return;
    log.warn({ refused, clients: refusedClients.size, perClient: limit }, "connections refused: too many open from one client address");
    refused = 0;
    refusedClients.clear();
  }, CONNECTION_REFUSALS_LOG_MS).unref();
}
