/**
 * operators/: the operators' accounts (accounts.ts), passwords, session cookies, the sign-in
 * throttle, and these routes; imports the HTTP kernel, db/ and redis, nothing from the inbox.
 * The operators' sign-in routes under /api/admin/:
 *   POST   /api/admin/session   sign in {email, password} → session cookie      (no session needed)
 *   GET    /api/admin/session   who am I
 *   DELETE /api/admin/session   sign out (the session row is deleted: the cookie is dead at once)
 *   POST   /api/admin/password  set the password with a one-time link's token {token, password}
 *                               → session cookie                                 (no session needed)
 * and `authenticate`, the policy of the group of every other /api/admin call (401 without a live
 * session; the session's operator in `ctx.operator`); the inbox mounts them with its own calls and
 * the /admin page (../inbox/admin-routes.ts), in the admin group (no-store, noindex). The router
 * refuses cross-site POST/DELETE (Origin check) and answers 404/405. Bodies are read through
 * http/validated.ts with the schemas of ../admin-api-schema.ts. Logs name an operator by id, never by e-mail.
 */ import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import {
  SetPasswordRequest,
  SignInRequest,
  type Operator as OperatorRef,
  type SessionAnswer,
  type SessionList,
} from "../admin-api-schema.ts";
import { clientIp } from "../http/client-ip.ts";
import { HttpError } from "../http/http-error.ts";
import type { Redis } from "../redis.ts";
import type { Policy, Route } from "../http/router.ts";
import { isHttps } from "../http/security-headers.ts";
import { sendJson } from "../http/send-json.ts";
import { readJson } from "../http/validated.ts";
import {
  createSession,
  DEFAULT_SESSION_LIFETIME_MS,
  deleteSession,
  endOtherSessions,
  listSessions,
  findOperatorBySetupToken,
  findOperatorByEmail,
  findSession,
  normalizeEmail,
  pruneSessions,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  setPasswordWithToken,
  touchSession,
  upgradePasswordHash,
  type Operator,
} from "./accounts.ts";
import { createHashQueue, hashPassword, needsRehash, verifyPassword, type HashTicket } from "./password.ts";
import { DEFAULT_ROLE_FORMS, scopeOf, type Role, type RoleForms, type Scope } from "./roles.ts";
import { clearedSessionCookie, readSessionToken, sessionCookie } from "./session-cookie.ts";
import { createRefusalLog, createSignInThrottle } from "./signin-throttle.ts";
import type { Db } from "../db/schema.ts";

export const ADMIN_API_PREFIX = "/api/admin/";
export const SESSION_PATH = `${ADMIN_API_PREFIX}session`;
export const PASSWORD_PATH = `${ADMIN_API_PREFIX}password`;
export const SESSIONS_PATH = `${ADMIN_API_PREFIX}sessions`;

/** The only admin API calls answered without a session ("METHOD path"). */
export const ADMIN_PUBLIC_CALLS: readonly string[] = [`POST ${SESSION_PATH}`, `POST ${PASSWORD_PATH}`];

export const SIGN_IN_FAILED = "Email or password is incorrect.";
export const SIGN_IN_REQUIRED = "Sign in to continue.";
export const LINK_INVALID = "This link is invalid, expired or already used. Ask for a new one.";
export const HASHING_BUSY = "Too many sign-ins are being checked right now. Try again in a moment.";

export type OperatorDeps = {
  db: Db;
  log: Logger;
  redis: Redis | null;
  trustProxyHops: number;
  /** Password hashes run at once, and how many more may wait (ADMIN_HASH_CONCURRENCY, ADMIN_HASH_QUEUE). */
  hashing?: { concurrency?: number; queue?: number };
  /** OPERATOR_ROLE_FORMS: the forms of each team role. */
  roleForms?: RoleForms;
  /** ADMIN_SESSION_LIFETIME_HOURS, in ms: a session ends this long after sign-in, used or not. */
  sessionLifetimeMs?: number;
};

/**
 * What the session policy adds to the context of its routes: the operator, their session, and
 * `scope`, their role and its forms, which every inbox query takes (../inbox/scope.ts).
 */
