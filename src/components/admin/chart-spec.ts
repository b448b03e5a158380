/**
 * What the insights screen's charts draw, apart from drawing it (Chart.tsx, uPlot): the chart's
 * data from the report's tables, its axes' steps and ticks, its size and colours.
 */
import type { AlignedData } from "uplot";

/**
 * One line per series (a form) over UTC days ("YYYY-MM-DD": a day, or a week's Monday, `step`
 * days apart), left to right.
 */
export type TimeChart = { kind: "time"; days: string[]; step: number; series: { label: string; values: number[] }[] };
/** What a bar chart's values are: they set its axis's steps and how its ticks read. */
export type Measure = "count" | "rate" | "seconds";
/** One horizontal bar per row, top to bottom. */
export type BarChart = { kind: "bars"; labels: string[]; values: number[]; measure: Measure };
export type ChartSpec = TimeChart | BarChart;

/** Series colours: the two accents, then three more that read on the dark surface and apart from them. */
const SERIES_TOKENS = ["--color-accent", "--color-accent-2"] as const;
const MORE_SERIES = ["#60a5fa", "#fbbf24", "#f472b6"] as const;
export const seriesColor = (i: number, token: (name: string) => string) =>
  i < SERIES_TOKENS.length ? token(SERIES_TOKENS[i]!) : MORE_SERIES[(i - SERIES_TOKENS.length) % MORE_SERIES.length]!;

/** A #rrggbb colour at three quarters (the bars' fill under their edge); another colour as it is. */
export const translucent = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? `${color}bf` : color);

/** Counts are whole: the value axis steps by whole numbers only. */
export const WHOLE = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000];
const HOUR = 3_600;
export const DAY = 86_400;

/** Per measure: the value axis's steps, its range when every value is 0, and how a tick reads. */
export const MEASURES: Record<Measure, { incrs: number[]; empty: number; tick: (n: number) => string }> = {
  count: { incrs: WHOLE, empty: 1, tick: (n) => String(n) },
  rate: { incrs: [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1], empty: 1, tick: (n) => `${Math.round(n * 100)} %` },
  seconds: {
    incrs: [1, 5, 15, 30, 60, 300, 900, 1_800, HOUR, 2 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY],
    empty: HOUR,
    tick: (n) => (n < 60 ? `${n} s` : n < HOUR ? `${n / 60} min` : n < DAY ? `${n / HOUR} h` : `${n / DAY} d`),
  },
};
export const BAR_HEIGHT = 32;
const LABEL_CHARS = 22;

/** A label cut to fit the bars' axis (the table beside the chart has it whole). */
export const shortLabel = (label: string) =>
  label === "" ? "(none)" : label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

/** The x values uPlot takes for UTC days: seconds since the epoch. */
export const daySeconds = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 1000;

/** Every `n`th item from the first. */
export const everyNth = <T>(items: readonly T[], n: number): T[] => items.filter((_, i) => i % Math.max(1, n) === 0);

/** A tick on the time axis: "Nov 23" (the days are UTC). */
export const dayTick = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });

export function chartData(spec: ChartSpec): AlignedData {
  return spec.kind === "time"
    ? [spec.days.map(daySeconds), ...spec.series.map((s) => s.values)]
    : [spec.labels.map((_, i) => i), spec.values];
}

/** The chart's height in CSS pixels: fixed for lines, a row per bar. */
export const chartHeight = (spec: ChartSpec) => (spec.kind === "time" ? 220 : spec.labels.length * BAR_HEIGHT + 36);

/** The UTC days from `from` to `to`, every `step` days. */
export function daysBetween(from: string, to: string, step = 1): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += step * 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * A line per form over every period of the range (days, or weeks from their Monday): a period
 * without leads is a zero, not a gap the line would bridge. `rows` are the table's rows:
 * [period, one count per form…, total].
 */
export function periodChart(
  rows: readonly (readonly (string | number | null)[])[],
  periods: string[],
  step: number,
  names: string[],
): TimeChart {
  const at = new Map(rows.map((r) => [String(r[0]), r]));
  return {
    kind: "time",
    days: periods,
    step,
    series: names.map((label, i) => ({ label, values: periods.map((p) => Number(at.get(p)?.[i + 1] ?? 0)) })),
  };
}
