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
 *   POST  /api/admin/erase {email}                    erase everything of one person
 *   POST  /api/admin/leads/bulk {leads, status}       one status for many leads (at most 500)
 *   POST  /api/admin/export/selected {leads, format}  the leads named, as a file
 *   GET   /api/admin/leads/count?after=&…filter       how many leads arrived after the newest shown
 *   GET   /api/admin/person?email=                    every lead of one address, oldest first
 * `formsOf` names the forms an operator may see (today every form): the list, the counts, the
 * person view and the bulk calls keep to them.
 */
import { isFormSlug } from "../../forms/forms.ts";
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
import type { DeliveryConfig } from "../delivery/config.ts";
import type { Outbox } from "../delivery/outbox.ts";
import { NotFound } from "../domain-errors.ts";
import { exportFilename, writeExport } from "../leads/export.ts";
import type { Route } from "../http/router.ts";
import { sendJson } from "../http/send-json.ts";
import { readJson, readQuery } from "../http/validated.ts";
import type { Signed } from "../operators/routes.ts";
import { eraseByEmail } from "./erasure.ts";
import { countNewer, listLeads, personLeads } from "./inbox.ts";
import { formSlugs } from "../../forms/forms.ts";
import { leadDetail, NO_SUCH_LEAD } from "./lead-detail.ts";
import { addNote, audit, changeStatus, changeStatuses, resendDelivery } from "./triage.ts";
import type { Db } from "../db/schema.ts";

export type InboxDeps = {
  db: Db;
  outbox?: Outbox;
  deliveryConfig?: DeliveryConfig;
  /** The largest body a call reads (a note is up to 5,000 characters). */
  bodyLimit: number;
  /** ERASURE_HASH_KEY (null: the database's own key). */
  erasureHashKey?: string | null;
  /** The forms an operator may see (default: every form). */
  formsOf?: (operator: Signed["operator"]) => readonly FormSlug[];
};

/** A selection's body: at most 500 leads of 100 bytes or so each. */
const BULK_BODY_LIMIT_BYTES = 128 * 1024;

const API = "/api/admin/";

const formOr404 = (value: string): FormSlug => {
  if (!isFormSlug(value)) throw new NotFound(NO_SUCH_LEAD);
  return value;
};

export function createInboxRoutes({
  db,
  outbox,
  deliveryConfig,
  bodyLimit,
  erasureHashKey = null,
  formsOf = () => formSlugs,
}: InboxDeps): Route<Signed>[] {
  const limit = { limit: bodyLimit };
  /** The operator's forms as a filter: none when they may see every form (the queries keep their plans). */
  const scope = (operator: Signed["operator"]): readonly FormSlug[] | undefined => {
    const allowed = formsOf(operator);
    return formSlugs.every((f) => allowed.includes(f)) ? undefined : allowed;
  };
  return [
    {
      methods: ["GET"],
      path: `${API}leads`,
      async handle(_req, res, { url, head, operator }) {
        const { before, order, from, to, ...filter } = readQuery(url, LeadsQuery);
        const scoped = { ...filter, ...rangeTimes({ from, to }), forms: scope(operator) };
        const page: InboxPage = await listLeads(db, scoped, before, undefined, order);
        sendJson(res, 200, page, { head });
      },
    },
    {
      methods: ["GET"],
      path: `${API}leads/count`,
      async handle(_req, res, { url, head, operator }) {
        const { after, from, to, ...filter } = readQuery(url, NewLeadsQuery);
        const count = await countNewer(db, { ...filter, ...rangeTimes({ from, to }), forms: scope(operator) }, after);
        sendJson(res, 200, { count }, { head });
      },
    },
    {
      methods: ["POST"],
      path: `${API}leads/bulk`,
      async handle(req, res, { operator, log }) {
        const { leads, status } = await readJson(req, BulkStatusRequest, { limit: BULK_BODY_LIMIT_BYTES });
        const answer: BulkStatusAnswer = await changeStatuses(db, outbox, leads, status, operator, formsOf(operator));
        log.info({ operator: operator.id, leads: leads.length, changed: answer.changed, status }, "lead statuses changed");
        sendJson(res, 200, answer);
      },
    },
    {
      methods: ["POST"],
      path: `${API}export/selected`,
      async handle(req, res, { log, operator }) {
        const { leads, format } = await readJson(req, BulkExportRequest, { limit: BULK_BODY_LIMIT_BYTES });
        const filter = { ids: leads.map((l) => l.id), forms: scope(operator) };
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
      async handle(_req, res, { url, head, operator }) {
        const { email } = readQuery(url, PersonQuery);
        const answer: PersonAnswer = { email, leads: await personLeads(db, email, scope(operator)) };
        sendJson(res, 200, answer, { head });
      },
    },
    {
      methods: ["GET"],
      path: `${API}leads/:form/:id`,
      async handle(_req, res, { params, head }) {
        const detail: LeadDetail = await leadDetail(db, formOr404(params.form!), params.id!, deliveryConfig);
        sendJson(res, 200, detail, { head });
      },
    },
    {
      methods: ["PATCH"],
      path: `${API}leads/:form/:id`,
      async handle(req, res, { params, operator, log }) {
        const slug = formOr404(params.form!);
        const { status } = await readJson(req, StatusChange, limit);
        const lead = await changeStatus(db, outbox, slug, params.id!, status, operator);
        log.info({ operator: operator.id, lead: params.id, status }, "lead status changed");
        sendJson(res, 200, lead);
      },
    },
    {
      methods: ["POST"],
      path: `${API}leads/:form/:id/notes`,
      async handle(req, res, { params, operator, log }) {
        const slug = formOr404(params.form!);
        const { body } = await readJson(req, NewNote, limit);
        const note = await addNote(db, slug, params.id!, body, operator);
        log.info({ operator: operator.id, lead: params.id }, "lead note added");
        sendJson(res, 201, { note });
      },
    },
    {
      methods: ["POST"],
      path: `${API}deliveries/:id/resend`,
      async handle(_req, res, { params, operator, log }) {
        const delivery = await resendDelivery(db, outbox, params.id!, operator, deliveryConfig);
        log.info({ operator: operator.id, delivery: params.id }, "delivery queued again");
        sendJson(res, 200, { delivery });
      },
    },
    {
      methods: ["GET"],
      path: `${API}export`,
      async handle(_req, res, { url, head, log, operator }) {
        const { format, from, to, ...rest } = readQuery(url, ExportQuery);
        const filter = { ...rest, ...rangeTimes({ from, to }), forms: scope(operator) };
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
      async handle(req, res, { log, operator }) {
        const { email } = await readJson(req, ErasureRequest, limit);
        const removed = await eraseByEmail(db, email, operator, erasureHashKey);
        log.info({ operator: operator.id, ...removed }, "erasure: a person's records deleted");
        sendJson(res, 200, { removed } satisfies Erased);
      },
    },
  ];
}
