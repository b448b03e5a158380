/**
 * The inbox's API (every call needs a live session; the router's Origin check guards the ones
 * that change something; every answer is no-store):
 *   GET   /api/admin/leads?form=&status=&q=&before=   a page of leads, newest first, with counts
 *   GET   /api/admin/leads/:form/:id                  one lead: fields, attribution, notes, deliveries, history
 *   PATCH /api/admin/leads/:form/:id {status}         change its status (spam → new queues its deliveries)
 *   POST  /api/admin/leads/:form/:id/notes {body}     add a note
 *   POST  /api/admin/deliveries/:id/resend            queue a delivery again
 *   GET   /api/admin/export?format=csv|json&form=&status=&q=   the whole filter as a file
 *   POST  /api/admin/erase {email}                    erase everything of one person
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isFormSlug } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";
import type { DeliveryConfig } from "../delivery/config.ts";
import type { Outbox } from "../delivery/outbox.ts";
import { HttpError } from "../http/http-error.ts";
import { EXPORT_FORMATS, exportFilename, writeExport, type ExportFormat } from "../leads/export.ts";
import type { Method, Route, RouteContext } from "../http/router.ts";
import { sendJson } from "../http/send-json.ts";
import { eraseByEmail, erasureAddress } from "./erasure.ts";
import { isLeadStatus, LEAD_STATUSES, listLeads, parseCursor, parseFilter } from "./inbox.ts";
import { leadDetail, NO_SUCH_LEAD, type OperatorRef } from "./lead-detail.ts";
import { addNote, audit, changeStatus, noteBody, resendDelivery } from "./triage.ts";
import type { Db } from "../db/schema.ts";

export type InboxDeps = {
  db: Db;
  outbox?: Outbox;
  deliveryConfig?: DeliveryConfig;
  /** The request's operator, or a thrown 401. */
  authenticate(req: IncomingMessage, res: ServerResponse): Promise<OperatorRef>;
  readJson(req: IncomingMessage): Promise<Record<string, unknown>>;
};

const API = "/api/admin/";

type Handler = (req: IncomingMessage, res: ServerResponse, ctx: RouteContext & { operator: OperatorRef; params: string[] }) => Promise<void>;
type Call = { method: Method; pattern: string; handle: Handler };

/** The `:params` of `pattern` in `path`, or null when it does not match. */
function match(pattern: string, path: string): string[] | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: string[] = [];
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(":")) {
      let value: string;
      try {
        value = decodeURIComponent(got[i]!);
      } catch {
        return null;
      }
      if (!value) return null;
      params.push(value);
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * One route for the calls sharing a prefix: signs in first (an unknown path answers 401 too, so
 * the API's shape is not shown to strangers), then 404 for no pattern, 405 for another method.
 */
function patternRoute(prefix: string, calls: Call[], authenticate: InboxDeps["authenticate"]): Route {
  const methods = [...new Set(calls.map((c) => c.method))];
  return {
    methods,
    prefix,
    patterns: calls.map(({ method, pattern }) => ({ method, pattern })),
    async handle(req, res, ctx) {
      const operator = await authenticate(req, res);
      const method = req.method === "HEAD" ? "GET" : req.method;
      const path = ctx.url.pathname;
      const matching = calls.map((c) => ({ c, params: match(c.pattern, path) })).filter((m) => m.params);
      if (matching.length === 0) throw new HttpError(404, `Nothing at ${path}.`);
      const call = matching.find((m) => m.c.method === method);
      if (!call) {
        const allow = matching.map((m) => (m.c.method === "GET" ? "GET, HEAD" : m.c.method)).join(", ");
        throw new HttpError(405, `Method not allowed: use ${allow}.`, { headers: { Allow: allow } });
      }
      return call.c.handle(req, res, { ...ctx, operator, params: call.params! });
    },
  };
}

const formOr404 = (value: string): FormSlug => {
  if (!isFormSlug(value)) throw new HttpError(404, NO_SUCH_LEAD);
  return value;
};

export function createInboxRoutes({ db, outbox, deliveryConfig, authenticate, readJson }: InboxDeps): Route[] {
  const list: Route = {
    methods: ["GET"],
    path: `${API}leads`,
    async handle(req, res, { url, head }) {
      await authenticate(req, res);
      const page = await listLeads(db, parseFilter(url.searchParams), parseCursor(url.searchParams.get("before")));
      sendJson(res, 200, page, { head });
    },
  };

  const exportRoute: Route = {
    methods: ["GET"],
    path: `${API}export`,
    async handle(req, res, { url, head, log }) {
      const operator = await authenticate(req, res);
      const format = url.searchParams.get("format") as ExportFormat | null;
      if (!format || !EXPORT_FORMATS.includes(format)) {
        throw new HttpError(400, "format must be csv or json.", { fields: { format: "Use csv or json." } });
      }
      const filter = parseFilter(url.searchParams);
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
  };

  const erase: Route = {
    methods: ["POST"],
    path: `${API}erase`,
    async handle(req, res, { log }) {
      const operator = await authenticate(req, res);
      const email = erasureAddress((await readJson(req)).email);
      const removed = await eraseByEmail(db, email, operator);
      log.info({ operator: operator.id, ...removed }, "erasure: a person's records deleted");
      sendJson(res, 200, { removed });
    },
  };

  const leads = patternRoute(
    `${API}leads/`,
    [
      {
        method: "GET",
        pattern: `${API}leads/:form/:id`,
        handle: async (req, res, { params: [form, id], head }) => sendJson(res, 200, await leadDetail(db, formOr404(form!), id!, deliveryConfig), { head }),
      },
      {
        method: "PATCH",
        pattern: `${API}leads/:form/:id`,
        async handle(req, res, { params: [form, id], operator, log }) {
          const slug = formOr404(form!);
          const { status } = await readJson(req);
          if (!isLeadStatus(status)) {
            throw new HttpError(422, `status must be one of: ${LEAD_STATUSES.join(", ")}.`, { fields: { status: "Unknown status." } });
          }
          const lead = await changeStatus(db, outbox, slug, id!, status, operator);
          log.info({ operator: operator.id, lead: id, status }, "lead status changed");
          sendJson(res, 200, lead);
        },
      },
      {
        method: "POST",
        pattern: `${API}leads/:form/:id/notes`,
        async handle(req, res, { params: [form, id], operator, log }) {
          const slug = formOr404(form!);
          const note = await addNote(db, slug, id!, noteBody((await readJson(req)).body), operator);
          log.info({ operator: operator.id, lead: id }, "lead note added");
          sendJson(res, 201, { note });
        },
      },
    ],
    authenticate,
  );

  const deliveries = patternRoute(
    `${API}deliveries/`,
    [
      {
        method: "POST",
        pattern: `${API}deliveries/:id/resend`,
        async handle(req, res, { params: [id], operator, log }) {
          const delivery = await resendDelivery(db, outbox, id!, operator, deliveryConfig);
          log.info({ operator: operator.id, delivery: id }, "delivery queued again");
          sendJson(res, 200, { delivery });
        },
      },
    ],
    authenticate,
  );

  return [list, leads, deliveries, exportRoute, erase];
}
