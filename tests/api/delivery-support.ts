/**
 * Real receivers for the delivery tests: an HTTP server that verifies every webhook with the
 * `standardwebhooks` library (answering 400 to a bad signature) and answers as the test scripts it,
 * and a real SMTP server (smtp-server) that keeps every message it receives.
 */
import { spawn } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { repoRoot } from "../../scripts/lib/server.ts";

export const TEST_SECRET = `whsec_${Buffer.from("delivery-test-secret-0123456789ab").toString("base64")}`;

export type Received = {
  id: string;
  timestamp: string;
  raw: string;
  json: any;
  verified: boolean;
  at: number;
  headers: IncomingHttpHeaders;
};
export type Answer = { status: number; headers?: Record<string, string> } | "drop";

export async function webhookReceiver(secret: string, answer: (r: Received, attemptOfId: number) => Answer | Promise<Answer>) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let verified = true;
      try {
        new Webhook(secret).verify(raw, req.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      const r: Received = {
        id: String(req.headers["webhook-id"]),
        timestamp: String(req.headers["webhook-timestamp"]),
        raw,
        json: verified ? JSON.parse(raw) : null,
        verified,
        at: Date.now(),
        headers: req.headers,
      };
      received.push(r);
      if (!verified) return void res.writeHead(400).end("bad signature");
      const a = await answer(r, received.filter((x) => x.id === r.id).length);
      if (a === "drop") return void req.socket.destroy();
      res.writeHead(a.status, a.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mail = { from: string; to: string[]; raw: string };

export async function smtpSink() {
  const messages: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A header of a raw message (unfolded); undefined when absent. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const m = new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(head);
  return m?.[1];
}

/** Every header name of the top-level header block. */
export function headerNames(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return head.split(/\r?\n/).map((l) => l.split(":")[0]!.toLowerCase());
}

/** The message with quoted-printable and base64 parts decoded (good enough to search text). */
export function decodedBody(raw: string): string {
  // Split on the message's own boundary only: a quoted-printable line of a token can start with "--" too.
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const escaped = boundary?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = escaped ? raw.split(new RegExp(`\\r?\\n--${escaped}(?:--)?`)) : [raw];
  return parts
    .map((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        return Buffer.from(
          body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8");
      }
      return body;
    })
    .join("\n");
}

/** Runs the operator CLI (npm run leads -- …) against a database. */
export function leadsCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, "scripts/leads.ts"), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
