/** Payments for the x402 sandbox tests: signed EVM authorizations and Sui transactions, built offline. */
import { randomBytes } from "node:crypto";
import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
import { Transaction } from "@mysten/sui/transactions";
import { normalizeSuiAddress, toBase58 } from "@mysten/sui/utils";
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from "@x402/core/http";
import type { PaymentPayload, PaymentRequired } from "@x402/core/types";
import { authorizationTypes, PERMIT2_ADDRESS, permit2WitnessTypes, x402ExactPermit2ProxyAddress } from "@x402/evm";
import { getAddress, toHex, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { sandboxPaymentOptions, type SandboxPaymentOption } from "../../src/content/x402-sandbox.ts";
import { toRequirements } from "../../src/server/x402/requirements.ts";

/** A fixed test key (never funded anywhere). */
export const evmAccount = privateKeyToAccount("0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba");
export const otherEvmAccount = privateKeyToAccount("0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318");
export const suiKeypair = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(42));
export const otherSuiKeypair = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(43));

export function option(id: string): SandboxPaymentOption {
  const found = sandboxPaymentOptions.find((o) => o.id === id);
  if (!found) throw new Error(`no sandbox option ${id}`);
  return found;
}

export const usdcEvm = option("base-sepolia-usdc");
export const ethEvm = option("base-sepolia-eth");
export const suiSui = option("sui-testnet-sui");
export const pingSui = option("sui-testnet-ping");
export const usdcSui = option("sui-testnet-usdc");

export function decodeRequired(res: Response): PaymentRequired {
  const header = res.headers.get("payment-required");
  if (!header) throw new Error(`no PAYMENT-REQUIRED header (status ${res.status})`);
  return decodePaymentRequiredHeader(header);
}

export function header(payload: PaymentPayload): Record<string, string> {
  return { "PAYMENT-SIGNATURE": encodePaymentSignatureHeader(payload).toString() };
}

export type Eip3009Overrides = Partial<{ to: string; value: bigint; validAfter: bigint; validBefore: bigint; nonce: Hex }>;

/** An EIP-3009 payment signed by `account`; `overrides` change what is signed. */
export async function eip3009Payment(overrides: Eip3009Overrides = {}, account = evmAccount, opt = usdcEvm) {
  const now = BigInt(Math.floor(Date.now() / 1000));
  const authorization = {
    from: account.address,
    to: getAddress(overrides.to ?? opt.payTo),
    value: overrides.value ?? BigInt(opt.amount),
    validAfter: overrides.validAfter ?? 0n,
    validBefore: overrides.validBefore ?? now + 300n,
    nonce: overrides.nonce ?? toHex(randomBytes(32)),
  };
  const signature = await account.signTypedData({
    domain: { name: String(opt.extra.name), version: String(opt.extra.version), chainId: 84532, verifyingContract: getAddress(opt.asset) },
    types: authorizationTypes,
    primaryType: "TransferWithAuthorization",
    message: authorization,
  });
  const payload: PaymentPayload = {
    x402Version: 2,
    accepted: toRequirements(opt),
    payload: {
      signature,
      authorization: {
        ...authorization,
        value: authorization.value.toString(),
        validAfter: authorization.validAfter.toString(),
        validBefore: authorization.validBefore.toString(),
      },
    },
  };
  return payload;
}

export type Permit2Overrides = Partial<{ amount: bigint; deadline: bigint; validAfter: bigint; nonce: bigint }>;

/** A Permit2 (permitWitnessTransferFrom) payment for WETH, signed by `account`. */
export async function permit2Payment(overrides: Permit2Overrides = {}, account = evmAccount, opt = ethEvm): Promise<PaymentPayload> {
  const now = BigInt(Math.floor(Date.now() / 1000));
  const message = {
    permitted: { token: getAddress(opt.asset), amount: overrides.amount ?? BigInt(opt.amount) },
    spender: x402ExactPermit2ProxyAddress,
    nonce: overrides.nonce ?? BigInt(toHex(randomBytes(16))),
    deadline: overrides.deadline ?? now + 300n,
    witness: { to: getAddress(opt.payTo), validAfter: overrides.validAfter ?? 0n },
  };
  const signature = await account.signTypedData({
    domain: { name: "Permit2", chainId: 84532, verifyingContract: PERMIT2_ADDRESS },
    types: permit2WitnessTypes,
    primaryType: "PermitWitnessTransferFrom",
    message,
  });
  return {
    x402Version: 2,
    accepted: toRequirements(opt),
    payload: {
      signature,
      permit2Authorization: {
        from: account.address,
        permitted: { token: message.permitted.token, amount: message.permitted.amount.toString() },
        spender: message.spender,
        nonce: message.nonce.toString(),
        deadline: message.deadline.toString(),
        witness: { to: message.witness.to, validAfter: message.witness.validAfter.toString() },
      },
    },
  };
}

