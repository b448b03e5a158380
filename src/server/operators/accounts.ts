/**
 * Operators, their one-time set-password links and their sessions, in the leads database
 * (migration 005). Shared by the admin API and `npm run operators`. Secrets are never stored:
 * a link's token and a session's token are kept as their SHA-256 only.
 */
import { createHash, randomBytes } from "node:crypto";
import { uuidv7, type Db } from "../db/index.ts";
import { isRole, type Role } from "./roles.ts";

/** How long a set-password link printed by the CLI stays valid. */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** A session ends this long after sign-in however much it is used (ADMIN_SESSION_LIFETIME_HOURS). */
export const DEFAULT_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session. */
export const SESSION_TOUCH_MS = 60 * 1000;

export type Operator = { id: string; email: string; passwordHash: string | null; role: Role };
export type OperatorSummary = {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
  passwordSet: boolean;
  sessions: number;
  lastSeenAt: Date | null;
};
export type Session = { id: string; operatorId: string; createdAt: Date; lastSeenAt: Date };
/** A session's stage: `full`, or a sign-in that still owes its second factor (`factor`) or must register one (`enroll`). */
export type SessionStage = "full" | "factor" | "enroll";
const stageOf = (value: unknown): SessionStage => (value === "factor" || value === "enroll" ? value : "full");

/** A stored role; anything else (a hand-edited row) is an error, never a guess. */
const roleOf = (value: unknown): Role => {
  if (!isRole(value)) throw new Error("operators.role holds an unknown role");
  return value;
};

/** Printable, one @, a dot in the domain: enough for an address an administrator types. */
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** E-mail addresses are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** A new secret token (32 random bytes, base64url) and the SHA-256 (hex) that is stored for it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Runs `work` in a transaction: `db`'s own when it is one already (a caller's), else a new one. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

export class OperatorExistsError extends Error {}

export async function findOperatorByEmail(db: Db, email: string): Promise<Operator | null> {
  const row = await db
    .selectFrom("operators")
    .select(["id", "email", "password_hash", "role"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, passwordHash: row.password_hash ?? null, role: roleOf(row.role) } : null;
}

/** Creates an operator (role `admin` unless given) without a password; returns its id and the one-time token of its link. */
export async function addOperator(db: Db, email: string, role: Role = "admin", now = new Date()): Promise<{ id: string; token: string }> {
  const normalized = normalizeEmail(email);
  if (await findOperatorByEmail(db, normalized)) throw new OperatorExistsError(`An operator with this e-mail address exists already.`);
  const id = uuidv7(now.getTime());
  const { token, hash } = newToken();
  await db
    .insertInto("operators")
    .values({
      id,
      email: normalized,
      password_hash: null,
      setup_token_hash: hash,
      setup_token_expires_at: new Date(now.getTime() + SETUP_LINK_TTL_MS),
      created_at: now,
      role,
    })
    .execute();
  return { id, token };
}

/**
 * A new one-time link for an operator: the old link and password stop working and every
 * session ends at once. Null when there is no such operator.
 */
export async function resetOperator(db: Db, email: string, now = new Date()): Promise<{ id: string; token: string } | null> {
  const { token, hash } = newToken();
  return inTransaction(db, async (tx) => {
    const row = await tx
      .updateTable("operators")
      .set({
        password_hash: null,
        password_set_at: null,
        setup_token_hash: hash,
        setup_token_expires_at: new Date(now.getTime() + SETUP_LINK_TTL_MS),
      })
      .where("email", "=", normalizeEmail(email))
      .returning("id")
      .executeTakeFirst();
    if (!row) return null;
    await tx.deleteFrom("operator_sessions").where("operator_id", "=", row.id).execute();
    return { id: row.id as string, token };
  });
}

/** Removes an operator and ends its sessions at once; false when there is no such operator. */
export async function removeOperator(db: Db, email: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const row = await tx.selectFrom("operators").select("id").where("email", "=", normalizeEmail(email)).executeTakeFirst();
    if (!row) return false;
    // Explicitly: SQLite enforces the foreign key's cascade only with PRAGMA foreign_keys on.
    await tx.deleteFrom("operator_sessions").where("operator_id", "=", row.id).execute();
    await tx.deleteFrom("operators").where("id", "=", row.id).execute();
    return true;
  });
}

