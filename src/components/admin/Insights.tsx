/**
 * The insights screen at /admin/insights (loaded on demand: the inbox does not pay for its code).
 * A range of days and a form filter in the address (`?from=&to=&form=`); every chart (Chart.tsx,
 * uPlot) is hidden from assistive technology, because the table beside it holds the same numbers;
 * each table downloads as CSV.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { memo, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { fetchInsights, type FormSlug, type InsightsAnswer, type Operator } from "./api.ts";
import { FORM_NAMES, isFormSlug } from "./format.tsx";
import { useNavigate } from "./navigation.tsx";
import { Alert } from "../ui/Alert.tsx";
import { Button } from "./Button.tsx";
import { Chart, ChartKey } from "./Chart.tsx";
import { daysBetween, periodChart, type BarChart, type Measure, type TimeChart } from "./chart-spec.ts";
import { controlClass, labelClass } from "../ui/control.ts";
import { Section } from "./Section.tsx";
import { Status } from "../ui/Status.tsx";
import { View } from "./View.tsx";
import { csvRecord } from "../../lib/csv.ts";
import { ViewActions } from "./ViewActions.tsx";

export const INSIGHTS_PATH = "/admin/insights";

export type InsightsFilter = { from: string; to: string; form: FormSlug | "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseInsightsFilter(search: string): InsightsFilter {
  const p = new URLSearchParams(search);
  const day = (name: string) => (DAY.test(p.get(name) ?? "") ? p.get(name)! : "");
  const form = p.get("form") ?? "";
  return { from: day("from"), to: day("to"), form: isFormSlug(form) ? form : "" };
}

export function insightsQuery(filter: InsightsFilter): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

// ——— CSV ———

function download(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// ——— Charts (decorative: the table beside each holds the numbers) ———

const bars = (rows: { label: string; value: number }[], measure: Measure = "count"): BarChart => ({
  kind: "bars",
  labels: rows.map((r) => r.label),
  values: rows.map((r) => r.value),
  measure,
});

// ——— Tables ———

type Cell = string | number | null;

/** A section: the chart, then its numbers as a table, and the table as CSV. */
function Figure({
  title,
  chart,
  head,
  rows,
  file,
  render,
}: {
  title: string;
  chart: ReactNode;
  head: string[];
  rows: Cell[][];
  file: string;
  render?: (cell: Cell, col: number) => ReactNode;
}) {
  const id = useId();
  return (
    <Section
      title={title}
      actions={
        <Button
          variant="secondary"
          onClick={() => download(file, [head, ...rows].map(csvRecord).join(""))}
          aria-describedby={`${id}-caption`}
        >
          Download CSV
        </Button>
      }
    >
      {/* A table of a few columns sits beside its chart on a wide screen; a wider one (a column per form) under it. */}
      <div className={`grid gap-4 ${head.length <= 4 ? "lg:grid-cols-2" : ""}`}>
        <div className="min-w-0">{rows.length ? chart : <p className="text-sm text-muted">Nothing in this range.</p>}</div>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline */}
        <div
          role="region"
          aria-label={`${title}: numbers`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table's region must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable)
          tabIndex={0}
          className="max-h-96 overflow-auto"
        >
          <table className="w-full whitespace-nowrap text-left text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {title}
            </caption>
            <thead className="border-b border-border text-muted">
              <tr>
                {head.map((h, i) => (
                  <th key={h} scope="col" className={`px-2 py-1.5 font-medium ${i > 0 ? "text-right" : ""}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a computed table, in a fixed order
                <tr key={i} className="border-b border-border/60 last:border-0">
                  {r.map((c, j) =>
                    j === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells in column order
                      <th key={j} scope="row" className="px-2 py-1.5 font-normal">
                        <bdi>{render ? render(c, j) : c === "" ? "(none)" : c}</bdi>
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells in column order
                      <td key={j} className="px-2 py-1.5 text-right tabular-nums">
                        <bdi>{render ? render(c, j) : c === "" ? "(none)" : c}</bdi>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Section>
  );
}

const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)} %`);

/** A duration in seconds as operators read it: 45 s, 12 min, 3.5 h, 2.1 d. */
export function duration(seconds: number | null): string {
  if (seconds === null) return "–";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} d`;
}

/** Rows of a day (or week) × form table: one row per period, one column per form, then the total. */
function perPeriod(rows: { key: string; form: FormSlug; leads: number }[], forms: FormSlug[]): Cell[][] {
  const by = new Map<string, Map<FormSlug, number>>();
  for (const r of rows) {
    const m = by.get(r.key) ?? new Map<FormSlug, number>();
    m.set(r.form, r.leads);
    by.set(r.key, m);
  }
  return [...by].map(([key, m]) => {
    const values = forms.map((f) => m.get(f) ?? 0);
    return [key, ...values, values.reduce((a, b) => a + b, 0)];
  });
}

/** The report of one answer; drawn again only when the answer changes (not while the filter is edited). */
const Report = memo(function Report({ data }: { data: InsightsAnswer }) {
  const forms = data.forms;
  const names = forms.map((f) => FORM_NAMES[f] ?? f);
  const range = `${data.range.from}-to-${data.range.to}`;
  const days = perPeriod(
    data.leadsByDay.map((r) => ({ key: r.day, form: r.form, leads: r.leads })),
    forms,
  );
  const weeks = perPeriod(
    data.leadsByWeek.map((r) => ({ key: r.week, form: r.form, leads: r.leads })),
    forms,
  );
  const weekStarts = weeks.length ? daysBetween(String(weeks[0]![0]), String(weeks[weeks.length - 1]![0]), 7) : [];
  const lines = (chart: TimeChart) => (
    <>
      <Chart spec={chart} />
      <ChartKey labels={names} />
    </>
  );
  return (
    <div className="space-y-6">
      <Status>
        {`${data.range.from} to ${data.range.to}: ${days.reduce((n, r) => n + Number(r[r.length - 1]), 0)} leads (spam left out), ${data.views.views} page views, ${data.views.entries} entries.`}
      </Status>
      <Figure
        title="Leads per week (weeks from Monday)"
        chart={lines(periodChart(weeks, weekStarts, 7, names))}
        head={["Week", ...names, "Total"]}
        rows={weeks}
        file={`insights-leads-per-week-${range}.csv`}
      />
      <Figure
        title="Leads per day"
        chart={lines(periodChart(days, daysBetween(data.range.from, data.range.to), 1, names))}
        head={["Day", ...names, "Total"]}
        rows={days}
        file={`insights-leads-per-day-${range}.csv`}
      />
      <Figure
        title="Leads by source"
        chart={
          <Chart
            spec={bars(
              data.leadsBySource.map((r) => ({
                label: [r.utm_source, r.utm_medium, r.referrer_host].filter(Boolean).join(" / "),
                value: r.leads,
              })),
            )}
          />
        }
        head={["UTM source", "UTM medium", "Referrer host", "Leads"]}
        rows={data.leadsBySource.map((r) => [r.utm_source, r.utm_medium, r.referrer_host, r.leads])}
        file={`insights-leads-by-source-${range}.csv`}
      />
      <Figure
        title="Leads by landing page"
        chart={<Chart spec={bars(data.leadsByLandingPage.map((r) => ({ label: r.landing_path, value: r.leads })))} />}
        head={["Landing page", "Leads"]}
        rows={data.leadsByLandingPage.map((r) => [r.landing_path, r.leads])}
        file={`insights-leads-by-landing-page-${range}.csv`}
      />
      <Figure
        title="Conversion per landing page (entries → leads)"
        chart={
          <Chart
            spec={bars(
              data.conversionByLandingPage.map((r) => ({ label: r.path, value: r.rate ?? 0 })),
              "rate",
            )}
          />
        }
        head={["Page", "Entries", "Leads", "Conversion"]}
        rows={data.conversionByLandingPage.map((r) => [r.path, r.entries, r.leads, percent(r.rate)])}
        file={`insights-conversion-by-landing-page-${range}.csv`}
      />
      <Figure
        title="Conversion per source (entries → leads)"
        chart={
          <Chart
            spec={bars(
              data.conversionBySource.map((r) => ({ label: r.source, value: r.rate ?? 0 })),
              "rate",
            )}
          />
        }
        head={["Source", "Entries", "Leads", "Conversion"]}
        rows={data.conversionBySource.map((r) => [r.source, r.entries, r.leads, percent(r.rate)])}
        file={`insights-conversion-by-source-${range}.csv`}
      />
      <Figure
        title="Status funnel"
        chart={<Chart spec={bars(data.funnel.map((r) => ({ label: r.status, value: r.leads })))} />}
        head={["Status", "Leads"]}
        rows={data.funnel.map((r) => [r.status, r.leads])}
        file={`insights-status-funnel-${range}.csv`}
      />
      <Figure
        title="Time to first status change"
        chart={
          <Chart
            spec={bars(
              data.responseTimes.map((r) => ({ label: FORM_NAMES[r.form] ?? r.form, value: r.median_seconds ?? 0 })),
              "seconds",
            )}
          />
        }
        head={["Form", "Leads", "Status changed", "Median", "90th percentile"]}
        rows={data.responseTimes.map((r) => [
          FORM_NAMES[r.form] ?? r.form,
          r.leads,
          r.changed,
          duration(r.median_seconds),
          duration(r.p90_seconds),
        ])}
        file={`insights-time-to-first-status-change-${range}.csv`}
      />
    </div>
  );
});

type Props = { operator: Operator; onSignedOut: () => void; search: string };

export default function Insights({ operator, onSignedOut, search }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const filter = parseInsightsFilter(search);
  const [draft, setDraft] = useState(filter);
  useEffect(() => setDraft(parseInsightsFilter(search)), [search]);
  const query = insightsQuery(filter);
  const insights = useQuery({
    queryKey: ["admin", "leads", "insights", query],
    queryFn: () => fetchInsights(query),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${INSIGHTS_PATH}${insightsQuery(draft)}`);
  };
  const shown = insights.data?.range;
  return (
    <View title="Insights" wide actions={<ViewActions operator={operator} onSignedOut={onSignedOut} />}>
      <form onSubmit={apply} className="mb-6 grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-from`} className={labelClass}>
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={controlClass}
            value={draft.from || shown?.from || ""}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-to`} className={labelClass}>
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={controlClass}
            value={draft.to || shown?.to || ""}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-form`} className={labelClass}>
            Form
          </label>
          <select
            id={`${id}-form`}
            className={controlClass}
            value={draft.form}
            onChange={(e) => setDraft({ ...draft, form: e.target.value as InsightsFilter["form"] })}
          >
            <option value="">All forms</option>
            {/* Only the forms of the operator's role, as in the inbox (another team's form would answer 400). */}
            {Object.entries(FORM_NAMES)
              .filter(([slug]) => !operator.forms || operator.forms.includes(slug as FormSlug))
              .map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      {insights.isPending && <Status>Loading insights…</Status>}
      {insights.isError && <Alert>{insights.error.message}</Alert>}
      {insights.data && <Report data={insights.data} />}
    </View>
  );
}
