/**
 * Sign-in throttling: attempts are counted per account (the normalised e-mail, known or not, so
 * the answer never tells whether an account exists) and per client address (an IPv6 client's
 * /64, and its /48 with a larger budget: one /48 holds 65,536 /64s), in fixed 15-minute windows.
 * Each attempt is counted before its password is checked (atomically, so a burst of parallel
 * guesses cannot all slip under a limit), and a successful one is taken back: what remains are
 * the failures. Past any limit every attempt is refused, even one with the right password.
 *
 * A refused attempt is not counted and creates nothing: the budgets are read first, and only an
 * attempt within all of them is counted (the address's budgets before the account's), so a client
 * already refused cannot make the server keep state for each e-mail address it makes up.
 *
 * Counts are kept where a restart does not forget them: in Redis when the process has it (shared
 * by every process), else in the database (table signin_attempts; expired windows are deleted).
 * When that store fails, the process counts in its own bounded memory rather than letting guesses
 * through unthrottled. Refusals are logged as a count per minute, not a line each.
 */
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import { widerNetwork } from "../http/index.ts";
import type { Redis } from "../redis.ts";
import type { Db } from "../db/index.ts";

export const SIGNIN_WINDOW_MS = 15 * 60 * 1000;
export const SIGNIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const SIGNIN_MAX_FAILURES_PER_ADDRESS = 20;
/** An IPv6 /48 (65,536 /64 budgets otherwise): a few addresses' worth in all. */
export const SIGNIN_MAX_FAILURES_PER_NETWORK = 60;
/** Most windows the memory fallback keeps; past it, expired windows go, then the oldest. */
export const SIGNIN_MEMORY_MAX_WINDOWS = 10_000;
/** Expired windows are deleted from the database at most this often (by an attempt). */
export const SIGNIN_PRUNE_INTERVAL_MS = 60_000;
/** How often refusals are logged (as counts). */
export const SIGNIN_REFUSAL_LOG_INTERVAL_MS = 60_000;

export type SignInThrottle = {
  /** Counts an attempt when every budget allows it and returns 0; else the seconds until one may (nothing counted). */
  attempt(account: string, address: string): Promise<number>;
  /** The attempt succeeded: the account's count is cleared and the address's taken back by one. */
  succeeded(account: string, address: string): Promise<void>;
};

/** One budget of an attempt: its key (a hash, never the e-mail or address itself) and its limit. */
type Budget = { key: string; max: number };

/** Where counts live. `count` returns 0 when counted, else the ms until the first spent budget's window ends. */
type Store = {
  count(budgets: Budget[], now: number): Promise<number>;
  forgive(accountKey: string, addressKeys: string[], now: number): Promise<void>;
};

/** Memory (the fallback): at most `maxWindows` windows, whatever the input. */
export function memoryStore(maxWindows = SIGNIN_MEMORY_MAX_WINDOWS): Store & { size(): number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now) windows.delete(key);
    return w && w.resetAt > now ? w : undefined;
  };
  const makeRoom = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    // Still full (a flood from many addresses): forget the oldest tenth (Map keeps insertion order).
    let excess = windows.size - Math.floor(maxWindows * 0.9);
    for (const key of windows.keys()) {
      if (excess-- <= 0) break;
      windows.delete(key);
    }
  };
  return {
    async count(budgets, now) {
      let wait = 0;
      for (const b of budgets) {
        const w = live(b.key, now);
        if (w && w.count >= b.max) wait = Math.max(wait, w.resetAt - now);
      }
      if (wait > 0) return wait;
      for (const b of budgets) {
        let w = live(b.key, now);
        if (!w) {
          if (windows.size >= maxWindows) makeRoom(now);
          w = { count: 0, resetAt: now + SIGNIN_WINDOW_MS };
          windows.set(b.key, w);
        }
        w.count += 1;
      }
      return 0;
    },
    async forgive(accountKey, addressKeys, now) {
      windows.delete(accountKey);
      for (const key of addressKeys) {
        const w = live(key, now);
        if (w && w.count > 0) w.count -= 1;
      }
    },
    size: () => windows.size,
  };
}

/**
 * Redis: one script reads every budget and, when none is spent, counts them all (INCR, the window
 * set on the first hit). KEYS: the budgets' keys; ARGV[1]: the window in ms; ARGV[1 + i]: KEYS[i]'s limit.
 */
const COUNT_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    wait = math.max(wait, redis.call('PTTL', key))
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 0
`;

const DECR_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0
`;

function redisStore(redis: Redis): Store {
  return {
    async count(budgets) {
      const keys = budgets.map((b) => b.key);
      return Number(await redis.eval(COUNT_SCRIPT, keys.length, ...keys, SIGNIN_WINDOW_MS, ...budgets.map((b) => b.max)));
    },
    async forgive(accountKey, addressKeys) {
      await redis.del(accountKey);
      if (addressKeys.length) await redis.eval(DECR_SCRIPT, addressKeys.length, ...addressKeys);
    },
  };
}

type AttemptTables = { signin_attempts: { key: string; failures: number; window_ends_at: Date | string } };

const timeOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * The database (table signin_attempts, migration 008): one read of the budgets; when none is spent,
 * one upsert counts them all (a window that has ended starts again at 1). PostgreSQL serialises
 * concurrent counts of one key on its primary key, SQLite has one writer; the counts it returns
 * are checked again, so a burst that passed the read together is still held to the limit.
 */
