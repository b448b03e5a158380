// Operator accounts of the /admin inbox (the database DATABASE_URL / LEADS_DB_PATH names):
//   npm run operators -- add <email> [--role admin|sales|ecosystem|hiring]
//                                        create an account (role admin by default); prints a one-time link to set its password
//   npm run operators -- role <email> <role>  change an account's role; its sessions end at once
//   npm run operators -- list            every account: role, password set?, live sessions, last seen
//   npm run operators -- remove <email>  delete the account; its sessions end at once
//   npm run operators -- reset <email>   a new one-time link; the old password and every session end at once
// Accounts are created here only, never with a default password. The link is SITE_URL (or
// PUBLIC_URL, default http://localhost:4321) + /admin/set-password#token=…: the token is in the
// fragment, which browsers never send, so it reaches no server or proxy log.
import { existsSync } from "node:fs";
import { parseCommandLine, UsageError } from "./lib/command-line.ts";
import { isEmail, listOperators, normalizeEmail, SETUP_LINK_TTL_MS } from "../src/server/operators/accounts.ts";
import {
  changeRole,
  deleteOperator,
  inviteOperator,
  ManageRefused,
  OperatorExistsError,
  resetPassword,
} from "../src/server/operators/manage.ts";
import { isRole, ROLES, type Role } from "../src/server/operators/roles.ts";
import { ConfigError, databaseConfig, siteOrigin } from "../src/server/config.ts";
import { connectDatabase } from "../src/server/db/connection.ts";
import { migrateToLatest } from "../src/server/db/migrations.ts";

const USAGE = `Usage:
  npm run operators -- add <email> [--role ${ROLES.join("|")}]
                                        create an operator (role admin unless given); prints a one-time link to set the password
  npm run operators -- role <email> <role>   change the role (its sessions end at once)
  npm run operators -- list             list operators with their roles
  npm run operators -- remove <email>   remove an operator (its sessions end at once)
  npm run operators -- reset <email>    new one-time link (the password and every session end at once)

Links: SITE_URL or PUBLIC_URL (default http://localhost:4321) + /admin/set-password#token=…, valid ${SETUP_LINK_TTL_MS / 3_600_000} hours.
Database: DATABASE_URL (postgres://…) or the SQLite file LEADS_DB_PATH (default ./data/leads.db).`;

type Command =
  | { action: "add"; email: string; role: Role }
  | { action: "role"; email: string; role: Role }
  | { action: "remove" | "reset"; email: string }
  | { action: "list" };

const roleOr = (value: string | undefined, what: string): Role => {
  if (value === undefined) throw new UsageError(`Missing role ${what}: ${ROLES.join(", ")}.`);
  if (!isRole(value)) throw new UsageError(`Unknown role "${value}": use ${ROLES.join(", ")}.`);
  return value;
};

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseCommandLine(argv, { help: { type: "boolean", short: "h" }, role: { type: "string" } });
  if (values.help) throw new UsageError("");
  const [action, email, ...extra] = positionals;
  if (values.role !== undefined && action !== "add")
    throw new UsageError("--role is an option of add (use role <email> <role> to change one).");
  if (action === "list") {
    if (email !== undefined) throw new UsageError(`Unexpected argument "${email}".`);
    return { action };
  }
  if (action !== "add" && action !== "remove" && action !== "reset" && action !== "role") {
    throw new UsageError(
      action ? `Unknown command "${action}": use add, list, role, remove or reset.` : "Missing command: add, list, role, remove or reset.",
    );
  }
  if (!email) throw new UsageError(`Missing e-mail address after "${action}".`);
  const rest = action === "role" ? extra.slice(1) : extra;
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  if (!isEmail(normalizeEmail(email))) throw new UsageError(`"${email}" is not an e-mail address.`);
  const address = normalizeEmail(email);
  if (action === "add") return { action, email: address, role: values.role === undefined ? "admin" : roleOr(values.role, "after --role") };
  if (action === "role") return { action, email: address, role: roleOr(extra[0], `after "role ${email}"`) };
  return { action, email: address };
}

/** The public base URL of the site, where the operator opens the link. */
export function siteUrl(): string {
  try {
    return siteOrigin();
  } catch (err) {
    throw err instanceof ConfigError ? new UsageError(err.message) : err;
  }
}

const link = (token: string) => `${siteUrl()}/admin/set-password#token=${token}`;

function expiry(): string {
  return new Date(Date.now() + SETUP_LINK_TTL_MS).toISOString().replace(/\.\d+Z$/, "Z");
}

async function main(): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
    siteUrl(); // a malformed SITE_URL fails before anything is written
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (err.message) console.error(`operators: ${err.message}\n`);
    console.error(USAGE);
    return err.message ? 2 : 0;
  }
  const config = databaseConfig();
  if (config.engine === "sqlite" && command.action !== "add" && !existsSync(config.path)) {
    console.error(`operators: no database at ${config.path}. Set LEADS_DB_PATH or DATABASE_URL.`);
    return 1;
  }
  const leadsDb = await connectDatabase(config);
  try {
    await migrateToLatest(leadsDb.db); // the operators' tables may be newer than the database
    switch (command.action) {
      case "add": {
        const { id, token } = await inviteOperator(leadsDb.db, null, command.email, command.role);
        console.log(`Operator ${command.email} added as ${command.role} (id ${id}).`);
        console.log(`One-time link to set the password (valid until ${expiry()}):\n${link(token)}`);
        return 0;
      }
      case "reset": {
        const result = await resetPassword(leadsDb.db, null, command.email);
        if (!result) {
          console.error(`operators: no operator ${command.email}.`);
          return 1;
        }
        console.log(`Operator ${command.email}: password cleared and every session ended.`);
        console.log(`One-time link to set a new password (valid until ${expiry()}):\n${link(result.token)}`);
        return 0;
      }
      case "remove": {
        if (!(await deleteOperator(leadsDb.db, null, command.email))) {
          console.error(`operators: no operator ${command.email}.`);
          return 1;
        }
        console.log(`Operator ${command.email} removed; its sessions have ended.`);
        return 0;
      }
      case "role": {
        const changed = await changeRole(leadsDb.db, null, command.email, command.role);
        if (!changed) {
          console.error(`operators: no operator ${command.email}.`);
          return 1;
        }
        console.log(`Operator ${command.email}: role ${changed.from} → ${command.role}; its sessions have ended.`);
        return 0;
      }
      case "list": {
        const operators = await listOperators(leadsDb.db);
        for (const o of operators) {
          const state = o.passwordSet ? "password set" : "waiting for its link";
          const seen = o.lastSeenAt ? `, last seen ${o.lastSeenAt.toISOString()}` : "";
          console.log(
            `${o.email}  ${o.role}  ${o.id}  added ${o.createdAt.toISOString()}  ${state}  ${o.sessions} session${o.sessions === 1 ? "" : "s"}${seen}`,
          );
        }
        console.log(`${operators.length} operator${operators.length === 1 ? "" : "s"}`);
        return 0;
      }
    }
  } catch (err) {
    if (err instanceof ManageRefused) {
      console.error(`operators: ${err.message}`);
      return 1;
    }
    if (err instanceof OperatorExistsError) {
      console.error(`operators: ${"email" in command ? command.email : "the operator"} exists already; use reset for a new link.`);
      return 1;
    }
    console.error(`operators: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await leadsDb.close();
  }
}

process.exitCode = await main();
