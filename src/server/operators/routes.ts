/**
 * operators/: the operators' accounts (accounts.ts), passwords, session cookies, the sign-in
 * throttle, and these routes; imports the HTTP kernel, db/ and redis, nothing from the inbox.
 * The operators' sign-in routes under /api/admin/:
 *   POST   /api/admin/session   sign in {email, password} → session cookie      (no session needed)
 *   GET    /api/admin/session   who am I
 *   DELETE /api/admin/session   sign out (the session row is deleted: the cookie is dead at once)
 *   POST   /api/admin/password  set the password with a one-time link's token {token, password}
 *                               → session cookie                                 (no session needed)
 *   GET    /api/admin/sessions  one's live sessions; DELETE: end the others; DELETE …/sessions/:id: end one
 *   POST   /api/admin/account/password  change one's password {current, password}; the other sessions end
 * A sign-in that completes its second factor (a code or a passkey after the password, or a first
 * factor registered) gets a new session token (`completeSession`): the token before it is dead.
 * and `authenticate`, the policy of the group of every other /api/admin call (401 without a live
 * session; the session's operator in `ctx.operator`); the inbox mounts them with its own calls and
 * the /admin page (../inbox/admin-routes.ts), in the admin group (no-store, noindex). The router
 * refuses cross-site POST/DELETE (Origin check) and answers 404/405. Bodies are read through
 * http/validated.ts with the schemas of ../admin-api-schema.ts. Logs name an operator by id, never by e-mail.
 */ import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import {
  FactorCode,
  PasskeyResponse,
  PasswordChange,
  SessionHandle,
  type FactorList,
  SetPasswordRequest,
  SignInRequest,
  type Operator as OperatorRef,
  type SessionAnswer,
  type SessionList,
} from "../admin-api-schema.ts";
import { clientIp, HttpError, type Policy, type Route, isHttps, sendJson, readJson, validate } from "../http/index.ts";
import { countSignInFailure } from "../observability/index.ts";
import type { Redis } from "../redis.ts";
import {
  changePassword,
  createSession,
  DEFAULT_SESSION_LIFETIME_MS,
  deleteSession,
  endOtherSessions,
  listSessions,
  findOperatorBySetupToken,
  findOperatorByEmail,
  findSession,
  normalizeEmail,
  passwordHashOf,
  pruneSessions,
  rotateSession,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  setPasswordWithToken,
  touchSession,
  upgradePasswordHash,
  type Operator,
  type SessionStage,
} from "./accounts.ts";
import {
  beginTotp,
  confirmTotp,
  hasFactor,
  LastFactorRequired,
  listFactors,
  newRecoveryCodes,
  recoveryCodesLeft,
  removeFactor,
  verifyCode,
} from "./factors.ts";
import { authenticationOptions, registerPasskey, registrationOptions, verifyPasskey, type RelyingParty } from "./passkeys.ts";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { auditOperator } from "./manage.ts";
import { createHashQueue, hashPassword, needsRehash, verifyPassword, type HashTicket } from "./password.ts";
import { DEFAULT_ROLE_FORMS, scopeOf, type Role, type RoleForms, type Scope } from "./roles.ts";
import { clearedSessionCookie, readSessionToken, sessionCookie } from "./session-cookie.ts";
import { createRefusalLog, createSignInThrottle } from "./signin-throttle.ts";
import type { Db } from "../db/index.ts";

export const ADMIN_API_PREFIX = "/api/admin/";
export const SESSION_PATH = `${ADMIN_API_PREFIX}session`;
export const PASSWORD_PATH = `${ADMIN_API_PREFIX}password`;
export const SESSIONS_PATH = `${ADMIN_API_PREFIX}sessions`;
export const FACTOR_PATH = `${ADMIN_API_PREFIX}session/factor`;
export const FACTORS_PATH = `${ADMIN_API_PREFIX}factors`;
export const PASSKEY_SIGNIN_PATH = `${ADMIN_API_PREFIX}session/passkey`;
export const ACCOUNT_PASSWORD_PATH = `${ADMIN_API_PREFIX}account/password`;

/** The only admin API calls answered without a session ("METHOD path"). */
export const ADMIN_PUBLIC_CALLS: readonly string[] = [
  `POST ${SESSION_PATH}`,
  `POST ${PASSWORD_PATH}`,
  `POST ${PASSKEY_SIGNIN_PATH}/options`,
  `POST ${PASSKEY_SIGNIN_PATH}`,
];
export const PASSKEY_FAILED = "This passkey was not accepted.";

