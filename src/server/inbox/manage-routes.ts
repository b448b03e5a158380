/**
 * Operator management and the audit log in the inbox: admins only (`requireAdmin`, ./scope.ts),
 * the same functions as `npm run operators` (../operators/manage.ts), each action in the audit log.
 *   GET  /api/admin/operators                     every account: role, password set, sessions, last seen
 *   POST /api/admin/operators {email, role}       invite: the one-time link's path (the admin passes it on;
 *                                                 with SMTP_URL it is e-mailed to the operator too: `emailed`)
 *   POST /api/admin/operators/role {email, role}  change a role (their sessions end at once)
 *   POST /api/admin/operators/reset {email, what: password|factors}   a new link (e-mailed as above), or no second factor; sessions end
 *   POST /api/admin/operators/remove {email}      remove the account
 *   GET  /api/admin/audit?action=&operator=&format=json|csv   the audit log, newest first (at most 1,000; CSV: all)
 */
import { z } from "zod";
import { csvLine } from "../../lib/csv.ts";
import type { Route } from "../http/index.ts";
import { HttpError } from "../http/index.ts";
import { sendJson } from "../http/index.ts";
import { readJson, readQuery } from "../http/index.ts";
import { isEmail, listOperators, noteLinkEmailed, normalizeEmail } from "../operators/index.ts";
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
import type { LinkAnswer } from "../admin-api-schema.ts";
import type { Logger } from "pino";
import type { LinkKind, LinkMailer } from "./link-mail.ts";

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

export function createManageRoutes({
  db,
  bodyLimit,
  mailLink = null,
}: {
  db: Db;
  bodyLimit: number;
  /** Sends a one-time link to its operator (SMTP_URL set), else null. */
  mailLink?: LinkMailer | null;
}): Route<Signed>[] {
  const limit = { limit: bodyLimit };

  /**
   * The answer of an invitation or a reset: the link's path (always shown to the admin) and whether
   * it was also e-mailed to `to`; the audit entry then says so. A mail that fails is logged (by
   * operator id) and the admin passes the link on as without SMTP.
   */
  async function linkAnswer(
    log: Logger,
    to: string,
    kind: LinkKind,
    made: { id: string; token: string; auditId: string },
  ): Promise<LinkAnswer> {
    const path = link(made.token);
    let emailed = false;
    if (mailLink) {
      try {
        await mailLink(to, kind, path);
        emailed = true;
        await noteLinkEmailed(db, made.auditId);
      } catch (err) {
        log.warn({ operator: made.id, error: String((err as Error).message) }, "operator link: e-mail failed");
      }
    }
    return { id: made.id, link: path, emailed };
  }

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
        const to = normalizeEmail(email);
        const added = await managed(() => inviteOperator(db, operator, to, role));
        const answer = await linkAnswer(log, to, "invite", added);
        log.info({ operator: operator.id, added: added.id, role, emailed: answer.emailed }, "operator invited");
        sendJson(res, 201, answer);
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
        const to = normalizeEmail(email);
        const reset = await managed(() => resetPassword(db, operator, to));
        const answer = await linkAnswer(log, to, "reset", reset);
        log.info({ operator: operator.id, reset: reset.id, emailed: answer.emailed }, "operator password reset");
        sendJson(res, 200, { reset: "password", ...answer });
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
