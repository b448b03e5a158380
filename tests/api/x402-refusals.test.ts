/**
 * Every way a payment to the x402 sandbox can be wrong is refused, over real HTTP, with the right
 * status (400 malformed, 402 refused) and x402 reason; refusals carry PAYMENT-REQUIRED so the
 * client can try again.
 */
import { randomBytes } from "node:crypto";
import type { PaymentPayload } from "@x402/core/types";
import { toHex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { toRequirements } from "../../src/server/x402/requirements.ts";
import { useServer } from "../support/use-server.ts";

import {
  b64,
  decodeRequired,
  eip3009Payment,
  ethEvm,
  evmAccount,
  header,
  otherEvmAccount,
  otherSuiKeypair,
  permit2Payment,
  pingSui,
  suiPayment,
  suiSui,
  usdcEvm,
  usdcSui,
} from "./x402-fixtures.ts";

// Many payments from one client: the per-client payment limit (x402-rate-limit.test.ts) is off here.
const site = useServer({ X402_RATE_LIMIT_PER_MINUTE: "0" });
let url: string;
beforeAll(() => {
  url = site.url(X402_SANDBOX_PATH);
});

async function send(headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { error: string; reason: string; payer?: string };
  return { res, body };
}

async function expectRefused(headers: Record<string, string>, status: number, reason: string) {
  const { res, body } = await send(headers);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.reason).toBe(reason);
  expect(body.error.length).toBeGreaterThan(10);
  expect(decodeRequired(res).error).toBe(reason);
  expect(res.headers.get("payment-response")).toBeNull();
  return body;
}

const now = () => BigInt(Math.floor(Date.now() / 1000));

describe("EVM (EIP-3009) payments", () => {
  it("accepts a correct one (control for the cases below)", async () => {
    const { res } = await send(header(await eip3009Payment()));
    expect(res.status).toBe(200);
  });

  it("refuses a tampered amount: value changed after signing breaks the signature", async () => {
    const payment = await eip3009Payment();
    (payment.payload.authorization as { value: string }).value = "1";
    await expectRefused(header(payment), 402, "invalid_exact_evm_payload_signature");
  });

  it("refuses a signed amount below the price", async () => {
    const body = await expectRefused(
      header(await eip3009Payment({ value: BigInt(usdcEvm.amount) - 1n })),
      402,
      "invalid_exact_evm_payload_authorization_value",
    );
    expect(body.error).toContain(usdcEvm.amount);
  });

  it("refuses a wrong payTo", async () => {
    await expectRefused(header(await eip3009Payment({ to: otherEvmAccount.address })), 402, "invalid_exact_evm_payload_recipient_mismatch");
  });

  it("refuses an expired validBefore, and one not valid yet", async () => {
    await expectRefused(
      header(await eip3009Payment({ validBefore: now() - 1n })),
      402,
      "invalid_exact_evm_payload_authorization_valid_before",
    );
    await expectRefused(
      header(await eip3009Payment({ validAfter: now() + 600n })),
      402,
      "invalid_exact_evm_payload_authorization_valid_after",
    );
  });

  it("refuses an authorization valid for longer than maxTimeoutSeconds (validBefore 2^256−1 would outlive its replay record)", async () => {
    const max = BigInt(toRequirements(usdcEvm).maxTimeoutSeconds);
    for (const validBefore of [2n ** 256n - 1n, now() + 31n * 24n * 3600n, now() + max + 600n]) {
      const body = await expectRefused(
        header(await eip3009Payment({ validBefore })),
        402,
        "invalid_exact_evm_payload_authorization_valid_before",
      );
      expect(body.error).toContain("maxTimeoutSeconds");
    }
    // What x402 clients sign (now + maxTimeoutSeconds), with a client clock a little ahead, passes.
    expect((await send(header(await eip3009Payment({ validBefore: now() + max + 30n })))).res.status).toBe(200);
  });

  it("refuses a replayed nonce", async () => {
    const nonce = toHex(randomBytes(32));
    const first = await send(header(await eip3009Payment({ nonce })));
    expect(first.res.status).toBe(200);
    await expectRefused(header(await eip3009Payment({ nonce })), 402, "invalid_exact_evm_nonce_already_used");
    // The same nonce from another payer is another authorization.
    const other = await send(header(await eip3009Payment({ nonce }, otherEvmAccount)));
    expect(other.res.status).toBe(200);
  });

  it("refuses a bad signature: signed by someone else than `from`, or not a signature at all", async () => {
    const payment = await eip3009Payment({}, otherEvmAccount);
    (payment.payload.authorization as { from: string }).from = evmAccount.address;
    await expectRefused(header(payment), 402, "invalid_exact_evm_payload_signature");
    const garbage = await eip3009Payment();
    garbage.payload.signature = `0x${"00".repeat(65)}`;
    await expectRefused(header(garbage), 402, "invalid_exact_evm_payload_signature");
  });

  it("refuses a payment for the wrong network, asset or scheme", async () => {
    const wrongNetwork = await eip3009Payment();
    wrongNetwork.accepted = { ...wrongNetwork.accepted, network: "eip155:8453" };
    await expectRefused(header(wrongNetwork), 402, "invalid_network");
    const wrongAsset = await eip3009Payment();
    wrongAsset.accepted = { ...wrongAsset.accepted, asset: "0x0000000000000000000000000000000000000001" };
    await expectRefused(header(wrongAsset), 402, "invalid_payment_requirements");
    const wrongScheme = await eip3009Payment();
    wrongScheme.accepted = { ...wrongScheme.accepted, scheme: "upto" };
    await expectRefused(header(wrongScheme), 402, "unsupported_scheme");
  });

  it("answers 400 for an EVM payload of the wrong shape", async () => {
    const payment = await eip3009Payment();
    delete (payment.payload.authorization as { nonce?: string }).nonce;
    const body = await expectRefused(header(payment), 400, "invalid_payload");
    expect(body.error).toContain("nonce");
  });
});

