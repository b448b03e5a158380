/**
 * Used payment authorizations (EVM nonces, Sui transaction digests), kept in this process's memory
 * until they expire. Several server processes would need a shared store (Redis SET NX PX) instead:
 * with this one, a payment could be accepted once per process.
 */
export type ReplayStore = {
  /** Records the key; false when it was already used (and has not expired). */
  claim(key: string, untilMs: number, nowMs: number): boolean;
  readonly size: number;
};

/** At most `capacity` keys; when full, the ones expiring soonest go first. */
export function createReplayStore(capacity = 100_000): ReplayStore {
  const used = new Map<string, number>();

  function prune(nowMs: number): void {
    for (const [key, until] of used) if (until <= nowMs) used.delete(key);
    if (used.size < capacity) return;
    const soonest = [...used.entries()].sort((a, b) => a[1] - b[1]).slice(0, used.size - capacity + 1);
    for (const [key] of soonest) used.delete(key);
  }

  return {
    claim(key, untilMs, nowMs) {
      const until = used.get(key);
      if (until !== undefined && until > nowMs) return false;
      if (used.size >= capacity) prune(nowMs);
      used.set(key, untilMs);
      return true;
    },
    get size() {
      return used.size;
    },
  };
}