export const SIGN_IN_FAILED = "Email or password is incorrect.";
export const SIGN_IN_REQUIRED = "Sign in to continue.";
export const LINK_INVALID = "This link is invalid, expired or already used. Ask for a new one.";
export const FACTOR_REQUIRED = "Enter your second factor to continue.";
export const ENROLL_REQUIRED = "Register a second factor to continue.";
export const CODE_FAILED = "The code is wrong or was used already.";
export const NO_FACTOR_OWED = "This sign-in does not wait for a second factor.";
export const HASHING_BUSY = "Too many sign-ins are being checked right now. Try again in a moment.";
export const CURRENT_PASSWORD_WRONG = "Your current password is incorrect.";
export const NO_SUCH_SESSION = "No such session.";
export const THIS_SESSION = "This is the session you are using: sign out instead.";

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
  /** REQUIRE_SECOND_FACTOR: every operator needs a second factor. */
  requireSecondFactor?: boolean;
};

/**
 * What the session policy adds to the context of its routes: the operator, their session, and
 * `scope`, their role and its forms, which every inbox query takes (../inbox/scope.ts).
 */
export type Signed = { operator: OperatorRef; sessionId: string; scope: Scope };

/** A live session at any stage (the second factor's calls take it), with its sign-in time. */
export type Pending = Signed & { stage: SessionStage; createdAt: Date };

export type OperatorRoutes = {
  /** Signing in and setting a password: answered without a session. */
  publicRoutes: Route[];
  /** Who am I, signing out, the second factor and registering factors: a live session at any stage (`liveSession`). */
  pendingRoutes: Route<Pending>[];
  /** One's sessions: routes of the session group. */
  sessionRoutes: Route<Signed>[];
  /** The policy of the session group: the request's live, complete session (sliding: seen again at most once a minute), or 401. */
  authenticate: Policy<Signed>;
  /** The policy of `pendingRoutes`: a live session at any stage, or 401. */
  liveSession: Policy<Pending>;
};