describe("EVM (Permit2) payments", () => {
  it("accepts a correct one (control)", async () => {
    expect((await send(header(await permit2Payment()))).res.status).toBe(200);
  });

  it("refuses a deadline further than maxTimeoutSeconds away, and an expired one", async () => {
    for (const deadline of [2n ** 256n - 1n, now() + BigInt(toRequirements(ethEvm).maxTimeoutSeconds) + 600n]) {
      const body = await expectRefused(header(await permit2Payment({ deadline })), 402, "invalid_permit2_deadline");
      expect(body.error).toContain("maxTimeoutSeconds");
    }
    await expectRefused(header(await permit2Payment({ deadline: now() - 1n })), 402, "permit2_deadline_expired");
  });

  it("refuses a replayed Permit2 nonce", async () => {
    const nonce = BigInt(toHex(randomBytes(16)));
    expect((await send(header(await permit2Payment({ nonce })))).res.status).toBe(200);
    await expectRefused(header(await permit2Payment({ nonce })), 402, "permit2_invalid_nonce");
  });
});

describe("Sui payments", () => {
  it("refuses a bad signature (signed by another key than the sender)", async () => {
    await expectRefused(header(await suiPayment({ signer: otherSuiKeypair })), 402, "invalid_exact_sui_payload_signature");
  });

  it("refuses a signature moved onto another transaction", async () => {
    const a = await suiPayment();
    const b = await suiPayment();
    a.payload.signature = b.payload.signature;
    await expectRefused(header(a), 402, "invalid_exact_sui_payload_signature");
  });

  it("refuses too small an amount, a wrong payTo and a wrong coin type", async () => {
    await expectRefused(header(await suiPayment({ amount: BigInt(suiSui.amount) - 1n })), 402, "invalid_exact_sui_payload_amount");
    await expectRefused(
      header(await suiPayment({ payTo: otherSuiKeypair.toSuiAddress() })),
      402,
      "invalid_exact_sui_payload_recipient_mismatch",
    );
    // Pays USDC where PING is claimed: the typed call says USDC.
    await expectRefused(
      header(await suiPayment({ kind: "coin-split", opt: pingSui, coinType: usdcSui.asset })),
      402,
      "invalid_exact_sui_payload_amount",
    );
  });

  it("refuses a payment coin that is split again before it is sent (only 1 MIST arrives)", async () => {
    const body = await expectRefused(header(await suiPayment({ kind: "drained" })), 402, "invalid_exact_sui_payload_amount");
    expect(body.error).toContain("transfers 1 of");
  });

  it("refuses a coin whose type the transaction does not state, and says why", async () => {
    const body = await expectRefused(
      header(await suiPayment({ kind: "untyped-split", opt: usdcSui })),
      402,
      "invalid_exact_sui_payload_amount",
    );
    expect(body.error).toContain("0x2::coin::split<T>");
  });

  it("refuses a replayed transaction digest", async () => {
    const payment = await suiPayment();
    expect((await send(header(payment))).res.status).toBe(200);
    await expectRefused(header(payment), 402, "invalid_exact_sui_transaction_already_used");
  });

  it("answers 400 for transaction bytes that are not a Sui transaction", async () => {
    const payment = await suiPayment();
    payment.payload.transaction = b64("definitely not BCS");
    await expectRefused(header(payment), 400, "invalid_exact_sui_payload_transaction");
  });
});

describe("garbage headers", () => {
  const valid: PaymentPayload = {
    x402Version: 2,
    accepted: { scheme: "exact", network: "eip155:84532", amount: "1", asset: "0x0", payTo: "0x0", maxTimeoutSeconds: 1, extra: {} },
    payload: {},
  };

  it.each([
    ["not base64", "%%% not base64 %%%", "invalid_payload", "not base64"],
    ["base64 with a bad length", "abc", "invalid_payload", "not base64"],
    ["base64 of text that is not JSON", b64("hello, world"), "invalid_payload", "does not decode to JSON"],
    ["base64 of a JSON array", b64("[1,2,3]"), "invalid_payload", "JSON object"],
    ["x402 version 1", b64(JSON.stringify({ ...valid, x402Version: 1 })), "invalid_x402_version", "got 1"],
    ["no version", b64(JSON.stringify({ accepted: valid.accepted, payload: {} })), "invalid_x402_version", "got null"],
    ["no accepted requirements", b64(JSON.stringify({ x402Version: 2, payload: {} })), "invalid_payload", '"accepted"'],
    ["a header over 12 KiB", "A".repeat(13_000), "invalid_payload", "longer than"],
  ])("answers 400 for %s", async (_name, value, reason, says) => {
    const body = await expectRefused({ "PAYMENT-SIGNATURE": value }, 400, reason);
    expect(body.error).toContain(says);
  });

  it("leaves headers over Node's 16 KiB limit to Node (431)", async () => {
    const res = await fetch(url, { headers: { "PAYMENT-SIGNATURE": "A".repeat(20_000) } });
    expect(res.status).toBe(431);
  });

  it("answers 400 for an x402 v1 X-PAYMENT header", async () => {
    await expectRefused({ "X-PAYMENT": b64("{}") }, 400, "invalid_x402_version");
  });

  it("keeps serving after all of that", async () => {
    const res = await fetch(url);
    expect(res.status).toBe(402);
    expect(site.server.output()).not.toMatch(/"level":(50|"error")/);
  });
});
