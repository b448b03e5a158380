import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";

/**
 * The client's address for rate limiting. X-Forwarded-For is read only behind trusted proxies
 * (TRUST_PROXY = their number): each proxy appends the address it saw, so the client is the
 * entry that many places from the right; anything further left was written by the client.
 * IPv6 clients are grouped by /64, the block one subscriber usually holds (widerNetwork gives
 * the /48 around it, for a budget of its own: one /48 holds 65,536 /64s). A port a proxy wrote
 * after the address (`203.0.113.7:51234`, `[2001:db8::1]:443`) is dropped: it is not the client.
 */
export function clientIp(req: IncomingMessage, trustProxyHops: number): string {
  let ip = req.socket.remoteAddress ?? "unknown";
  if (trustProxyHops > 0) {
    const header = req.headers["x-forwarded-for"];
    const list = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const forwarded = list[list.length - trustProxyHops] ?? list[0];
    if (forwarded) ip = forwarded;
  }
  return normalizeIp(ip);
}

export function normalizeIp(raw: string): string {
  const ip = withoutPort(raw);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

function withoutPort(ip: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(ip);
  return v4 ? v4[1]! : ip;
}

/** The /48 around an IPv6 client's /64 (as normalizeIp writes it), or null for any other address. */
export function widerNetwork(address: string): string | null {
  const m = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(address);
  return m ? `${m[1]}::/48` : null;
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail] = ip.split("%")[0]!.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ""));
}
