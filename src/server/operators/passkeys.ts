/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: registration by a signed-in operator, and
 * assertion at sign-in (alone, as a discoverable credential, or after the password as the second
 * factor). A ceremony's challenge is a row of `webauthn_challenges` (5 minutes, used once; the
 * browser holds a token whose SHA-256 is the row's id). The relying party is the site's origin
 * (SITE_URL when set, else the request's own); the browser's clientData must name exactly it
 * (another origin is refused). Each assertion's signature counter must exceed the stored one
 * (when either is not 0): a cloned authenticator's older counter is refused.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { uuidv7 } from "../db/index.ts";
import type { Db } from "../db/index.ts";
import { hashToken, inTransaction, newToken } from "./accounts.ts";
import { hasFactor, listFactors, newRecoveryCodes, recoveryCodesLeft } from "./factors.ts";

const CHALLENGE_TTL_MS = 5 * 60_000;
export const RP_NAME = "Nirvana inbox";

export type RelyingParty = { origin: string; rpID: string };

async function saveChallenge(db: Db, challenge: string, purpose: string, operatorId: string | null): Promise<string> {
  const { token, hash } = newToken();
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<", new Date()).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({ id: hash, challenge, operator_id: operatorId, purpose, expires_at: new Date(Date.now() + CHALLENGE_TTL_MS) })
    .execute();
  return token;
}

/** Takes a challenge (once): its value and operator, or null when unknown, used or expired. */
async function takeChallenge(db: Db, token: string, purpose: string): Promise<{ challenge: string; operatorId: string | null } | null> {
  const row = await db
    .deleteFrom("webauthn_challenges")
    .where("id", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("expires_at", ">", new Date())
    .returning(["challenge", "operator_id"])
    .executeTakeFirst();
  return row ? { challenge: row.challenge, operatorId: row.operator_id } : null;
}

const passkeyRows = (db: Db, operatorId: string) =>
  db
    .selectFrom("operator_factors")
    .select(["credential_id", "transports"])
    .where("operator_id", "=", operatorId)
    .where("kind", "=", "passkey")
    .execute();

export async function registrationOptions(db: Db, rp: RelyingParty, operator: { id: string; email: string }) {
  const existing = await passkeyRows(db, operator.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: operator.email,
    userID: new TextEncoder().encode(operator.id),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({
      id: String(c.credential_id),
      transports: c.transports ? JSON.parse(c.transports) : undefined,
    })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  const challengeId = await saveChallenge(db, options.challenge, "register", operator.id);
  return { challengeId, options };
}

/** Verifies a registration and stores the passkey; returns recovery codes when it was the first factor ([] otherwise), null when refused. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  operatorId: string,
  challengeId: string,
  response: RegistrationResponseJSON,
  label: string,
): Promise<string[] | null> {
  const taken = await takeChallenge(db, challengeId, "register");
  if (!taken || taken.operatorId !== operatorId) return null;
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  const { credential } = verified.registrationInfo;
  return inTransaction(db, async (tx) => {
    const first = !(await hasFactor(tx, operatorId));
    const now = new Date();
    await tx
      .insertInto("operator_factors")
      .values({
        id: uuidv7(),
        operator_id: operatorId,
        kind: "passkey",
        label,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        confirmed_at: now,
        created_at: now,
      })
      .execute();
    return first || (await recoveryCodesLeft(tx, operatorId)) === 0 ? newRecoveryCodes(tx, operatorId, now) : [];
  });
}

/** Options of a sign-in assertion: for one operator's passkeys (second factor), or any discoverable one (operatorId null). */
export async function authenticationOptions(db: Db, rp: RelyingParty, operatorId: string | null) {
  const allow = operatorId ? await passkeyRows(db, operatorId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: "preferred",
    allowCredentials: allow.map((c) => ({ id: String(c.credential_id), transports: c.transports ? JSON.parse(c.transports) : undefined })),
  });
  const challengeId = await saveChallenge(db, options.challenge, "authenticate", operatorId);
  return { challengeId, options };
}

/**
 * Verifies an assertion: the operator whose passkey signed it (and, when the challenge was for one
 * operator, only theirs), with the counter raised; null when refused (unknown credential, wrong
 * origin, bad signature, a counter not above the stored one, a used or expired challenge).
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  challengeId: string,
  response: AuthenticationResponseJSON,
): Promise<{ operatorId: string } | null> {
  const taken = await takeChallenge(db, challengeId, "authenticate");
  if (!taken || typeof response?.id !== "string") return null;
  const row = await db
    .selectFrom("operator_factors")
    .select(["id", "operator_id", "credential_id", "public_key", "counter", "transports"])
    .where("kind", "=", "passkey")
    .where("credential_id", "=", response.id)
    .executeTakeFirst();
  if (!row || (taken.operatorId && taken.operatorId !== row.operator_id)) return null;
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
      credential: {
        id: String(row.credential_id),
        publicKey: new Uint8Array(Buffer.from(String(row.public_key), "base64url")),
        counter: Number(row.counter ?? 0),
        transports: row.transports ? JSON.parse(row.transports) : undefined,
      },
    });
    if (!result.verified) return null;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    return null;
  }
  // Conditional: two assertions checked at once cannot both move the counter from the same value.
  const moved = await db
    .updateTable("operator_factors")
    .set({ counter: newCounter, last_used_at: new Date() })
    .where("id", "=", row.id)
    .where("counter", "=", Number(row.counter ?? 0))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  return { operatorId: row.operator_id };
}

export { listFactors };
