import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { shortenAddress } from "../../src/components/wallet/address.ts";

const sui = "0x7f3a9c1e5b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a";
const evm = "0x52908400098527886E0F7030069857D2E4169EE7";

describe("address display (spec section 5)", () => {
  test("sui: first 8 characters, '...', last 6", () => {
    expect(shortenAddress(sui, "sui")).toBe("0x7f3a9c...0d2f4a");
  });

  test("EVM: first 6 characters, '...', last 4", () => {
    expect(shortenAddress(evm, "evm")).toBe("0x5290...9EE7");
  });

  test("any long address keeps exactly its head and tail", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 20, maxLength: 80 }), fc.constantFrom("sui" as const, "evm" as const), (address, family) => {
        const [head, tail] = family === "sui" ? [8, 6] : [6, 4];
        const short = shortenAddress(address, family);
        expect(short).toBe(`${address.slice(0, head)}...${address.slice(-tail)}`);
      }),
    );
  });

  test("an address no longer than its shortened form is shown whole", () => {
    expect(shortenAddress("0x1234", "evm")).toBe("0x1234");
    expect(shortenAddress("0x123456789012345", "sui")).toBe("0x123456789012345"); // 17 = 8 + 3 + 6
  });
});
