/**
 * Operators' second factors: TOTP (RFC 6238 through `otpauth`: SHA-1, 6 digits, 30 s, one step of
 * clock drift either way; a code works once: the factor keeps the last time step used) and
 * one-time recovery codes (10, shown once when a first factor is confirmed, stored as SHA-256:
 * they are 50 random bits each, so no slow hash is needed). Passkeys are rows of the same table
 * (kind `passkey`). `REQUIRE_SECOND_FACTOR=1`: an operator without a factor signs in to a session
 * that may only register one, and the last factor cannot be removed.
 */
import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { uuidv7 } from "../db/index.ts";
import type { Db } from "../db/index.ts";
import { inTransaction } from "./accounts.ts";

export const TOTP_ISSUER = "Nirvana inbox";
export const RECOVERY_CODE_COUNT = 10;

export type FactorKind = "totp" | "passkey";
export type FactorView = { id: string; kind: FactorKind; label: string; created_at: string; last_used_at: string | null };

const iso = (v: unknown) => (v == null ? null : (v instanceof Date ? v : new Date(String(v))).toISOString());

const totpOf = (secret: string, label = "operator") =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** The confirmed factors of an operator, oldest first. */
export async function listFactors(db: Db, operatorId: string): Promise<FactorView[]> {
  const rows = await db
    .selectFrom("operator_factors")
    .select(["id", "kind", "label", "created_at", "last_used_at"])
    .where("operator_id", "=", operatorId)
    .where("confirmed_at", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as FactorKind,
    label: r.label,
    created_at: iso(r.created_at)!,
    last_used_at: iso(r.last_used_at),
  }));
}

export async function hasFactor(db: Db, operatorId: string): Promise<boolean> {
  return (await listFactors(db, operatorId)).length > 0;
}

/** Unused recovery codes left. */
export async function recoveryCodesLeft(db: Db, operatorId: string): Promise<number> {
  const rows = await db
    .selectFrom("operator_recovery_codes")
    .select("code_hash")
    .where("operator_id", "=", operatorId)
    .where("used_at", "is", null)
    .execute();
  return rows.length;
}

/** Starts a TOTP enrolment: a new secret (20 random bytes), unconfirmed until a code matches. */
export async function beginTotp(db: Db, operatorId: string, email: string, now = new Date()): Promise<{ secret: string; uri: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom("operator_factors").where("operator_id", "=", operatorId).where("confirmed_at", "is", null).execute();
    await tx
      .insertInto("operator_factors")
      .values({ id: uuidv7(now.getTime()), operator_id: operatorId, kind: "totp", label: "Authenticator app", secret, created_at: now })
      .execute();
  });
  return { secret, uri: totpOf(secret, email).toString() };
}

/** The time step a code of `secret` matches now (one step either way), or null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 30_000) + delta;
}

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z2-7]/g, "");
const hashRecovery = (code: string) =>
  createHash("sha256")
    .update(`recovery:${normalizeRecovery(code)}`)
    .digest("hex");

/** New recovery codes for the operator (the unused old ones stop working); returns them, to show once. */
export async function newRecoveryCodes(db: Db, operatorId: string, now = new Date()): Promise<string[]> {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b & 31]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom("operator_recovery_codes").where("operator_id", "=", operatorId).execute();
    await tx
      .insertInto("operator_recovery_codes")
      .values(codes.map((c) => ({ code_hash: hashRecovery(c), operator_id: operatorId, created_at: now, used_at: null })))
      .execute();
  });
  return codes;
}

/**
 * Confirms the pending TOTP secret with a first code. Returns the recovery codes when it was the
 * operator's first factor (to show once), [] otherwise; null when the code does not match.
 */
export async function confirmTotp(db: Db, operatorId: string, code: string, now = new Date()): Promise<string[] | null> {
  return inTransaction(db, async (tx) => {
    const pending = await tx
      .selectFrom("operator_factors")
      .select(["id", "secret"])
      .where("operator_id", "=", operatorId)
      .where("kind", "=", "totp")
      .where("confirmed_at", "is", null)
      .executeTakeFirst();
    const step = pending?.secret ? matchingStep(pending.secret, code.trim(), now) : null;
    if (!pending || step === null) return null;
    const first = !(await hasFactor(tx, operatorId));
    await tx
      .updateTable("operator_factors")
      .set({ confirmed_at: now, last_step: step, last_used_at: now })
      .where("id", "=", pending.id)
      .execute();
    return first || (await recoveryCodesLeft(tx, operatorId)) === 0 ? newRecoveryCodes(tx, operatorId, now) : [];
  });
}

/**
 * Checks a second factor's code: a TOTP code of a confirmed secret not used before (its step is
 * later than the last one used), or an unused recovery code (used up by this). Each is taken in
 * one conditional UPDATE, so the same code sent twice at once works once.
 */
export async function verifyCode(db: Db, operatorId: string, code: string, now = new Date()): Promise<"totp" | "recovery" | null> {
  const trimmed = code.trim();
  const totps = await db
    .selectFrom("operator_factors")
    .select(["id", "secret"])
    .where("operator_id", "=", operatorId)
    .where("kind", "=", "totp")
    .where("confirmed_at", "is not", null)
    .execute();
  for (const f of totps) {
    const step = f.secret ? matchingStep(f.secret, trimmed, now) : null;
    if (step === null) continue;
    const taken = await db
      .updateTable("operator_factors")
      .set({ last_step: step, last_used_at: now })
      .where("id", "=", f.id)
      .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return "totp";
  }
  if (normalizeRecovery(trimmed).length !== 10) return null;
  const used = await db
    .updateTable("operator_recovery_codes")
    .set({ used_at: now })
    .where("operator_id", "=", operatorId)
    .where("code_hash", "=", hashRecovery(trimmed))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "recovery" : null;
}

export class LastFactorRequired extends Error {
  constructor() {
    super("A second factor is required: register another one before removing this one.");
  }
}

/** Removes one of the operator's factors; refused for the last one while a factor is required. False: no such factor. */
export async function removeFactor(db: Db, operatorId: string, factorId: string, required: boolean): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const factors = await listFactors(tx, operatorId);
    if (!factors.some((f) => f.id === factorId)) return false;
    if (required && factors.length === 1) throw new LastFactorRequired();
    await tx.deleteFrom("operator_factors").where("id", "=", factorId).execute();
    if (factors.length === 1) await tx.deleteFrom("operator_recovery_codes").where("operator_id", "=", operatorId).execute();
    return true;
  });
}

/** Removes every factor and recovery code of an operator (an admin's reset); the caller ends the sessions. */
export async function clearFactors(db: Db, operatorId: string): Promise<void> {
  await db.deleteFrom("operator_factors").where("operator_id", "=", operatorId).execute();
  await db.deleteFrom("operator_recovery_codes").where("operator_id", "=", operatorId).execute();
}
