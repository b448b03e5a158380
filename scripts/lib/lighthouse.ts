// Runs Lighthouse (mobile form factor, simulated throttling: its defaults) on a list of URLs
// with the system Chromium, and reduces each report to the figures we print and test.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

export type Category = "performance" | "accessibility" | "best-practices" | "seo" | "agentic-browsing";

export type RouteAudit = {
  url: string;
  scores: Partial<Record<Category, number | null>>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  /** Audits of the chosen categories that did not pass (score < 1), with their titles. */
  failing: Array<{ id: string; title: string; score: number | null; where?: string[] }>;
};

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      errorMessage?: string;
      numericValue?: number;
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
};

export async function auditUrls(urls: string[], categories: Category[]): Promise<RouteAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const results: RouteAudit[] = [];
    for (const url of urls) {
      let result = await auditOnce(chrome.port, url, categories);
      // Under load Lighthouse's own trace recording sometimes fails (NO_NAVSTART, NO_FCP…): a
      // category or an audit then has no score. That says nothing about the page, so the route is
      // audited again (at most MAX_RETRIES times) and the error shown.
      for (let retry = 1; retry <= MAX_RETRIES && lighthouseErrored(result); retry++) {
        console.log(`Lighthouse errored on ${url} (${JSON.stringify(result.failing)}); audit ${retry + 1} of ${MAX_RETRIES + 1}`);
        result = await auditOnce(chrome.port, url, categories);
      }
      results.push(result);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const MAX_RETRIES = 2;

/** True when Lighthouse itself failed to score something, as opposed to the page failing an audit. */
function lighthouseErrored(result: RouteAudit): boolean {
  return Object.values(result.scores).some((score) => score === null) || result.failing.some((audit) => audit.score === null);
}

async function auditOnce(port: number, url: string, categories: Category[]): Promise<RouteAudit> {
  const runner = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  return summarize(url, runner.lhr as unknown as Lhr, categories);
}

function summarize(url: string, lhr: Lhr, categories: Category[]): RouteAudit {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as Array<{ resourceType?: string; transferSize?: number }>;
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const failing = categories.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit &&
          (audit.scoreDisplayMode === "error" ||
            (audit.score !== null && audit.score < 1 && !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode))),
      )
      .map(({ id, audit }) => ({
        id,
        title: audit!.errorMessage ? `${audit!.title} (error: ${audit!.errorMessage})` : audit!.title,
        score: audit!.score,
        // Where it failed (the elements' selectors), so a failing run says what to fix without a second audit.
        ...(audit!.details?.items?.length && {
          where: audit!.details.items.slice(0, 5).map((item) => String((item.node as { selector?: string } | undefined)?.selector ?? "")),
        }),
      })),
  );
  return {
    url,
    scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? null])),
    lcpMs: num("largest-contentful-paint"),
    tbtMs: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    totalBytes: num("total-byte-weight"),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing,
  };
}
