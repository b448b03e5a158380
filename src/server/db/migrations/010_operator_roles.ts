/**
 * Migration 010: each operator has a role (src/server/operators/roles.ts): `admin` or a team role
 * whose forms the configuration names. Operators that exist already become `admin` (what they
 * could do before). The application checks the value (one of the roles).
 */
import type { Migration } from "kysely/migration";

export const addOperatorRoles: Migration = {
  async up(db) {
    await db.schema
      .alterTable("operators")
      .addColumn("role", "text", (c) => c.notNull().defaultTo("admin"))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable("operators").dropColumn("role").execute();
  },
};
