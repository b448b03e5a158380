/**
 * What a Sui programmable transaction provably pays, read from its commands alone (offline, no
 * RPC). Owned coin objects carry no type in the transaction bytes, so a coin's type is known only
 * when the transaction states it: the gas coin is SUI, and typed Move calls (0x2::coin::split<T>,
 * 0x2::pay::split_and_transfer<T>, 0x2::coin::redeem_funds<T>, 0x2::transfer::public_transfer<Coin<T>>)
 * fix T for every coin they touch (the chain aborts the transaction if the object is not a Coin<T>).
 * Types flow through SplitCoins and MergeCoins (both keep Coin<T>). Amounts are lower bounds: only
 * explicit u64 pure inputs count, and a coin handed to any other Move call counts as emptied.
 */
import { normalizeStructTag, normalizeSuiAddress, parseStructTag, toHex } from "@mysten/sui/utils";
import type { Transaction } from "@mysten/sui/transactions";

type TxData = ReturnType<Transaction["getData"]>;
type Arg =
  | { $kind: "GasCoin" }
  | { $kind: "Input"; Input: number }
  | { $kind: "Result"; Result: number }
  | { $kind: "NestedResult"; NestedResult: [number, number] };

export const SUI_COIN_TYPE = normalizeStructTag("0x2::sui::SUI");
const FRAMEWORK = normalizeSuiAddress("0x2");

/** Amount per normalized coin type, per normalized recipient address. */
export type Credits = Map<string, Map<string, bigint>>;

export type TransferAnalysis = {
  credits: Credits;
  /** Recipients that received coins whose type the transaction does not state. */
  untypedRecipients: Set<string>;
  /** The transaction would abort: one coin used as two different types. */
  conflict: string | null;
};

/** Union-find over coin type variables: coins that must share one type share a root. */
class CoinTypes {
  private parent: number[] = [];
  private known = new Map<number, string>();
  conflict: string | null = null;
  fresh(type: string | null = null): number {
    const id = this.parent.push(this.parent.length) - 1;
    if (type) this.known.set(id, type);
    return id;
  }
  root(id: number): number {
    while (this.parent[id] !== id) id = this.parent[id] = this.parent[this.parent[id]!]!;
    return id;
  }
  set(id: number, type: string): void {
    const r = this.root(id);
    const current = this.known.get(r);
    if (current && current !== type) this.conflict ??= `a coin is used both as ${current} and as ${type}`;
    else this.known.set(r, type);
  }
  union(a: number, b: number): void {
    const [ra, rb] = [this.root(a), this.root(b)];
    if (ra === rb) return;
    const tb = this.known.get(rb);
    this.parent[rb] = ra;
    if (tb) this.set(ra, tb);
  }
  typeOf(id: number): string | null {
    return this.known.get(this.root(id)) ?? null;
  }
}

type Coin = { tv: number; amount: bigint };

