/**
 * Refuses webhook targets on loopback, private, link-local, shared (CGNAT), multicast and other
 * non-public addresses unless NOTIFY_ALLOW_PRIVATE=1. The check runs on the addresses the
 * connection really uses (a `lookup` hook on the socket), so DNS rebinding cannot slip past it.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24],
  ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(net, prefix, "ipv4");
// IPv4-mapped addresses (::ffff:a.b.c.d) are checked as IPv4 below: a ::ffff:0:0/96 rule here
// would make BlockList match every IPv4 address.
for (const [net, prefix] of [["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["2001:db8::", 32]] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  // ::ffff:7f00:1 (hex form of a mapped address), NAT64 64:ff9b::/96: refused, not worth decoding.
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address) || /^64:ff9b::/i.test(address)) return true;
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

export class PrivateAddressError extends Error {
  code = "EPRIVATEADDRESS";
}

/** A `lookup` for http.request that fails when any resolved address is not public. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: (...args: any[]) => void) => {
    dnsLookup(hostname, { ...options, all: true } as any, (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (err) return callback(err);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        return callback(new PrivateAddressError(`refused: ${hostname} resolves to a non-public address (NOTIFY_ALLOW_PRIVATE=1 allows it)`));
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** An IP literal in the URL never goes through `lookup`: checked here. */
export function literalRefused(url: URL, allowPrivate: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return !allowPrivate && isIP(host) !== 0 && isPrivateAddress(host);
}
