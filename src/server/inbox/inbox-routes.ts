/**
 * The inbox's API: routes of the admin group's session group (../inbox/admin-routes.ts: every
 * call needs a live session, `ctx.operator`; the router's Origin check guards the ones that
 * change something; every answer is no-store). Inputs are read through http/validated.ts with
 * the schemas of ../admin-api-schema.ts, which also type the answers.
 *   GET   /api/admin/leads?form=&status=&q=&before=   a page of leads, newest first, with counts
 *   GET   /api/admin/leads/:form/:id                  one lead: fields, attribution, notes, deliveries, history
 *   PATCH /api/admin/leads/:form/:id {status}         change its status (spam → new queues its deliveries)
 *   POST  /api/admin/leads/:form/:id/notes {body}     add a note
 *   POST  /api/admin/deliveries/:id/resend            queue a delivery again
 *   GET   /api/admin/export?format=csv|json&form=&status=&q=   the whole filter as a file
 *   POST  /api/admin/erase {email}                    erase everything of one person (admins only)
 *   POST  /api/admin/leads/bulk {leads, status}       one status for many leads (at most 500)
 *   POST  /api/admin/export/selected {leads, format}  the leads named, as a file
 *   GET   /api/admin/leads/count?after=&…filter       how many leads arrived after the newest shown
 *   GET   /api/admin/person?email=                    every lead of one address, oldest first
 * Every call is limited to the operator's forms (`ctx.scope`, ./scope.ts): a lead outside them is a 404.
 */
import type { FormSlug } from "../../forms/types.ts";
import {
  BulkExportRequest,
  BulkStatusRequest,
  ErasureRequest,
  ExportQuery,
  LeadsQuery,
  NewLeadsQuery,
  PersonQuery,
  rangeTimes,
  type BulkStatusAnswer,
  type PersonAnswer,
  NewNote,
  StatusChange,
  type Erased,
  type InboxPage,
  type LeadDetail,
} from "../admin-api-schema.ts";
import type { DeliveryConfig, Outbox } from "../delivery/index.ts";
import { exportFilename, writeExport } from "./export.ts";
import { type Route, sendJson, readJson, readQuery } from "../http/index.ts";
import type { Signed } from "../operators/index.ts";
import { eraseByEmail } from "./erasure.ts";
import { countNewer, listLeads, personLeads } from "./inbox.ts";
import { formInScope, requireAdmin, type Scope } from "./scope.ts";
import { leadDetail, NO_SUCH_LEAD } from "./lead-detail.ts";
import { addNote, audit, changeStatus, changeStatuses, resendDelivery } from "./triage.ts";
import type { Db } from "../db/index.ts";

export type InboxDeps = {
  db: Db;
  outbox?: Outbox;
  deliveryConfig?: DeliveryConfig;
  /** The largest body a call reads (a note is up to 5,000 characters). */
  bodyLimit: number;
  /** ERASURE_HASH_KEY (null: the database's own key). */
  erasureHashKey?: string | null;
};

/** A selection's body: at most 500 leads of 100 bytes or so each. */
const BULK_BODY_LIMIT_BYTES = 128 * 1024;

const API = "/api/admin/";

/** The `:form` of a path if the operator may see it, else the 404 of a lead that does not exist. */
const formOr404 = (scope: Scope, value: string): FormSlug => formInScope(scope, value, NO_SUCH_LEAD);