export async function listOperators(db: Db, now = new Date()): Promise<OperatorSummary[]> {
  const operators = await db
    .selectFrom("operators")
    .select(["id", "email", "created_at", "password_hash", "role"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const sessions = await db
    .selectFrom("operator_sessions")
    .select(["operator_id", "last_seen_at"])
    .where("last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS))
    .execute();
  return operators.map((o) => {
    const own = sessions.filter((s) => s.operator_id === o.id).map((s) => toDate(s.last_seen_at).getTime());
    return {
      id: o.id,
      email: o.email,
      role: roleOf(o.role),
      createdAt: toDate(o.created_at),
      passwordSet: o.password_hash !== null,
      sessions: own.length,
      lastSeenAt: own.length ? new Date(Math.max(...own)) : null,
    };
  });
}

/** The operator whose unexpired set-password link carries `token`, or null. */
export async function findOperatorBySetupToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ id: string; email: string; role: Role } | null> {
  const row = await db
    .selectFrom("operators")
    .select(["id", "email", "role"])
    .where("setup_token_hash", "=", hashToken(token))
    .where("setup_token_expires_at", ">", now)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, role: roleOf(row.role) } : null;
}

/**
 * Sets the password of the operator whose unexpired link carries `token`, in one statement (a
 * link works once, even when used twice at the same moment), and ends its other sessions.
 * Returns the operator's id, or null for an unknown, used or expired link.
 */
export async function setPasswordWithToken(db: Db, token: string, passwordHash: string, now = new Date()): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    const row = await tx
      .updateTable("operators")
      .set({ password_hash: passwordHash, password_set_at: now, setup_token_hash: null, setup_token_expires_at: null })
      .where("setup_token_hash", "=", hashToken(token))
      .where("setup_token_expires_at", ">", now)
      .returning("id")
      .executeTakeFirst();
    if (!row) return null;
    await tx.deleteFrom("operator_sessions").where("operator_id", "=", row.id).execute();
    return row.id as string;
  });
}

/** Replaces a password hash with a stronger one of the same password, unless it changed meanwhile. */
export async function upgradePasswordHash(db: Db, operatorId: string, from: string, to: string): Promise<void> {
  await db.updateTable("operators").set({ password_hash: to }).where("id", "=", operatorId).where("password_hash", "=", from).execute();
}

/** Starts a session; returns the token for the cookie (only its SHA-256 is stored). */
export async function createSession(db: Db, operatorId: string, now = new Date(), stage: SessionStage = "full"): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insertInto("operator_sessions")
    .values({ id: hash, operator_id: operatorId, created_at: now, last_seen_at: now, stage })
    .execute();
  return token;
}

/** Moves a session to `stage` (a second factor given: `full`). */
export async function setSessionStage(db: Db, sessionId: string, stage: SessionStage): Promise<void> {
  await db.updateTable("operator_sessions").set({ stage }).where("id", "=", sessionId).execute();
}

/**
 * The live session of a cookie token, with its operator, else null: seen within SESSION_IDLE_MS
 * and started within `lifetimeMs` (the absolute lifetime, however much it is used).
 */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
  lifetimeMs = DEFAULT_SESSION_LIFETIME_MS,
): Promise<(Session & { email: string; role: Role; stage: SessionStage }) | null> {
  const row = await db
    .selectFrom("operator_sessions as s")
    .innerJoin("operators as o", "o.id", "s.operator_id")
    .select(["s.id", "s.operator_id", "s.created_at", "s.last_seen_at", "s.stage", "o.email", "o.role"])
    .where("s.id", "=", hashToken(token))
    .where("s.last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS))
    .where("s.created_at", ">", new Date(now.getTime() - lifetimeMs))
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        operatorId: row.operator_id,
        createdAt: toDate(row.created_at),
        lastSeenAt: toDate(row.last_seen_at),
        email: row.email,
        role: roleOf(row.role),
        stage: stageOf(row.stage),
      }
    : null;
}

