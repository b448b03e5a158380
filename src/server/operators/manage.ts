/**
 * Managing operators: adding (an invitation: a one-time link), changing a role, resetting the
 * password (a new link; every session ends), removing. One implementation for `npm run
 * operators` and the inbox's admin calls, with the same rules; each action is written to
 * `audit_log` with who did it (`actor`; null: the CLI, on the server) and whom it concerned
 * (the account's id and address: operators' data, never a lead's), in the change's transaction.
 */
import { uuidv7 } from "../db/index.ts";
import type { Db } from "../db/index.ts";
import type { Operator as OperatorRef } from "../admin-api-schema.ts";
import { clearFactors } from "./factors.ts";
import {
  addOperator,
  endOtherSessions,
  findOperatorByEmail,
  inTransaction,
  OperatorExistsError,
  removeOperator,
  resetOperator,
  setOperatorRole,
} from "./accounts.ts";
import type { Role } from "./roles.ts";

export { OperatorExistsError };

export type OperatorAction = "operator.add" | "operator.role" | "operator.reset" | "operator.remove" | "operator.factors-reset";

/** One audit entry about an operator account. */
export async function auditOperator(db: Db, actor: OperatorRef | null, action: OperatorAction, detail: string): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: uuidv7(),
      at: new Date(),
      operator_id: actor?.id ?? null,
      operator_email: actor?.email ?? null,
      action,
      lead_table: null,
      lead_id: null,
      detail,
    })
    .execute();
}

/** A refusal of a management action, with the sentence to show (HTTP 409 / CLI exit 1). */
export class ManageRefused extends Error {}

export const NO_SUCH_OPERATOR = "No such operator.";
export const NOT_YOURSELF = "You cannot do this to your own account; ask another administrator.";

/** An admin may not demote, reset or remove themselves from the inbox: an account always keeps one way back. */
function notSelf(actor: OperatorRef | null, email: string): void {
  if (actor && actor.email === email) throw new ManageRefused(NOT_YOURSELF);
}

/** Adds an operator with `role`; returns its id and the token of its one-time link. */
export async function inviteOperator(db: Db, actor: OperatorRef | null, email: string, role: Role): Promise<{ id: string; token: string }> {
  return inTransaction(db, async (tx) => {
    const added = await addOperator(tx, email, role);
    await auditOperator(tx, actor, "operator.add", `${email} (${added.id}) as ${role}`);
    return added;
  });
}

/** Changes a role; the account's sessions end at once. Null: no such operator. */
export async function changeRole(db: Db, actor: OperatorRef | null, email: string, role: Role): Promise<{ id: string; from: Role } | null> {
  notSelf(actor, email);
  return inTransaction(db, async (tx) => {
    const changed = await setOperatorRole(tx, email, role);
    if (changed) await auditOperator(tx, actor, "operator.role", `${email} (${changed.id}) ${changed.from} → ${role}`);
    return changed;
  });
}

/** A new one-time link; the password, the old link and every session end at once. Null: no such operator. */
export async function resetPassword(db: Db, actor: OperatorRef | null, email: string): Promise<{ id: string; token: string } | null> {
  notSelf(actor, email);
  return inTransaction(db, async (tx) => {
    const reset = await resetOperator(tx, email);
    if (reset) await auditOperator(tx, actor, "operator.reset", `${email} (${reset.id})`);
    return reset;
  });
}

/** Removes the account; its sessions end at once. False: no such operator. */
export async function deleteOperator(db: Db, actor: OperatorRef | null, email: string): Promise<boolean> {
  notSelf(actor, email);
  return inTransaction(db, async (tx) => {
    const removed = await removeOperator(tx, email);
    if (removed) await auditOperator(tx, actor, "operator.remove", email);
    return removed;
  });
}

/** Removes every second factor and recovery code of the account (a lost phone); its sessions end at once. False: no such operator. */
export async function resetFactors(db: Db, actor: OperatorRef | null, email: string): Promise<boolean> {
  notSelf(actor, email);
  return inTransaction(db, async (tx) => {
    const operator = await findOperatorByEmail(tx, email);
    if (!operator) return false;
    await clearFactors(tx, operator.id);
    await endOtherSessions(tx, operator.id, null);
    await auditOperator(tx, actor, "operator.factors-reset", `${email} (${operator.id})`);
    return true;
  });
}
