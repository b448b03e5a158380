// What the insights charts draw, from the report's tables: every period of the range (a period
// without leads is a zero, not a bridged gap), a line per form, bars in row order, whole-number
// steps for counts, ticks that read as the tables do.
import { describe, expect, test } from "vitest";
import {
  type BarChart,
  chartData,
  chartHeight,
  daySeconds,
  daysBetween,
  everyNth,
  MEASURES,
  periodChart,
  seriesColor,
  shortLabel,
} from "../../src/components/admin/chart-spec.ts";

describe("insights chart data", () => {
  test("daysBetween: every UTC day, or every 7th, ends included, across a month and a year", () => {
    expect(daysBetween("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(daysBetween("2026-11-02", "2026-11-23", 7)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(daysBetween("2026-11-02", "2026-11-02")).toEqual(["2026-11-02"]);
    expect(daysBetween("2026-11-03", "2026-11-02")).toEqual([]);
    // 2026-03-29 is a daylight-saving change in Europe: UTC days are not shifted by it.
    expect(daysBetween("2026-03-28", "2026-03-30")).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
  });

  test("periodChart: a line per form over every period, zeros where the table has no row", () => {
    const rows = [
      ["2026-11-02", 1, 0, 1],
      ["2026-11-04", 0, 3, 3],
    ];
    const chart = periodChart(rows, daysBetween("2026-11-01", "2026-11-04"), 1, ["Contact", "Careers"]);
    expect(chart).toEqual({
      kind: "time",
      days: ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"],
      step: 1,
      series: [
        { label: "Contact", values: [0, 1, 0, 0] },
        { label: "Careers", values: [0, 0, 0, 3] },
      ],
    });
    expect(chartData(chart)).toEqual([
      [daySeconds("2026-11-01"), daySeconds("2026-11-02"), daySeconds("2026-11-03"), daySeconds("2026-11-04")],
      [0, 1, 0, 0],
      [0, 0, 0, 3],
    ]);
    expect(daySeconds("2026-11-02") - daySeconds("2026-11-01")).toBe(86_400);
    expect(daySeconds("1970-01-02")).toBe(86_400);
  });

  test("bars: x is the row's index (top to bottom), the height grows with the rows", () => {
    const bars: BarChart = { kind: "bars", labels: ["new", "spam"], values: [4, 1], measure: "count" };
    expect(chartData(bars)).toEqual([
      [0, 1],
      [4, 1],
    ]);
    expect(chartHeight({ ...bars, labels: ["a", "b", "c"], values: [1, 2, 3] }) - chartHeight(bars)).toBeGreaterThan(0);
  });

  test("ticks read as the tables do; counts step by whole numbers", () => {
    expect(MEASURES.count.incrs.every(Number.isInteger)).toBe(true);
    expect(MEASURES.rate.tick(0.25)).toBe("25 %");
    expect([30, 300, 7_200, 172_800].map(MEASURES.seconds.tick)).toEqual(["30 s", "5 min", "2 h", "2 d"]);
  });

  test("labels cut to fit, the empty one named; every nth tick; the colours start at the accents", () => {
    expect(shortLabel("")).toBe("(none)");
    expect(shortLabel("/x402-integration")).toBe("/x402-integration");
    const long = shortLabel("/blog/a-very-long-landing-page-path");
    expect(long).toHaveLength(22);
    expect(long.endsWith("…")).toBe(true);
    expect(everyNth([1, 2, 3, 4, 5], 2)).toEqual([1, 3, 5]);
    expect(everyNth([1, 2], 0)).toEqual([1, 2]);
    const token = (name: string) => `var(${name})`;
    expect([0, 1, 2].map((i) => seriesColor(i, token))).toEqual(["var(--color-accent)", "var(--color-accent-2)", "#60a5fa"]);
    expect(new Set([0, 1, 2, 3, 4].map((i) => seriesColor(i, token))).size).toBe(5);
  });
});