export function createInboxRoutes({ db, outbox, deliveryConfig, bodyLimit, erasureHashKey = null }: InboxDeps): Route<Signed>[] {
  const limit = { limit: bodyLimit };
  return [
    {
      methods: ["GET"],
      path: `${API}leads`,
      async handle(_req, res, { url, head, scope }) {
        const { before, order, from, to, ...filter } = readQuery(url, LeadsQuery);
        const page: InboxPage = await listLeads(db, { ...filter, ...rangeTimes({ from, to }), scope }, before, undefined, order);
        sendJson(res, 200, page, { head });
      },
    },
    {
      methods: ["GET"],
      path: `${API}leads/count`,
      async handle(_req, res, { url, head, scope }) {
        const { after, from, to, ...filter } = readQuery(url, NewLeadsQuery);
        const count = await countNewer(db, { ...filter, ...rangeTimes({ from, to }), scope }, after);
        sendJson(res, 200, { count }, { head });
      },
    },
    {
      methods: ["POST"],
      path: `${API}leads/bulk`,
      async handle(req, res, { operator, log, scope }) {
        const { leads, status } = await readJson(req, BulkStatusRequest, { limit: BULK_BODY_LIMIT_BYTES });
        const answer: BulkStatusAnswer = await changeStatuses(db, outbox, leads, status, operator, scope);
        log.info({ operator: operator.id, leads: leads.length, changed: answer.changed, status }, "lead statuses changed");
        sendJson(res, 200, answer);
      },
    },
    {
      methods: ["POST"],
      path: `${API}export/selected`,
      async handle(req, res, { log, operator, scope }) {
        const { leads, format } = await readJson(req, BulkExportRequest, { limit: BULK_BODY_LIMIT_BYTES });
        const filter = { ids: leads.map((l) => l.id), scope };
        res.writeHead(200, {
          "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="${exportFilename({}, format)}"`,
          "Cache-Control": "no-store",
        });
        const count = await writeExport(db, filter, format, res);
        res.end();
        await audit(db, { operator, action: "export", detail: `${format}, ${count} leads (selected)` });
        log.info({ operator: operator.id, format, count }, "selected leads exported");
      },
    },
    {
      methods: ["GET"],
      path: `${API}person`,
      async handle(_req, res, { url, head, scope }) {
        const { email } = readQuery(url, PersonQuery);
        const answer: PersonAnswer = { email, leads: await personLeads(db, email, scope) };
        sendJson(res, 200, answer, { head });
      },
    },
    {
      methods: ["GET"],
      path: `${API}leads/:form/:id`,
      async handle(_req, res, { params, head, scope }) {
        const detail: LeadDetail = await leadDetail(db, formOr404(scope, params.form!), params.id!, deliveryConfig);
        sendJson(res, 200, detail, { head });
      },
    },
    {
      methods: ["PATCH"],
      path: `${API}leads/:form/:id`,
      async handle(req, res, { params, operator, log, scope }) {
        const slug = formOr404(scope, params.form!);
        const { status } = await readJson(req, StatusChange, limit);
        const lead = await changeStatus(db, outbox, slug, params.id!, status, operator);
        log.info({ operator: operator.id, lead: params.id, status }, "lead status changed");
        sendJson(res, 200, lead);
      },
    },
    {
      methods: ["POST"],
      path: `${API}leads/:form/:id/notes`,
      async handle(req, res, { params, operator, log, scope }) {
        const slug = formOr404(scope, params.form!);
        const { body } = await readJson(req, NewNote, limit);
        const note = await addNote(db, slug, params.id!, body, operator);
        log.info({ operator: operator.id, lead: params.id }, "lead note added");
        sendJson(res, 201, { note });
      },
    },
    {
      methods: ["POST"],
      path: `${API}deliveries/:id/resend`,
      async handle(_req, res, { params, operator, log, scope }) {
        const delivery = await resendDelivery(db, outbox, params.id!, operator, scope, deliveryConfig);
        log.info({ operator: operator.id, delivery: params.id }, "delivery queued again");
        sendJson(res, 200, { delivery });
      },
    },
    {
      methods: ["GET"],
      path: `${API}export`,
      async handle(_req, res, { url, head, log, operator, scope }) {
        const { format, from, to, ...rest } = readQuery(url, ExportQuery);
        const filter = { ...rest, ...rangeTimes({ from, to }), scope };
        res.writeHead(200, {
          "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="${exportFilename(filter, format)}"`,
          "Cache-Control": "no-store",
        });
        if (head) return void res.end();
        const count = await writeExport(db, filter, format, res);
        res.end();
        await audit(db, { operator, action: "export", detail: `${format}, ${count} leads` });
        log.info({ operator: operator.id, format, count }, "leads exported");
      },
    },
    {
      methods: ["POST"],
      path: `${API}erase`,
      async handle(req, res, { log, operator, scope }) {
        requireAdmin(scope); // erasure by address reaches every form: an admin's action
        const { email } = await readJson(req, ErasureRequest, limit);
        const removed = await eraseByEmail(db, email, operator, erasureHashKey);
        log.info({ operator: operator.id, ...removed }, "erasure: a person's records deleted");
        sendJson(res, 200, { removed } satisfies Erased);
      },
    },
  ];
}
