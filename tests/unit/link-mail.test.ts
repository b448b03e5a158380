// The one-time link's message: it names the site and carries the link built from the origin, and
// nothing about the admin, the role or any address.
import { expect, test } from "vitest";
import { linkMessage } from "../../src/server/inbox/link-mail.ts";

test("an invitation and a reset name the site and hold the SITE_URL link, nothing else about anyone", () => {
  const path = "/admin/set-password#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
  const invite = linkMessage("invite", "https://example.com", path);
  expect(invite.subject).toBe("Your invitation to the Nirvana inbox (example.com)");
  expect(invite.text).toContain(`https://example.com${path}\n`);
  expect(invite.text).toContain("works once, for 24 hours");
  const reset = linkMessage("reset", "http://localhost:4321", path);
  expect(reset.subject).toBe("Set a new password for the Nirvana inbox (localhost:4321)");
  expect(reset.text).toContain(`http://localhost:4321${path}`);
  expect(reset.text).toContain("the old one no longer works");
  for (const m of [invite, reset]) expect(m.text).not.toMatch(/@|role|admin(?!\/set-password)/i);
});
