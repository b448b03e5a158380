import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { QUICKSTART_LINE_MAX, quickStartBase, quickStartSamples } from "../../src/content/x402-docs.ts";
import { sandboxCurlExamples, X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";

/**
 * /x402-documentation's Quick start: the sandbox's commands written for a phone's code box (the base URL in a
 * shell variable, `\` continuations), each line short enough, and each sample still one working paste in bash.
 */
describe("x402 Quick start commands", () => {
  const origin = "https://nirvana.network";
  const samples = quickStartSamples(origin);
  const base = quickStartBase(origin);
  const url = new URL(X402_SANDBOX_PATH, origin).href;

  test("the base URL set once, then one command per sandbox curl example, in its order, every line within a 375 px box", () => {
    // Review round 15: the base URL is one block of its own, not the first line of every command.
    // Review round 26: the origin, then the API's path appended (the one 37-character line scrolled at 375).
    expect(base.code).toBe(`BASE=${origin}\nBASE="$BASE/api/x402"`);
    for (const line of base.code.split("\n")) expect(line.length, line).toBeLessThanOrEqual(QUICKSTART_LINE_MAX);
    expect(samples).toHaveLength(sandboxCurlExamples(origin).length);
    for (const s of samples) {
      const lines = s.code.split("\n");
      expect(s.code).not.toContain("BASE=");
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(QUICKSTART_LINE_MAX);
      expect(s.code).toContain('"$BASE/sandbox/quote"');
    }
  });

  test("each sample, pasted whole into bash after the base line, runs curl against the sandbox's full URL with the example's options", () => {
    const examples = sandboxCurlExamples(origin);
    samples.forEach((s, i) => {
      // curl stubbed as a function that prints its arguments; the rest of a pipeline reads that and may complain.
      const script = `curl() { printf '%s\\n' "$@" > "$OUT"; }\n${base.code}\n${s.code}\n`;
      const out = join(tmpdir(), `x402-quickstart-${process.pid}-${i}`);
      try {
        execFileSync("bash", ["-c", script], { env: { ...process.env, OUT: out, PAYMENT: "sig" }, stdio: "ignore" });
      } catch {
        // base64 -d of the stub's output fails; only curl's arguments matter.
      }
      const args = readFileSync(out, "utf8").trim().split("\n");
      expect(args).toContain(url);
      // The same options as the one-line example (llms.txt's), in the same order.
      const original = examples[i]!.code.split(" | ")[0]!.replace(/^curl /, "");
      expect(args.join(" ").replace("PAYMENT-SIGNATURE: sig", "PAYMENT-SIGNATURE: $PAYMENT")).toBe(
        original.replaceAll("'", "").replaceAll('"', ""),
      );
      rmSync(out, { force: true });
    });
  });
});
