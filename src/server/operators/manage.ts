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

export type OperatorAction =
  | "operator.add"
  | "operator.role"
  | "operator.reset"
  | "operator.remove"
  | "operator.factors-reset"
  /** An operator changed their own password (their other sessions ended). */
  | "operator.password";

/** One audit entry about an operator account; returns its id. */
export async function auditOperator(db: Db, actor: OperatorRef | null, action: OperatorAction, detail: string): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto("audit_log")
    .values({
      id,
      at: new Date(),
      operator_id: actor?.id ?? null,
      operator_email: actor?.email ?? null,
      action,
      lead_table: null,
      lead_id: null,
      detail,
    })
    .execute();
  return id;
}

/** What an invitation's or a reset's audit entry says once its link was accepted by the SMTP server. */
export const LINK_EMAILED = "link e-mailed";

/**
 * Notes on an invitation's or a reset's audit entry that its link was e-mailed to the operator
 * (the message is sent after the action's transaction, so the entry says so once the SMTP server
 * has accepted it; the entry names the account as before, nothing of the message).
 */
export async function noteLinkEmailed(db: Db, auditId: string): Promise<void> {
  const row = await db.selectFrom("audit_log").select("detail").where("id", "=", auditId).executeTakeFirst();
  if (!row) return;
  await db
    .updateTable("audit_log")
    .set({ detail: `${row.detail ?? ""} · ${LINK_EMAILED}` })
    .where("id", "=", auditId)
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

/** Adds an operator with `role`; returns its id, the token of its one-time link and the id of the audit entry. */
export async function inviteOperator(
  db: Db,
  actor: OperatorRef | null,
  email: string,
  role: Role,
): Promise<{ id: string; token: string; auditId: string }> {
  return inTransaction(db, async (tx) => {
    const added = await addOperator(tx, email, role);
    const auditId = await auditOperator(tx, actor, "operator.add", `${email} (${added.id}) as ${role}`);
    return { ...added, auditId };
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
export async function resetPassword(
  db: Db,
  actor: OperatorRef | null,
  email: string,
): Promise<{ id: string; token: string; auditId: string } | null> {
  notSelf(actor, email);
  return inTransaction(db, async (tx) => {
    const reset = await resetOperator(tx, email);
    if (!reset) return null;
    return { ...reset, auditId: await auditOperator(tx, actor, "operator.reset", `${email} (${reset.id})`) };
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
