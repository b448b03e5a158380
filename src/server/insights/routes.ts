/**
 * The insights' route, in the admin API's session group (../inbox/admin-routes.ts: a live
 * session, no-store):
 *   GET /api/admin/insights?from=&to=&form=   every insight of the range (days, UTC) and forms
 * The operator's role limits it to their forms (`ctx.scope`, ../inbox/scope.ts); a `form` filter outside them
 * is answered as an unknown form would be.
 */
import { InsightsQuery, type InsightsAnswer } from "../admin-api-schema.ts";
import type { Db } from "../db/index.ts";
import { HttpError } from "../http/index.ts";
import type { Route } from "../http/index.ts";
import { sendJson } from "../http/index.ts";
import { readQuery } from "../http/index.ts";
import type { Signed } from "../operators/index.ts";
import { insights } from "./insights.ts";

export type InsightsDeps = {
  db: Db;
};

export function createInsightsRoutes({ db }: InsightsDeps): Route<Signed>[] {
  return [
    {
      methods: ["GET"],
      path: "/api/admin/insights",
      async handle(_req, res, { url, head, scope }) {
        const { from, to, form } = readQuery(url, InsightsQuery);
        const allowed = scope.forms; // the operator's role: only their forms (../inbox/scope.ts)
        if (form && !allowed.includes(form)) throw new HttpError(400, `Unknown form "${form}".`, { fields: { form: "Unknown form." } });
        const answer: InsightsAnswer = await insights(db, { from, to }, form ? [form] : allowed);
        sendJson(res, 200, answer, { head });
      },
    },
  ];
}
