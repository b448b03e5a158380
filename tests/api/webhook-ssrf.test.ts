// The webhook SSRF guard: a real HTTP receiver on 127.0.0.1 must never be contacted through any
// spelling of a loopback or otherwise non-public address (IPv4-compatible ::/96, IPv4-mapped and
// IPv4-translated ::ffff:0:0/96, NAT64, short and numeric IPv4 forms, a name that resolves to
// loopback); and the classification refuses every range in the IANA special-purpose registries.
import { createServer, type Server } from "node:http";
import ipaddr from "ipaddr.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isPrivateAddress } from "../../src/server/delivery/channels/ssrf.ts";
import type { WebhookDestination } from "../../src/server/delivery/config.ts";
import { sendWebhook } from "../../src/server/delivery/channels/webhook.ts";

const SECRET = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;

describe("webhook targets that lead to loopback are refused before connecting", () => {
  let receiver: Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      hits.push(`${req.method} ${req.url} from ${req.socket.remoteAddress}`);
      res.end("ok");
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    port = (receiver.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  const send = (host: string, allowPrivate = false) =>
    sendWebhook(
      { kind: "webhook", key: "test", url: `http://${host}:${port}/hook`, secret: SECRET } satisfies WebhookDestination,
      "msg_1",
      "{}",
      new Date(),
      { timeoutMs: 5_000, allowPrivate },
    );

  test("the receiver answers when private targets are allowed (the refusals below are the guard's)", async () => {
    expect(await send("127.0.0.1", true)).toMatchObject({ result: "ok", status: 200 });
    expect(hits).toHaveLength(1);
    hits.length = 0;
  });

  test.each([
    ["127.0.0.1"],
    ["127.1"],
    ["2130706433"],
    ["0x7f.0.0.1"],
    ["0.0.0.0"],
    ["localhost"],
    ["[::1]"],
    ["[::127.0.0.1]"],
    ["[::7f00:1]"],
    ["[0:0:0:0:0:0:127.0.0.1]"],
    ["[::ffff:127.0.0.1]"],
    ["[::ffff:7f00:1]"],
    ["[::ffff:0:127.0.0.1]"],
    ["[::ffff:0:7f00:1]"],
    ["[64:ff9b::127.0.0.1]"],
    ["[64:ff9b:1::7f00:1]"],
    ["[2002:7f00:1::]"],
    ["[::]"],
  ])("http://%s:<port>/ is refused and the receiver is not contacted", async (host) => {
    const outcome = await send(host);
    expect(outcome).toMatchObject({ result: "retry", status: null });
    expect((outcome as { error: string }).error).toMatch(/^refused: /);
    expect(hits).toEqual([]);
  });
});

/**
 * The IANA IPv4 and IPv6 Special-Purpose Address Registries (iana-ipv4-special-registry,
 * iana-ipv6-special-registry), plus multicast, the limited broadcast address and the IPv6 space
 * outside 2000::/3 that IANA has not allocated for global unicast.
 */
const SPECIAL_V4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.0.0/29",
  "192.0.0.8/32",
  "192.0.0.9/32",
  "192.0.0.10/32",
  "192.0.0.170/32",
  "192.0.0.171/32",
  "192.0.2.0/24",
  "192.31.196.0/24",
  "192.52.193.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "192.175.48.0/24",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
  "255.255.255.255/32",
];
const SPECIAL_V6 = [
  "::1/128",
  "::/128",
  "::/96",
  "::ffff:0:0/96",
  "::ffff:0:0:0/96",
  "64:ff9b::/96",
  "64:ff9b:1::/48",
  "100::/64",
  "2001::/23",
  "2001::/32",
  "2001:1::1/128",
  "2001:1::2/128",
  "2001:1::3/128",
  "2001:2::/48",
  "2001:3::/32",
  "2001:4:112::/48",
  "2001:10::/28",
  "2001:20::/28",
  "2001:30::/28",
  "2001:db8::/32",
  "2002::/16",
  "2620:4f:8000::/48",
  "3fff::/20",
  "5f00::/16",
  "fc00::/7",
  "fe80::/10",
  "fec0::/10",
  "ff00::/8",
  "::/3",
  "4000::/2",
  "8000::/1",
];

/** The first, the last and a middle address of a CIDR block. */
function samples(cidr: string): string[] {
  const v4 = cidr.includes(".");
  const family = v4 ? ipaddr.IPv4 : ipaddr.IPv6;
  const first = family.networkAddressFromCIDR(cidr).toByteArray();
  const last = family.broadcastAddressFromCIDR(cidr).toByteArray();
  const middle = first.map((b, i) => (b + last[i]!) >> 1);
  return [first, middle, last].map((bytes) => ipaddr.fromByteArray(bytes).toString());
}

describe("every IANA special-purpose range is classified as not public", () => {
  test.each([...SPECIAL_V4, ...SPECIAL_V6])("%s", (cidr) => {
    for (const address of samples(cidr)) expect({ address, private: isPrivateAddress(address) }).toEqual({ address, private: true });
  });

  test.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "2606:4700:4700::1111", "2001:4860:4860::8888", "2a00:1450:4001::200e"])(
    "%s is public",
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  test("anything that is not an IP address is not public", () => {
    for (const value of ["", "localhost", "1.2.3", "::g", "example.com"]) expect(isPrivateAddress(value)).toBe(true);
  });
});