export function createOperatorRoutes({
  db,
  log,
  redis,
  trustProxyHops,
  hashing,
  roleForms = DEFAULT_ROLE_FORMS,
  sessionLifetimeMs = DEFAULT_SESSION_LIFETIME_MS,
  requireSecondFactor = false,
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

  /**
   * Starts a session for the operator (a password was right) and sets its cookie on `res`: `full`,
   * or, when they have a second factor, `factor` (it owes the code), or, without one while
   * factors are required, `enroll` (it may only register one). Returns the stage.
   */
  async function signIn(req: IncomingMessage, res: ServerResponse, operatorId: string): Promise<SessionStage> {
    const now = new Date();
    const stage: SessionStage = (await hasFactor(db, operatorId)) ? "factor" : requireSecondFactor ? "enroll" : "full";
    const token = await createSession(db, operatorId, now, stage);
    res.setHeader("Set-Cookie", sessionCookie(token, isHttps(req, trustProxy), maxAge(now, now)));
    return stage;
  }

  /** The answer of signing in and of who-am-I. */
  const sessionAnswer = (operator: OperatorRef, role: Role, stage: SessionStage = "full"): SessionAnswer => ({
    operator,
    role,
    forms: [...scopeOf(role, roleForms).forms],
    next: stage === "full" ? null : stage,
  });

  /** The request's live session at any stage (sliding: seen again at most once a minute), or 401. */
  async function liveSession(req: IncomingMessage, res: ServerResponse): Promise<Pending> {
    const https = isHttps(req, trustProxy);
    const token = readSessionToken(req, https);
    const now = new Date();
    const session = token ? await findSession(db, token, now, sessionLifetimeMs) : null;
    if (!session) throw new HttpError(401, SIGN_IN_REQUIRED, { headers: token ? { "Set-Cookie": clearedSessionCookie(https) } : {} });
    if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      await touchSession(db, session.id, now);
      res.setHeader("Set-Cookie", sessionCookie(token!, https, maxAge(session.createdAt, now)));
    }
    return {
      operator: { id: session.operatorId, email: session.email },
      sessionId: session.id,
      scope: scopeOf(session.role, roleForms),
      stage: session.stage,
      createdAt: session.createdAt,
    };
  }

  /** The policy of every call but the second factor's: a live, complete session, else 401 (with what the sign-in still needs). */
  async function authenticate(req: IncomingMessage, res: ServerResponse): Promise<Signed> {
    const { stage, createdAt: _createdAt, ...signed } = await liveSession(req, res);
    if (stage === "factor") throw new HttpError(401, FACTOR_REQUIRED, { data: { next: "factor" } });
    if (stage === "enroll") throw new HttpError(401, ENROLL_REQUIRED, { data: { next: "enroll" } });
    return signed;
  }

  /**
   * A sign-in's second factor is done (a code or a passkey after the password, or a first factor
   * registered): the session becomes complete under a new token, set as the cookie; the token it
   * had until now stops working (no session fixation: a token known before this step is worth
   * nothing after it).
   */
  async function completeSession(req: IncomingMessage, res: ServerResponse, session: Pick<Pending, "sessionId" | "createdAt">) {
    const token = await rotateSession(db, session.sessionId, "full");
    if (!token) throw new HttpError(401, SIGN_IN_REQUIRED);
    res.setHeader("Set-Cookie", sessionCookie(token, isHttps(req, trustProxy), maxAge(session.createdAt, new Date())));
  }

  // Who am I answers at every stage: the app learns what the sign-in still needs.
  const whoAmI: Route<Pending> = {
    methods: ["GET"],
    path: SESSION_PATH,
    handle: (_req, res, { operator, scope, stage, head }) => sendJson(res, 200, sessionAnswer(operator, scope.role, stage), { head }),
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

  /** Ends one of the operator's other sessions, named by its handle (a lost or shared device). */
  const endOne: Route<Signed> = {
    methods: ["DELETE"],
    path: `${SESSIONS_PATH}/:id`,
    async handle(_req, res, { operator, sessionId, params, log }) {
      const { id } = validate(SessionHandle, params, { status: 404, fields: false });
      const sessions = await listSessions(db, operator.id, new Date(), sessionLifetimeMs);
      const target = sessions.find((s) => handleOf(s.id) === id);
      if (!target) throw new HttpError(404, NO_SUCH_SESSION);
      if (target.id === sessionId) throw new HttpError(409, THIS_SESSION);
      await deleteSession(db, target.id);
      log.info({ operator: operator.id }, "operator ended one of their sessions");
      sendJson(res, 200, { ended: 1 });
    },
  };

  /**
   * Changes one's own password: the current one first (a wrong one counts against the sign-in
   * budgets, so a session left open is no oracle for it), then the new one; every other session
   * ends, this one stays. Audited (`operator.password`).
   */
  const changeOwnPassword: Route<Signed> = {
    methods: ["POST"],
    path: ACCOUNT_PASSWORD_PATH,
    async handle(req, res, { operator, sessionId, log }) {
      const { current, password } = await readJson(req, PasswordChange);
      const address = clientIp(req, trustProxyHops);
      const ticket = hashTicket();
      let stored: string | null;
      let matches: boolean;
      let hash: string | null = null;
      try {
        const wait = await throttle.attempt(operator.email, address);
        if (wait > 0) {
          refusals.refused("throttled");
          throw new HttpError(429, `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, {
            headers: { "Retry-After": String(wait) },
          });
        }
        stored = await passwordHashOf(db, operator.id);
        [matches, hash] = await ticket.run(async () => {
          const ok = await verifyPassword(current, stored);
          return [ok, ok ? await hashPassword(password) : null] as const;
        });
      } finally {
        ticket.release();
      }
      if (!matches || !stored || !hash) {
        log.info({ operator: operator.id }, "operator password change refused: current password wrong");
        throw new HttpError(422, CURRENT_PASSWORD_WRONG, { fields: { current: CURRENT_PASSWORD_WRONG } });
      }
      await throttle.succeeded(operator.email, address);
      if (!(await changePassword(db, operator.id, stored, hash, sessionId)))
        throw new HttpError(409, "Your password changed meanwhile. Try again.");
      await auditOperator(db, operator, "operator.password", `${operator.email} (${operator.id})`);
      log.info({ operator: operator.id }, "operator changed their password; other sessions ended");
      sendJson(res, 200, { changed: true });
    },
  };

  const signOut: Route<Pending> = {
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
        countSignInFailure();
        throw new HttpError(401, SIGN_IN_FAILED);
      }
      await throttle.succeeded(email, address);
      if (upgraded && operator.passwordHash) {
        await upgradePasswordHash(db, operator.id, operator.passwordHash, upgraded);
        log.info({ operator: operator.id }, "operator password hash upgraded");
      }
      const stage = await signIn(req, res, operator.id);
      log.info({ operator: operator.id, stage }, "operator signed in");
      await pruneSessions(db, new Date(), sessionLifetimeMs).catch((err) => log.warn({ err }, "operator sessions: prune failed"));
      sendJson(res, 200, sessionAnswer({ id: operator.id, email: operator.email }, operator.role, stage));
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
      const stage = await signIn(req, res, id);
      log.info({ operator: id, stage }, "operator set a password and signed in");
      sendJson(res, 200, sessionAnswer({ id, email: operator.email }, operator.role, stage));
    },
  };

  /** The second factor of a sign-in: a TOTP code or a recovery code, counted by the sign-in throttle. */
  const factorRoute: Route<Pending> = {
    methods: ["POST"],
    path: FACTOR_PATH,
    async handle(req, res, { operator, sessionId, createdAt, scope, stage, log }) {
      const { code } = await readJson(req, FactorCode);
      if (stage !== "factor") throw new HttpError(409, NO_FACTOR_OWED);
      const address = clientIp(req, trustProxyHops);
      const wait = await throttle.attempt(operator.email, address);
      if (wait > 0) {
        refusals.refused("throttled");
        throw new HttpError(429, `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, {
          headers: { "Retry-After": String(wait) },
        });
      }
      const used = await verifyCode(db, operator.id, code);
      if (!used) {
        log.info({ operator: operator.id }, "operator second factor failed");
        throw new HttpError(401, CODE_FAILED, { data: { next: "factor" } });
      }
      await throttle.succeeded(operator.email, address);
      await completeSession(req, res, { sessionId, createdAt });
      log.info({ operator: operator.id, factor: used }, "operator gave the second factor");
      sendJson(res, 200, sessionAnswer(operator, scope.role));
    },
  };

  /** Refuses a session that still owes its code (it may register nothing before it proves the factor it has). */
  const notOwingCode = (stage: SessionStage) => {
    if (stage === "factor") throw new HttpError(401, FACTOR_REQUIRED, { data: { next: "factor" } });
  };

  const factorsList: Route<Pending> = {
    methods: ["GET"],
    path: FACTORS_PATH,
    async handle(_req, res, { operator, stage, head }) {
      notOwingCode(stage);
      const answer: FactorList = {
        factors: await listFactors(db, operator.id),
        recoveryCodesLeft: await recoveryCodesLeft(db, operator.id),
        required: requireSecondFactor,
      };
      sendJson(res, 200, answer, { head });
    },
  };

  const totpBegin: Route<Pending> = {
    methods: ["POST"],
    path: `${FACTORS_PATH}/totp`,
    async handle(_req, res, { operator, stage, log }) {
      notOwingCode(stage);
      const { secret, uri } = await beginTotp(db, operator.id, operator.email);
      log.info({ operator: operator.id }, "operator started a TOTP registration");
      sendJson(res, 200, { secret, uri });
    },
  };

  const totpConfirm: Route<Pending> = {
    methods: ["POST"],
    path: `${FACTORS_PATH}/totp/confirm`,
    async handle(req, res, { operator, sessionId, createdAt, stage, log }) {
      notOwingCode(stage);
      const { code } = await readJson(req, FactorCode);
      const codes = await confirmTotp(db, operator.id, code);
      if (codes === null) throw new HttpError(422, CODE_FAILED, { fields: { code: "Wrong or expired code." } });
      if (stage === "enroll") await completeSession(req, res, { sessionId, createdAt });
      log.info({ operator: operator.id }, "operator registered a TOTP factor");
      sendJson(res, 200, { recoveryCodes: codes });
    },
  };

  const recoveryRenew: Route<Pending> = {
    methods: ["POST"],
    path: `${FACTORS_PATH}/recovery-codes`,
    async handle(_req, res, { operator, stage, log }) {
      if (stage !== "full") throw new HttpError(401, FACTOR_REQUIRED, { data: { next: stage } });
      if (!(await hasFactor(db, operator.id))) throw new HttpError(409, "Register a second factor first.");
      const codes = await newRecoveryCodes(db, operator.id);
      log.info({ operator: operator.id }, "operator made new recovery codes");
      sendJson(res, 200, { recoveryCodes: codes });
    },
  };

  const factorRemove: Route<Pending> = {
    methods: ["DELETE"],
    path: `${FACTORS_PATH}/:id`,
    async handle(_req, res, { operator, stage, params, log }) {
      if (stage !== "full") throw new HttpError(401, FACTOR_REQUIRED, { data: { next: stage } });
      let removed: boolean;
      try {
        removed = await removeFactor(db, operator.id, params.id!, requireSecondFactor);
      } catch (err) {
        if (err instanceof LastFactorRequired) throw new HttpError(409, err.message);
        throw err;
      }
      if (!removed) throw new HttpError(404, "No such factor.");
      log.info({ operator: operator.id }, "operator removed a second factor");
      sendJson(res, 200, { removed: true });
    },
  };

  /** The relying party: this site's origin as the browser sees it (the request's scheme and Host). */
  const relyingParty = (req: IncomingMessage): RelyingParty => {
    const origin = `${isHttps(req, trustProxy) ? "https" : "http"}://${req.headers.host ?? "localhost"}`;
    return { origin, rpID: new URL(origin).hostname };
  };

  /** The request's session at any stage, or null (no cookie, or a dead one). */
  async function optionalSession(req: IncomingMessage, res: ServerResponse): Promise<Pending | null> {
    try {
      return await liveSession(req, res);
    } catch (err) {
      if (err instanceof HttpError && err.status === 401) return null;
      throw err;
    }
  }

  const passkeyRegisterOptions: Route<Pending> = {
    methods: ["POST"],
    path: `${FACTORS_PATH}/passkey/options`,
    async handle(req, res, { operator, stage }) {
      notOwingCode(stage);
      sendJson(res, 200, await registrationOptions(db, relyingParty(req), operator));
    },
  };

  const passkeyRegister: Route<Pending> = {
    methods: ["POST"],
    path: `${FACTORS_PATH}/passkey`,
    async handle(req, res, { operator, sessionId, createdAt, stage, log }) {
      notOwingCode(stage);
      const body = await readJson(req, PasskeyResponse);
      const codes = await registerPasskey(
        db,
        relyingParty(req),
        operator.id,
        body.challengeId,
        body.response as unknown as RegistrationResponseJSON,
        body.label?.trim() || "Passkey",
      );
      if (codes === null) throw new HttpError(422, PASSKEY_FAILED);
      if (stage === "enroll") await completeSession(req, res, { sessionId, createdAt });
      log.info({ operator: operator.id }, "operator registered a passkey");
      sendJson(res, 200, { recoveryCodes: codes });
    },
  };

  // Sign-in with a passkey: alone (a discoverable credential: no session yet), or as the second
  // factor of a session that gave its password (the options then list that operator's passkeys).
  const passkeySignInOptions: Route = {
    methods: ["POST"],
    path: `${PASSKEY_SIGNIN_PATH}/options`,
    async handle(req, res) {
      const session = await optionalSession(req, res);
      const operatorId = session?.stage === "factor" ? session.operator.id : null;
      sendJson(res, 200, await authenticationOptions(db, relyingParty(req), operatorId));
    },
  };

  const passkeySignIn: Route = {
    methods: ["POST"],
    path: PASSKEY_SIGNIN_PATH,
    async handle(req, res, { log }) {
      const body = await readJson(req, PasskeyResponse);
      const address = clientIp(req, trustProxyHops);
      const wait = await throttle.attempt("passkey", address);
      if (wait > 0) {
        refusals.refused("throttled");
        throw new HttpError(429, `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, {
          headers: { "Retry-After": String(wait) },
        });
      }
      const verified = await verifyPasskey(db, relyingParty(req), body.challengeId, body.response as unknown as AuthenticationResponseJSON);
      if (!verified) {
        log.info({}, "operator passkey refused");
        throw new HttpError(401, PASSKEY_FAILED);
      }
      await throttle.succeeded("passkey", address);
      const session = await optionalSession(req, res);
      const row = await db.selectFrom("operators").select(["id", "email", "role"]).where("id", "=", verified.operatorId).executeTakeFirst();
      if (!row) throw new HttpError(401, PASSKEY_FAILED);
      const role = scopeOf(row.role as Role, roleForms).role;
      if (session && session.operator.id === row.id && session.stage !== "full") {
        await completeSession(req, res, session);
      } else {
        const now = new Date();
        const token = await createSession(db, row.id, now, "full");
        res.setHeader("Set-Cookie", sessionCookie(token, isHttps(req, trustProxy), maxAge(now, now)));
      }
      log.info({ operator: row.id }, "operator signed in with a passkey");
      sendJson(res, 200, sessionAnswer({ id: row.id, email: row.email }, role));
    },
  };

  return {
    publicRoutes: [signInRoute, passwordRoute, passkeySignInOptions, passkeySignIn],
    pendingRoutes: [
      whoAmI,
      signOut,
      factorRoute,
      factorsList,
      totpBegin,
      totpConfirm,
      recoveryRenew,
      factorRemove,
      passkeyRegisterOptions,
      passkeyRegister,
    ],
    sessionRoutes: [sessionsList, endOthers, endOne, changeOwnPassword],
    authenticate,
    liveSession,
  };
}
