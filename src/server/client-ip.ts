import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";

/**
 * The client's address for rate limiting. X-Forwarded-For is read only behind trusted proxies
 * (TRUST_PROXY = their number): each proxy appends the address it saw, so the client is the
 * entry that many places from the right; anything further left was written by the client.
 * IPv6 clients are grouped by /64, the block one subscriber usually holds.
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

export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail] = ip.split("%")[0]!.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ""));
}
