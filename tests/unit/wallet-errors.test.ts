import { describe, expect, test } from "vitest";
import { classifyWalletError } from "../../src/components/wallet/errors.ts";

describe("connection error classification (spec section 8)", () => {
  test("code 4001 is a rejection whatever the message", () => {
    expect(classifyWalletError({ code: 4001, message: "Request denied" })).toEqual({ kind: "rejected" });
    expect(classifyWalletError(Object.assign(new Error(""), { code: 4001 }))).toEqual({ kind: "rejected" });
  });

  test("a message containing 'rejected' or 'User rejected' is a rejection", () => {
    expect(classifyWalletError(new Error("User rejected the request."))).toEqual({ kind: "rejected" });
    expect(classifyWalletError(new Error("Connection request was rejected"))).toEqual({ kind: "rejected" });
    expect(classifyWalletError("User rejected")).toEqual({ kind: "rejected" });
  });

  test("anything else is a failure with its own message", () => {
    expect(classifyWalletError(new Error("Extension crashed"))).toEqual({ kind: "failed", message: "Extension crashed" });
    expect(classifyWalletError({ code: -32002, message: "Request already pending" })).toEqual({
      kind: "failed",
      message: "Request already pending",
    });
    expect(classifyWalletError(new Error("No accounts found"))).toEqual({ kind: "failed", message: "No accounts found" });
  });

  test("a failure without a message reads 'Could not connect to wallet'", () => {
    for (const error of [undefined, null, {}, new Error(""), { code: -32603 }, 42]) {
      expect(classifyWalletError(error)).toEqual({ kind: "failed", message: "Could not connect to wallet" });
    }
  });
});