export type Signed = { operator: OperatorRef; sessionId: string; scope: Scope };

export type OperatorRoutes = {
  /** Signing in and setting a password: answered without a session. */
  publicRoutes: Route[];
  /** Who am I and signing out: routes of the session group. */
  sessionRoutes: Route<Signed>[];
  /** The policy of the session group: the request's live session (sliding: seen again at most once a minute), or 401. */
  authenticate: Policy<Signed>;
};

export function createOperatorRoutes({
  db,
  log,
  redis,
  trustProxyHops,
  hashing,
  roleForms = DEFAULT_ROLE_FORMS,
  sessionLifetimeMs = DEFAULT_SESSION_LIFETIME_MS,
}: OperatorDeps): OperatorRoutes {
  const trustProxy = trustProxyHops > 0;
  const throttle = createSignInThrottle({ db, redis, log });
  const refusals = createRefusalLog(log);
  const hashes = createHashQueue(hashing);

  /** A place in the hashing queue, or 503 (Retry-After) when it is full: the request does not wait. */
  function hashTicket(): HashTicket {
    const ticket = hashes.reserve();
    if (ticket) return ticket;
    refusals.refused("busy");
    throw new HttpError(503, HASHING_BUSY, { headers: { "Retry-After": "1" } });
  }
  /** The cookie's Max-Age: the idle timeout, or what is left of the session's lifetime if less. */
  const maxAge = (createdAt: Date, now: Date) =>
    Math.max(0, Math.floor(Math.min(SESSION_IDLE_MS, createdAt.getTime() + sessionLifetimeMs - now.getTime()) / 1000));

  /** Starts a session for the operator and sets its cookie on `res`. */
  async function signIn(req: IncomingMessage, res: ServerResponse, operatorId: string): Promise<void> {
    const now = new Date();
    const token = await createSession(db, operatorId, now);
    res.setHeader("Set-Cookie", sessionCookie(token, isHttps(req, trustProxy), maxAge(now, now)));
  }

  /** The answer of signing in and of who-am-I. */
  const sessionAnswer = (operator: OperatorRef, role: Role): SessionAnswer => ({
    operator,
    role,
    forms: [...scopeOf(role, roleForms).forms],
  });

  /** The request's live session (sliding: seen again at most once a minute), or 401. */
  async function authenticate(req: IncomingMessage, res: ServerResponse): Promise<Signed> {
    const https = isHttps(req, trustProxy);
    const token = readSessionToken(req, https);
    const now = new Date();
    const session = token ? await findSession(db, token, now, sessionLifetimeMs) : null;
    if (!session) throw new HttpError(401, SIGN_IN_REQUIRED, { headers: token ? { "Set-Cookie": clearedSessionCookie(https) } : {} });
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      await touchSession(db, session.id, now);
      res.setHeader("Set-Cookie", sessionCookie(token!, https, maxAge(session.createdAt, now)));
    }
    return { operator: { id: session.operatorId, email: session.email }, sessionId: session.id, scope: scopeOf(session.role, roleForms) };
  }

  const whoAmI: Route<Signed> = {
    methods: ["GET"],
    path: SESSION_PATH,
    handle: (_req, res, { operator, scope, head }) => sendJson(res, 200, sessionAnswer(operator, scope.role), { head }),
  };

  /** A session's public handle: a hash of its row id (itself a hash of the cookie), never the row id. */
  const handleOf = (sessionId: string) => createHash("sha256").update(`session:${sessionId}`).digest("base64url").slice(0, 22);

  const sessionsList: Route<Signed> = {
    methods: ["GET"],
    path: SESSIONS_PATH,
    async handle(_req, res, { operator, sessionId, head }) {
      const sessions = await listSessions(db, operator.id, new Date(), sessionLifetimeMs);
      const answer: SessionList = {
        sessions: sessions.map((s) => ({
          id: handleOf(s.id),
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          current: s.id === sessionId,
        })),
      };
      sendJson(res, 200, answer, { head });
    },
  };

  const endOthers: Route<Signed> = {
    methods: ["DELETE"],
    path: SESSIONS_PATH,
    async handle(_req, res, { operator, sessionId, log }) {
      const ended = await endOtherSessions(db, operator.id, sessionId);
      log.info({ operator: operator.id, ended }, "operator ended their other sessions");
      sendJson(res, 200, { ended });
    },
  };

  const signOut: Route<Signed> = {
    methods: ["DELETE"],
    path: SESSION_PATH,
    async handle(req, res, { operator, sessionId, log }) {
      await deleteSession(db, sessionId);
      res.setHeader("Set-Cookie", clearedSessionCookie(isHttps(req, trustProxy)));
      log.info({ operator: operator.id }, "operator signed out");
      sendJson(res, 200, { signedOut: true });
    },
  };

  const signInRoute: Route = {
    methods: ["POST"],
    path: SESSION_PATH,
    async handle(req, res, { log }) {
      const body = await readJson(req, SignInRequest, { status: 400, fields: false });
      const email = normalizeEmail(body.email);
      const address = clientIp(req, trustProxyHops);
      // The place is taken before the attempt is counted: counting (and the state it creates) goes
      // no faster than hashing, and an attempt refused for lack of a place costs the client nothing.
      const ticket = hashTicket();
      let matches: boolean;
      let upgraded: string | null;
      let operator: Operator | null;
      try {
        const wait = await throttle.attempt(email, address);
        if (wait > 0) {
          refusals.refused("throttled");
          const minutes = Math.ceil(wait / 60);
          throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
            headers: { "Retry-After": String(wait) },
          });
        }
        operator = email.length <= 254 ? await findOperatorByEmail(db, email) : null;
        // Unknown accounts and accounts without a password verify a dummy hash: the same work, the same time.
        // (The body limit, 8 KiB, bounds the password's length and so the hashing work.)
        const password = body.password;
        const stored = operator?.passwordHash ?? null;
        // A hash of an older scheme or older parameters is replaced with a current one now that
        // the password is known (in the same turn of the queue: this sign-in hashes twice).
        [matches, upgraded] = await ticket.run(async () => {
          const ok = await verifyPassword(password, stored);
          return [ok, ok && stored !== null && needsRehash(stored) ? await hashPassword(password) : null] as const;
        });
      } finally {
        ticket.release();
      }
      if (!operator || !matches) {
        log.info({ operator: operator?.id ?? null }, "operator sign-in failed");
        throw new HttpError(401, SIGN_IN_FAILED);
      }
      await throttle.succeeded(email, address);
      if (upgraded && operator.passwordHash) {
        await upgradePasswordHash(db, operator.id, operator.passwordHash, upgraded);
        log.info({ operator: operator.id }, "operator password hash upgraded");
      }
      await signIn(req, res, operator.id);
      log.info({ operator: operator.id }, "operator signed in");
      await pruneSessions(db, new Date(), sessionLifetimeMs).catch((err) => log.warn({ err }, "operator sessions: prune failed"));
      sendJson(res, 200, sessionAnswer({ id: operator.id, email: operator.email }, operator.role));
    },
  };

  const passwordRoute: Route = {
    methods: ["POST"],
    path: PASSWORD_PATH,
    async handle(req, res, { log }) {
      const { password, token } = await readJson(req, SetPasswordRequest);
      // The link is checked before hashing: an invalid one costs no scrypt work.
      const operator = token ? await findOperatorBySetupToken(db, token) : null;
      if (!token || !operator) throw new HttpError(400, LINK_INVALID);
      const ticket = hashTicket();
      let hash: string;
      try {
        hash = await ticket.run(() => hashPassword(password));
      } finally {
        ticket.release();
      }
      const id = await setPasswordWithToken(db, token, hash);
      if (id !== operator.id) throw new HttpError(400, LINK_INVALID); // used meanwhile
      await signIn(req, res, id);
      log.info({ operator: id }, "operator set a password and signed in");
      sendJson(res, 200, sessionAnswer({ id, email: operator.email }, operator.role));
    },
  };

  return { publicRoutes: [signInRoute, passwordRoute], sessionRoutes: [whoAmI, signOut, sessionsList, endOthers], authenticate };
}