/**
 * Changes an operator's role and ends every session of theirs at once (the next request signs in
 * again, under the new role). Returns the id and the previous role; null when there is no such operator.
 */
export async function setOperatorRole(db: Db, email: string, role: Role): Promise<{ id: string; from: Role } | null> {
  return inTransaction(db, async (tx) => {
    const row = await tx.selectFrom("operators").select(["id", "role"]).where("email", "=", normalizeEmail(email)).executeTakeFirst();
    if (!row) return null;
    await tx.updateTable("operators").set({ role }).where("id", "=", row.id).execute();
    await tx.deleteFrom("operator_sessions").where("operator_id", "=", row.id).execute();
    return { id: row.id, from: roleOf(row.role) };
  });
}

/** An operator's live sessions, newest sign-in first. */
export async function listSessions(
  db: Db,
  operatorId: string,
  now = new Date(),
  lifetimeMs = DEFAULT_SESSION_LIFETIME_MS,
): Promise<Session[]> {
  const rows = await db
    .selectFrom("operator_sessions")
    .select(["id", "operator_id", "created_at", "last_seen_at"])
    .where("operator_id", "=", operatorId)
    .where("last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS))
    .where("created_at", ">", new Date(now.getTime() - lifetimeMs))
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({ id: r.id, operatorId: r.operator_id, createdAt: toDate(r.created_at), lastSeenAt: toDate(r.last_seen_at) }));
}

/** Ends every session of the operator but `keep` (the one asking); returns how many ended. */
export async function endOtherSessions(db: Db, operatorId: string, keep: string | null): Promise<number> {
  let query = db.deleteFrom("operator_sessions").where("operator_id", "=", operatorId);
  if (keep) query = query.where("id", "!=", keep);
  return Number((await query.executeTakeFirst()).numDeletedRows ?? 0);
}

/** Records activity (sliding expiry); callers do it at most once per SESSION_TOUCH_MS. */
export async function touchSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.updateTable("operator_sessions").set({ last_seen_at: now }).where("id", "=", sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom("operator_sessions").where("id", "=", sessionId).execute();
}

/** Drops sessions idle or older than their lifetime (they no longer work anyway); returns how many. */
export async function pruneSessions(db: Db, now = new Date(), lifetimeMs = DEFAULT_SESSION_LIFETIME_MS): Promise<number> {
  const result = await db
    .deleteFrom("operator_sessions")
    .where((eb) =>
      eb.or([
        eb("last_seen_at", "<=", new Date(now.getTime() - SESSION_IDLE_MS)),
        eb("created_at", "<=", new Date(now.getTime() - lifetimeMs)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/**
 * Gives a session a new token and moves it to `stage`, in one statement: the row keeps its
 * sign-in time, the old token stops working at once (its hash is no row's id any more). Used
 * when a sign-in completes its second factor, so a token seen before that step (a fixed or
 * leaked cookie) never becomes a complete session. Returns the new token, or null when the
 * session ended meanwhile.
 */
export async function rotateSession(db: Db, sessionId: string, stage: SessionStage): Promise<string | null> {
  const { token, hash } = newToken();
  const moved = await db.updateTable("operator_sessions").set({ id: hash, stage }).where("id", "=", sessionId).executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1 ? token : null;
}

/** The operator's password hash (null: none set), for checking the current password before a change. */
export async function passwordHashOf(db: Db, operatorId: string): Promise<string | null> {
  const row = await db.selectFrom("operators").select("password_hash").where("id", "=", operatorId).executeTakeFirst();
  return row?.password_hash ?? null;
}

/**
 * Replaces an operator's password, unless it changed meanwhile (`from`: the hash the current
 * password was checked against), and ends every other session of theirs. False: it changed.
 */
export async function changePassword(
  db: Db,
  operatorId: string,
  from: string,
  to: string,
  keep: string,
  now = new Date(),
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const changed = await tx
      .updateTable("operators")
      .set({ password_hash: to, password_set_at: now })
      .where("id", "=", operatorId)
      .where("password_hash", "=", from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await endOtherSessions(tx, operatorId, keep);
    return true;
  });
}
