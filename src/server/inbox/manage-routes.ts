/**
 * Operator management and the audit log in the inbox: admins only (`requireAdmin`, ./scope.ts),
 * the same functions as `npm run operators` (../operators/manage.ts), each action in the audit log.
 *   GET  /api/admin/operators                     every account: role, password set, sessions, last seen
 *   POST /api/admin/operators {email, role}       invite: the one-time link's path (the admin passes it on)
 *   POST /api/admin/operators/role {email, role}  change a role (their sessions end at once)
 *   POST /api/admin/operators/reset {email, what: password|factors}   a new link, or no second factor; sessions end
 *   POST /api/admin/operators/remove {email}      remove the account
 *   GET  /api/admin/audit?action=&operator=&format=json|csv   the audit log, newest first (at most 1,000; CSV: all)
 */
import { z } from "zod";
import { csvLine } from "./csv.ts";
import type { Route } from "../http/index.ts";
import { HttpError } from "../http/index.ts";
import { sendJson } from "../http/index.ts";
import { readJson, readQuery } from "../http/index.ts";
import { isEmail, listOperators, normalizeEmail } from "../operators/index.ts";
import {
  changeRole,
  deleteOperator,
  inviteOperator,
  ManageRefused,
  NO_SUCH_OPERATOR,
  OperatorExistsError,
  resetFactors,
  resetPassword,
} from "../operators/index.ts";
import { ROLES } from "../operators/index.ts";
import type { Signed } from "../operators/index.ts";
import { requireAdmin } from "./scope.ts";
import type { Db } from "../db/index.ts";

const API = "/api/admin/";

const Email = z.custom<string>((v) => typeof v === "string" && isEmail(normalizeEmail(v)), {
  error: "Not an e-mail address.",
  abort: true,
});
const Role = z.enum(ROLES, { error: `One of: ${ROLES.join(", ")}.` });
const WithRole = z.object({ email: Email, role: Role });
const Reset = z.object({ email: Email, what: z.enum(["password", "factors"], { error: "password or factors." }) });
const Remove = z.object({ email: Email });
const AuditQuery = z.object({
  action: z.string().max(40).optional(),
  operator: z.string().max(254).optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv." }).optional(),
});

const link = (token: string) => `/admin/set-password#token=${token}`;

/** Runs a management action: its refusals as 409, an unknown account as 404. */
async function managed<T>(work: () => Promise<T | null | false>): Promise<T> {
  try {
    const result = await work();
    if (result === null || result === false) throw new HttpError(404, NO_SUCH_OPERATOR);
    return result;
  } catch (err) {
    if (err instanceof ManageRefused || err instanceof OperatorExistsError) throw new HttpError(409, err.message);
    throw err;
  }
}

export function createManageRoutes({ db, bodyLimit }: { db: Db; bodyLimit: number }): Route<Signed>[] {
  const limit = { limit: bodyLimit };
  return [
    {
      methods: ["GET"],
      path: `${API}operators`,
      async handle(_req, res, { scope, head }) {
        requireAdmin(scope);
        const operators = (await listOperators(db)).map((o) => ({
          id: o.id,
          email: o.email,
          role: o.role,
          created_at: o.createdAt.toISOString(),
          password_set: o.passwordSet,
          sessions: o.sessions,
          last_seen_at: o.lastSeenAt?.toISOString() ?? null,
        }));
        sendJson(res, 200, { operators }, { head });
      },
    },
    {
      methods: ["POST"],
      path: `${API}operators`,
      async handle(req, res, { scope, operator, log }) {
        requireAdmin(scope);
        const { email, role } = await readJson(req, WithRole, limit);
        const added = await managed(() => inviteOperator(db, operator, normalizeEmail(email), role));
        log.info({ operator: operator.id, added: added.id, role }, "operator invited");
        sendJson(res, 201, { id: added.id, link: link(added.token) });
      },
    },
    {
      methods: ["POST"],
      path: `${API}operators/role`,
      async handle(req, res, { scope, operator, log }) {
        requireAdmin(scope);
        const { email, role } = await readJson(req, WithRole, limit);
        const changed = await managed(() => changeRole(db, operator, normalizeEmail(email), role));
        log.info({ operator: operator.id, changed: changed.id, role }, "operator role changed");
        sendJson(res, 200, { id: changed.id, from: changed.from, role });
      },
    },
    {
      methods: ["POST"],
      path: `${API}operators/reset`,
      async handle(req, res, { scope, operator, log }) {
        requireAdmin(scope);
        const { email, what } = await readJson(req, Reset, limit);
        if (what === "factors") {
          await managed(() => resetFactors(db, operator, normalizeEmail(email)));
          log.info({ operator: operator.id }, "operator factors reset");
          return sendJson(res, 200, { reset: "factors" });
        }
        const reset = await managed(() => resetPassword(db, operator, normalizeEmail(email)));
        log.info({ operator: operator.id, reset: reset.id }, "operator password reset");
        sendJson(res, 200, { reset: "password", link: link(reset.token) });
      },
    },
    {
      methods: ["POST"],
      path: `${API}operators/remove`,
      async handle(req, res, { scope, operator, log }) {
        requireAdmin(scope);
        const { email } = await readJson(req, Remove, limit);
        await managed(() => deleteOperator(db, operator, normalizeEmail(email)));
        log.info({ operator: operator.id }, "operator removed");
        sendJson(res, 200, { removed: true });
      },
    },
    {
      methods: ["GET"],
      path: `${API}audit`,
      async handle(_req, res, { scope, url, head }) {
        requireAdmin(scope);
        const { action, operator, format = "json" } = readQuery(url, AuditQuery);
        let query = db
          .selectFrom("audit_log")
          .select(["id", "at", "operator_id", "operator_email", "action", "lead_table", "lead_id", "detail"]);
        if (action) query = query.where("action", "=", action);
        if (operator) query = query.where("operator_email", "=", normalizeEmail(operator));
        query = query.orderBy("at", "desc").orderBy("id", "desc");
        const rows = (await (format === "csv" ? query : query.limit(1000)).execute()).map((r) => ({
          ...r,
          at: (r.at instanceof Date ? r.at : new Date(String(r.at))).toISOString(),
        }));
        if (format === "json") return sendJson(res, 200, { entries: rows }, { head });
        res.writeHead(200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
          "Cache-Control": "no-store",
        });
        if (head) return void res.end();
        const columns = ["at", "operator_email", "operator_id", "action", "lead_table", "lead_id", "detail"] as const;
        res.write(csvLine(columns));
        for (const r of rows) res.write(csvLine(columns, r));
        res.end();
      },
    },
  ];
}
