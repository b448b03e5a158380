/**
 * Migration 011: operators' second factors and sign-in stages. `operator_factors`: a TOTP secret
 * (confirmed once a first code matched; `last_step`, the last time step used, so a code works
 * once) or a passkey (WebAuthn credential id, public key, signature counter). `operator_recovery_codes`:
 * one-time codes, stored as their SHA-256 only. `webauthn_challenges`: a passkey ceremony's
 * challenge (id: SHA-256 of the token the browser holds), used once, for 5 minutes. `operator_sessions.stage`: `full`, or a sign-in
 * that still owes its second factor (`factor`) or must register one first (`enroll`). Times as in 001.
 */
import { PostgresAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const createOperatorFactors: Migration = {
  async up(db) {
    const time = isPostgres(db) ? "timestamptz" : "text";
    await db.schema
      .createTable("operator_factors")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("operator_id", "text", (c) => c.notNull().references("operators.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("secret", "text")
      .addColumn("last_step", "bigint")
      .addColumn("credential_id", "text", (c) => c.unique())
      .addColumn("public_key", "text")
      .addColumn("counter", "bigint")
      .addColumn("transports", "text")
      .addColumn("confirmed_at", time)
      .addColumn("created_at", time, (c) => c.notNull())
      .addColumn("last_used_at", time)
      .execute();
    await db.schema.createIndex("operator_factors_operator_idx").on("operator_factors").column("operator_id").execute();
    await db.schema
      .createTable("operator_recovery_codes")
      .addColumn("code_hash", "text", (c) => c.primaryKey())
      .addColumn("operator_id", "text", (c) => c.notNull().references("operators.id").onDelete("cascade"))
      .addColumn("created_at", time, (c) => c.notNull())
      .addColumn("used_at", time)
      .execute();
    await db.schema.createIndex("operator_recovery_codes_operator_idx").on("operator_recovery_codes").column("operator_id").execute();
    await db.schema
      .createTable("webauthn_challenges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("challenge", "text", (c) => c.notNull())
      .addColumn("operator_id", "text")
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("expires_at", time, (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable("operator_sessions")
      .addColumn("stage", "text", (c) => c.notNull().defaultTo("full"))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable("operator_sessions").dropColumn("stage").execute();
    await db.schema.dropTable("webauthn_challenges").ifExists().execute();
    await db.schema.dropTable("operator_recovery_codes").ifExists().execute();
    await db.schema.dropTable("operator_factors").ifExists().execute();
  },
};