const fakeRef = () => ({
  objectId: normalizeSuiAddress(toHex(randomBytes(32))),
  version: String(1 + (randomBytes(2).readUInt16LE() % 5000)),
  digest: toBase58(randomBytes(32)),
});

export type SuiPaymentKind =
  /** SplitCoins(GasCoin) + TransferObjects: SUI. */
  | "gas"
  /** 0x2::coin::split<T>(owned coin) + TransferObjects. */
  | "coin-split"
  /** 0x2::pay::split_and_transfer<T>(owned coin). */
  | "split-and-transfer"
  /** 0x2::coin::redeem_funds<T>(address-balance withdrawal), then SplitCoins + TransferObjects. */
  | "address-balance"
  /** SplitCoins on an owned coin object: its type is not in the transaction. */
  | "untyped-split"
  /** Splits the price from the gas coin, then takes all but 1 back before paying: must not count. */
  | "drained";

export type SuiPaymentSpec = {
  kind?: SuiPaymentKind;
  opt?: SandboxPaymentOption;
  amount?: bigint;
  payTo?: string;
  coinType?: string;
  signer?: Ed25519Keypair;
  sender?: Ed25519Keypair;
};

/** A signed Sui payment transaction, built without any RPC (explicit gas and object refs). */
export async function suiPayment(spec: SuiPaymentSpec = {}): Promise<PaymentPayload> {
  const { kind = "gas", opt = suiSui, sender = suiKeypair, signer = sender } = spec;
  const amount = spec.amount ?? BigInt(opt.amount);
  const payTo = spec.payTo ?? opt.payTo;
  const coinType = spec.coinType ?? opt.asset;
  const tx = new Transaction();
  tx.setSender(sender.toSuiAddress());
  tx.setGasPrice(1000);
  tx.setGasBudget(5_000_000);
  tx.setGasPayment([fakeRef()]);
  if (kind === "gas") {
    const [coin] = tx.splitCoins(tx.gas, [amount]);
    tx.transferObjects([coin!], payTo);
  } else if (kind === "coin-split") {
    const part = tx.moveCall({
      target: "0x2::coin::split",
      typeArguments: [coinType],
      arguments: [tx.objectRef(fakeRef()), tx.pure.u64(amount)],
    });
    tx.transferObjects([part], payTo);
  } else if (kind === "split-and-transfer") {
    tx.moveCall({
      target: "0x2::pay::split_and_transfer",
      typeArguments: [coinType],
      arguments: [tx.objectRef(fakeRef()), tx.pure.u64(amount), tx.pure.address(payTo)],
    });
  } else if (kind === "address-balance") {
    const funds = tx.moveCall({
      target: "0x2::coin::redeem_funds",
      typeArguments: [coinType],
      arguments: [tx.withdrawal({ amount, type: coinType })],
    });
    const [coin] = tx.splitCoins(funds, [amount]);
    tx.transferObjects([coin!], payTo);
  } else if (kind === "drained") {
    const [coin] = tx.splitCoins(tx.gas, [amount]);
    const [back] = tx.splitCoins(coin!, [amount - 1n]);
    tx.transferObjects([back!], sender.toSuiAddress());
    tx.transferObjects([coin!], payTo);
  } else {
    const [coin] = tx.splitCoins(tx.objectRef(fakeRef()), [amount]);
    tx.transferObjects([coin!], payTo);
  }
  const bytes = await tx.build();
  const { signature, bytes: transaction } = await signer.signTransaction(bytes);
  return { x402Version: 2, accepted: toRequirements(opt), payload: { signature, transaction } };
}

/** Base64 of arbitrary text, for garbage-header tests. */
export const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