export function databaseStore(database: Db, opts: { onPruneError?: (err: unknown) => void } = {}): Store {
  const db = database as Kysely<AttemptTables>;
  let nextPrune = 0;
  const spentFor = (
    rows: { key: string; failures: number; window_ends_at: Date | string }[],
    budgets: Budget[],
    now: number,
    over: (n: number, max: number) => boolean,
  ) => {
    let wait = 0;
    for (const row of rows) {
      const max = budgets.find((b) => b.key === row.key)!.max;
      const endsAt = timeOf(row.window_ends_at);
      if (endsAt > now && over(Number(row.failures), max)) wait = Math.max(wait, endsAt - now);
    }
    return wait;
  };
  async function prune(now: number) {
    if (now < nextPrune) return;
    nextPrune = now + SIGNIN_PRUNE_INTERVAL_MS;
    try {
      await db.deleteFrom("signin_attempts").where("window_ends_at", "<=", new Date(now)).execute();
    } catch (err) {
      opts.onPruneError?.(err); // the rows go next time
    }
  }
  return {
    async count(budgets, now) {
      const keys = budgets.map((b) => b.key);
      const current = await db
        .selectFrom("signin_attempts")
        .select(["key", "failures", "window_ends_at"])
        .where("key", "in", keys)
        .execute();
      const spent = spentFor(current, budgets, now, (n, max) => n >= max);
      if (spent > 0) return spent;
      const at = new Date(now);
      const ended = sql<boolean>`signin_attempts.window_ends_at <= ${at}`;
      const counted = await db
        .insertInto("signin_attempts")
        .values(budgets.map((b) => ({ key: b.key, failures: 1, window_ends_at: new Date(now + SIGNIN_WINDOW_MS) })))
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            failures: sql`case when ${ended} then 1 else signin_attempts.failures + 1 end`,
            window_ends_at: sql`case when ${ended} then excluded.window_ends_at else signin_attempts.window_ends_at end`,
          }),
        )
        .returning(["key", "failures", "window_ends_at"])
        .execute();
      await prune(now);
      return spentFor(counted, budgets, now, (n, max) => n > max);
    },
    async forgive(accountKey, addressKeys) {
      await db.deleteFrom("signin_attempts").where("key", "=", accountKey).execute();
      if (addressKeys.length) {
        await db
          .updateTable("signin_attempts")
          .set({ failures: sql`failures - 1` })
          .where("key", "in", addressKeys)
          .where("failures", ">", 0)
          .execute();
      }
    },
  };
}

/** Keys hold a hash of the e-mail address or client address, never the value itself. */
const keyOf = (kind: "account" | "address", value: string) =>
  `admin:signin:${kind}:${createHash("sha256").update(value).digest("hex").slice(0, 32)}`;

/** The address's budgets: the address (an IPv6 /64), and for IPv6 also its /48. */
function addressBudgets(address: string): Budget[] {
  const network = widerNetwork(address);
  const own = { key: keyOf("address", address), max: SIGNIN_MAX_FAILURES_PER_ADDRESS };
  return network ? [own, { key: keyOf("address", network), max: SIGNIN_MAX_FAILURES_PER_NETWORK }] : [own];
}

/** Counts refusals and logs them at most once per interval (a flood writes one line a minute, not one per request). */
export type RefusalLog = { refused(reason: "throttled" | "busy"): void; close(): void };

export function createRefusalLog(log: Logger, intervalMs = SIGNIN_REFUSAL_LOG_INTERVAL_MS): RefusalLog {
  const counts = { throttled: 0, busy: 0 };
  let since = Date.now();
  const flush = () => {
    if (counts.throttled + counts.busy === 0) return;
    log.warn(
      { ...counts, sinceSeconds: Math.round((Date.now() - since) / 1000) },
      "operator sign-ins refused (too many failed attempts, or too many being checked)",
    );
    counts.throttled = counts.busy = 0;
    since = Date.now();
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    refused(reason) {
      counts[reason] += 1;
    },
    close() {
      clearInterval(timer);
      flush();
    },
  };
}

export function createSignInThrottle(opts: {
  db?: Db | null;
  redis: Redis | null;
  log: Logger;
  now?: () => number;
  memory?: Store;
}): SignInThrottle {
  const now = opts.now ?? Date.now;
  const memory = opts.memory ?? memoryStore();
  const onPruneError = (err: unknown) => opts.log.warn({ err }, "sign-in throttle: deleting expired windows failed");
  const shared = opts.redis ? redisStore(opts.redis) : opts.db ? databaseStore(opts.db, { onPruneError }) : null;
  let lastWarn = 0;
  async function use<T>(run: (store: Store) => Promise<T>): Promise<T> {
    if (!shared) return run(memory);
    try {
      return await run(shared);
    } catch (err) {
      if (Date.now() - lastWarn > 10_000) {
        lastWarn = Date.now();
        opts.log.warn({ err }, `sign-in throttle: ${opts.redis ? "Redis" : "the database"} unavailable, counting in this process only`);
      }
      return run(memory);
    }
  }
  return {
    attempt: (account, address) =>
      use(async (store) => {
        const ms = await store.count(
          [...addressBudgets(address), { key: keyOf("account", account), max: SIGNIN_MAX_FAILURES_PER_ACCOUNT }],
          now(),
        );
        return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
      }),
    succeeded: (account, address) =>
      use((store) =>
        store.forgive(
          keyOf("account", account),
          addressBudgets(address).map((b) => b.key),
          now(),
        ),
      ),
  };
}
