/**
 * Refuses webhook targets that are not on the public Internet unless NOTIFY_ALLOW_PRIVATE=1. The
 * check runs on the addresses the connection really uses (a `lookup` hook on the socket), so DNS
 * rebinding cannot slip past it.
 *
 * The ranges come from ipaddr.js (a maintained table of the IANA special-purpose registries):
 * an IPv4 address is public only when it is in none of them; an IPv6 address only when it is in
 * none of them and inside 2000::/3, the one block IANA allocates for global unicast. So every
 * IPv6 form that embeds an IPv4 address is refused without decoding it: IPv4-compatible
 * (::a.b.c.d, ::/96), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64
 * (64:ff9b::/96), 6to4 (2002::/16) and Teredo (2001::/32).
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/** True for every address that is not public (and for anything that is not an IP address). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return true;
  const ip = ipaddr.parse(address);
  if (ip.range() !== "unicast") return true;
  return ip instanceof ipaddr.IPv6 && !ip.match(GLOBAL_UNICAST_V6);
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
        return callback(
          new PrivateAddressError(`refused: ${hostname} resolves to a non-public address (NOTIFY_ALLOW_PRIVATE=1 allows it)`),
        );
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
