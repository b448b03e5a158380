import { beforeAll, describe, expect, test } from "vitest";
import { auditUrls, type RouteAudit } from "../../scripts/lib/lighthouse.ts";
import { ROUTES } from "../../scripts/lib/site-routes.ts";
import { useServer } from "../support/use-server.ts";

// Accessibility, best practices, SEO and agentic browsing are deterministic (performance depends on the machine's
// load and is reported by `npm run audit` instead).
const site = useServer();
let results: RouteAudit[];
beforeAll(async () => {
  results = await auditUrls(
    ROUTES.map((r) => site.url(r)),
    ["accessibility", "best-practices", "seo", "agentic-browsing"],
  );
}, 600_000);

describe("Lighthouse", () => {
  test.each(ROUTES)("%s scores 100 in accessibility, best practices, SEO and agentic browsing", (route) => {
    const r = results.find((x) => new URL(x.url).pathname === route)!;
    expect({ route, failing: r.failing }).toEqual({ route, failing: [] });
    expect(r.scores).toEqual({ accessibility: 1, "best-practices": 1, seo: 1, "agentic-browsing": 1 });
  });
});
