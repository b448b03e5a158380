// The lead notification e-mail's subject, as the real SMTP server in this process receives it:
// bidi controls from the lead's name and company (which would reverse the subject in the
// operator's mail client) are not in it, and the words around them are.
import { afterAll, beforeAll, expect, test } from "vitest";
import { useServer } from "../support/use-server.ts";
import { header, smtpSink } from "./delivery-support.ts";
import { fixtures } from "./leads-fixtures.ts";
import { createTestDb, postLead, type TestDb } from "./leads-support.ts";

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** An RFC 2047 header value decoded (encoded words in B or Q, the space between two of them dropped). */
function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bq]\?[^?]*\?=)\s+(?==\?)/gi, "$1")
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

let db: TestDb | undefined;
let smtp: Awaited<ReturnType<typeof smtpSink>> | undefined;
beforeAll(async () => {
  db = await createTestDb("sqlite");
  smtp = await smtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await db?.close();
});
const site = useServer(() => ({
  ...db!.env,
  RATE_LIMIT_PER_MINUTE: "0",
  REDIS_URL: "",
  SMTP_URL: smtp!.url,
  NOTIFY_EMAIL_FROM: "Leads <leads@nirvana.example>",
  NOTIFY_EMAIL_TO: "team@nirvana.example",
  NOTIFY_ALLOW_PRIVATE: "1",
}));

test("the subject carries the lead's name and company without their bidi controls", async () => {
  const name = "\u202eGrace \u2066Hopper\u2069\u202c \u202a\u202b\u2067\u2068";
  const company = "\u202dAcme\u200f Labs\u200e\u061c";
  expect((await postLead(site.url(), "contact", { ...fixtures.contact.full, name, company })).status).toBe(201);
  await expect.poll(() => smtp!.messages.length, { timeout: 15_000 }).toBe(1);
  const subject = decodeHeader(header(smtp!.messages[0]!.raw, "Subject") ?? "");
  expect(subject).toBe("New contact message from Grace Hopper, Acme Labs");
  expect(subject).not.toMatch(BIDI_CONTROLS);
});
