/**
 * inbox/: the operators' inbox: the list and its search (inbox.ts), a lead's page (lead-detail.ts),
 * triage (status, notes, resend), erasure, the export (export.ts, csv.ts) and the routes. Imports,
 * through their entries, the HTTP kernel, db/ (a lead's record), delivery/ (outbox, its queries) and
 * operators/ (who is signed in); nothing imports the inbox but main.ts and the CLI.
 * The /admin application: its page (one page for /admin and every path under it, client-side
 * views) and its JSON API under /api/admin/: one group (its policy: no-store, noindex) of the
 * operators' sign-in routes (../operators/routes.ts) and, in the session group inside it (its
 * policy: `authenticate`, 401 without a live session), every other call: the session's own and the
 * inbox's (inbox-routes.ts). The page is noindex and no-store.
 */
import type { ServerResponse } from "node:http";
import { group, type Route } from "../http/index.ts";
import type { StaticSite } from "../static/index.ts";
import type { DeliveryConfig, Outbox } from "../delivery/index.ts";
import { createOperatorRoutes, type OperatorDeps } from "../operators/index.ts";
import { ADMIN_PERMISSIONS_POLICY } from "../http/index.ts";
import { createInboxRoutes } from "./inbox-routes.ts";
import { createManageRoutes } from "./manage-routes.ts";
import { createLinkMailer } from "./link-mail.ts";
import { DEFAULT_SITE_URL } from "../../content/site.ts";
import { createInsightsRoutes } from "../insights/index.ts";

export const ADMIN_PAGE_PATH = "/admin";

/** Headers of every /admin page answer: never stored by a cache, never indexed. */
export const ADMIN_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  Link: null,
  "Permissions-Policy": ADMIN_PERMISSIONS_POLICY,
} as const;

/** The inbox's bodies: a note is up to 5,000 characters (up to 4 bytes each in UTF-8, more as JSON escapes). */
const INBOX_BODY_LIMIT_BYTES = 64 * 1024;

/** The policy of the admin API: no answer is stored by a cache or indexed. */
function adminHeaders(_req: unknown, res: ServerResponse): object {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  return {};
}

export type AdminDeps = OperatorDeps & {
  /** Serves the /admin page; without it (API-only use, tests) the page routes are left out. */
  site?: StaticSite;
  /** Delivery: "not spam" queues a lead's deliveries through the outbox; labels of destinations. */
  outbox?: Outbox;
  deliveryConfig?: DeliveryConfig;
  /** ERASURE_HASH_KEY (null: the database's own key). */
  erasureHashKey?: string | null;
};

export function createAdminRoutes({ site, outbox, deliveryConfig, erasureHashKey, ...deps }: AdminDeps): Route[] {
  const operators = createOperatorRoutes(deps);
  const inbox = createInboxRoutes({ db: deps.db, outbox, deliveryConfig, erasureHashKey, bodyLimit: INBOX_BODY_LIMIT_BYTES });

  const mailLink = createLinkMailer(deliveryConfig?.smtp, deliveryConfig?.siteUrl ?? DEFAULT_SITE_URL);
  const manage = createManageRoutes({ db: deps.db, bodyLimit: INBOX_BODY_LIMIT_BYTES, mailLink });
  const insights = createInsightsRoutes({ db: deps.db });
  const api = group(adminHeaders, [
    ...operators.publicRoutes,
    ...group(operators.liveSession, operators.pendingRoutes),
    ...group(operators.authenticate, [...operators.sessionRoutes, ...inbox, ...manage, ...insights]),
  ]);
  if (!site) return api;
  // The React application: one page for /admin and every path under it (client-side views).
  const page: Route["handle"] = (req, res) => site.sendPage(res, "admin/index.html", 200, req, ADMIN_PAGE_HEADERS);
  return [
    ...api,
    { methods: ["GET"], path: ADMIN_PAGE_PATH, handle: page },
    { methods: ["GET"], prefix: `${ADMIN_PAGE_PATH}/`, handle: page },
  ];
}