export function analyzeTransfers(data: TxData): TransferAnalysis {
  const types = new CoinTypes();
  const coins = new Map<string, Coin>();
  const transfers: { tv: number; amount: bigint; to: string | null }[] = [];

  const keyOf = (arg: Arg): string => {
    if (arg.$kind === "GasCoin") return "gas";
    if (arg.$kind === "Input") return `input:${arg.Input}`;
    if (arg.$kind === "Result") return `result:${arg.Result}:0`;
    return `result:${arg.NestedResult[0]}:${arg.NestedResult[1]}`;
  };
  /** The coin an argument names; object inputs become coins of a yet unknown type. */
  const coinOf = (arg: Arg): Coin | null => {
    const key = keyOf(arg);
    let coin = coins.get(key);
    if (!coin && key === "gas") coin = { tv: types.fresh(SUI_COIN_TYPE), amount: 0n };
    if (!coin && arg.$kind === "Input" && data.inputs[arg.Input]?.$kind === "Object") coin = { tv: types.fresh(), amount: 0n };
    if (coin) coins.set(key, coin);
    return coin ?? null;
  };
  const pureBytes = (arg: Arg): Uint8Array | null => {
    if (arg.$kind !== "Input") return null;
    const input = data.inputs[arg.Input];
    return input?.$kind === "Pure" ? Uint8Array.from(Buffer.from(input.Pure.bytes, "base64")) : null;
  };
  const u64Of = (arg: Arg | undefined): bigint | null => {
    const bytes = arg ? pureBytes(arg) : null;
    if (bytes?.length !== 8) return null;
    return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true);
  };
  const addressOf = (arg: Arg | undefined): string | null => {
    const bytes = arg ? pureBytes(arg) : null;
    return bytes && bytes.length === 32 ? normalizeSuiAddress(toHex(bytes)) : null;
  };
  const take = (coin: Coin, amount: bigint | null) => {
    coin.amount = amount === null || amount > coin.amount ? 0n : coin.amount - amount;
  };
  const pay = (coin: Coin, amount: bigint, to: string | null) => transfers.push({ tv: coin.tv, amount, to });

  data.commands.forEach((command, index) => {
    switch (command.$kind) {
      case "SplitCoins": {
        const source = coinOf(command.SplitCoins.coin);
        const amounts = command.SplitCoins.amounts.map((a) => u64Of(a));
        amounts.forEach((amount, k) => {
          coins.set(`result:${index}:${k}`, { tv: source ? source.tv : types.fresh(), amount: amount ?? 0n });
        });
        if (source) take(source, amounts.some((a) => a === null) ? null : amounts.reduce<bigint>((s, a) => s + a!, 0n));
        break;
      }
      case "MergeCoins": {
        const dest = coinOf(command.MergeCoins.destination);
        for (const src of command.MergeCoins.sources.map(coinOf)) {
          if (!dest || !src) continue;
          types.union(dest.tv, src.tv);
          dest.amount += src.amount;
          src.amount = 0n;
        }
        break;
      }
      case "TransferObjects": {
        const to = addressOf(command.TransferObjects.address);
        for (const obj of command.TransferObjects.objects) {
          const coin = coinOf(obj);
          if (!coin) continue;
          pay(coin, coin.amount, to);
          coin.amount = 0n;
        }
        break;
      }
      case "MoveCall": {
        const call = command.MoveCall;
        const target = `${normalizeSuiAddress(call.package)}::${call.module}::${call.function}`;
        const typeArg = call.typeArguments[0] ? safeStructTag(call.typeArguments[0]) : null;
        const [a0, a1, a2] = call.arguments;
        if (target === `${FRAMEWORK}::coin::split` && typeArg && a0) {
          const coin = coinOf(a0);
          const amount = u64Of(a1);
          if (coin) {
            types.set(coin.tv, typeArg);
            take(coin, amount);
          }
          coins.set(`result:${index}:0`, { tv: coin ? coin.tv : types.fresh(typeArg), amount: amount ?? 0n });
        } else if (target === `${FRAMEWORK}::pay::split_and_transfer` && typeArg && a0) {
          const coin = coinOf(a0);
          const amount = u64Of(a1);
          if (coin) {
            types.set(coin.tv, typeArg);
            take(coin, amount);
            if (amount !== null) pay(coin, amount, addressOf(a2));
          }
        } else if (target === `${FRAMEWORK}::coin::redeem_funds` && typeArg) {
          // The withdrawal's size is a reservation (a maximum): count nothing, learn the type.
          coins.set(`result:${index}:0`, { tv: types.fresh(typeArg), amount: 0n });
        } else if (target === `${FRAMEWORK}::transfer::public_transfer` && a0 && coinTypeInside(call.typeArguments[0])) {
          const coin = coinOf(a0);
          if (coin) {
            types.set(coin.tv, coinTypeInside(call.typeArguments[0])!);
            pay(coin, coin.amount, addressOf(a1));
            coin.amount = 0n;
          }
        } else {
          // Any other call may drain or consume a coin it is given.
          for (const arg of call.arguments) {
            const coin = coins.get(keyOf(arg));
            if (coin) coin.amount = 0n;
          }
        }
        break;
      }
      case "MakeMoveVec":
        for (const arg of command.MakeMoveVec.elements) {
          const coin = coins.get(keyOf(arg));
          if (coin) coin.amount = 0n;
        }
        break;
      default:
        break;
    }
  });

  const credits: Credits = new Map();
  const untypedRecipients = new Set<string>();
  for (const { tv, amount, to } of transfers) {
    if (!to) continue;
    const type = types.typeOf(tv);
    if (!type) {
      untypedRecipients.add(to);
      continue;
    }
    if (amount === 0n) continue;
    const byType = credits.get(to) ?? new Map<string, bigint>();
    byType.set(type, (byType.get(type) ?? 0n) + amount);
    credits.set(to, byType);
  }
  return { credits, untypedRecipients, conflict: types.conflict };
}

function safeStructTag(type: string): string | null {
  try {
    return normalizeStructTag(type);
  } catch {
    return null;
  }
}

/** T of "0x2::coin::Coin<T>", normalized; null for anything else. */
function coinTypeInside(type: string | undefined): string | null {
  if (!type) return null;
  try {
    const tag = parseStructTag(type);
    if (normalizeSuiAddress(tag.address) !== FRAMEWORK || tag.module !== "coin" || tag.name !== "Coin" || tag.typeParams.length !== 1)
      return null;
    return normalizeStructTag(tag.typeParams[0]!);
  } catch {
    return null;
  }
}
