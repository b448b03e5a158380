/**
 * The insights' route, in the admin API's session group (../inbox/admin-routes.ts: a live
 * session, no-store):
 *   GET /api/admin/insights?from=&to=&form=   every insight of the range (days, UTC) and forms
 * `formsOf` names the forms an operator may see (today: every form); a `form` filter outside them
 * is answered as an unknown form would be.
 */
import { formSlugs } from "../../forms/forms.ts";
import type { FormSlug } from "../../forms/types.ts";
import { InsightsQuery, type InsightsAnswer } from "../admin-api-schema.ts";
import type { Db } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Route } from "../http/router.ts";
import { sendJson } from "../http/send-json.ts";
import { readQuery } from "../http/validated.ts";
import type { Signed } from "../operators/routes.ts";
import { insights } from "./insights.ts";

export type InsightsDeps = {
  db: Db;
  /** The forms an operator may see (default: all). */
  formsOf?: (operator: Signed["operator"]) => readonly FormSlug[];
};

export function createInsightsRoutes({ db, formsOf = () => formSlugs }: InsightsDeps): Route<Signed>[] {
  return [
    {
      methods: ["GET"],
      path: "/api/admin/insights",
      async handle(_req, res, { url, head, operator }) {
        const { from, to, form } = readQuery(url, InsightsQuery);
        const allowed = formsOf(operator);
        if (form && !allowed.includes(form)) throw new HttpError(400, `Unknown form "${form}".`, { fields: { form: "Unknown form." } });
        const answer: InsightsAnswer = await insights(db, { from, to }, form ? [form] : allowed);
        sendJson(res, 200, answer, { head });
      },
    },
  ];
}
