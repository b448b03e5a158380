/**
 * The insights screen's charts, drawn by uPlot (canvas, about 20 KB gzip, and fast at thousands of
 * points: chosen for size and speed, docs/dependencies.md). Loaded only with the insights screen.
 * A chart is hidden from assistive technology: the table beside it holds the same numbers, and
 * downloads as CSV. Colours and fonts are read from the site's tokens (src/styles/global.css).
 */
import { useEffect, useRef } from "react";
import uPlot, { type Axis, type Options } from "uplot";
import "uplot/dist/uPlot.min.css";
import {
  BAR_HEIGHT,
  type ChartSpec,
  chartData,
  chartHeight,
  DAY,
  dayTick,
  daySeconds,
  everyNth,
  MEASURES,
  seriesColor,
  shortLabel,
  translucent,
  WHOLE,
} from "./chart-spec.ts";

function chartOptions(spec: ChartSpec, width: number): Options {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const font = `12px ${getComputedStyle(document.body).fontFamily}`;
  const axis: Axis = {
    stroke: token("--color-muted"),
    font,
    grid: { stroke: token("--color-border"), width: 1 },
    ticks: { stroke: token("--color-border"), width: 1, size: 4 },
  };
  const common = { width, height: chartHeight(spec), legend: { show: false }, cursor: { show: false } } as const;
  if (spec.kind === "time") {
    const first = daySeconds(spec.days[0]!);
    const last = daySeconds(spec.days[spec.days.length - 1]!);
    return {
      ...common,
      scales: {
        // Half a period either side of the first and last (one period alone: not uPlot's years of padding).
        x: { time: true, auto: false, range: [first - (spec.step * DAY) / 2, last + (spec.step * DAY) / 2] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          ...axis,
          // A tick on periods only (a day, a week's Monday), as many as fit 64 px apart.
          splits: (u) =>
            everyNth(spec.days, Math.ceil(spec.days.length / Math.max(1, u.bbox.width / devicePixelRatio / 64))).map(daySeconds),
          values: (_u, splits) => splits.map(dayTick),
        },
        { ...axis, incrs: WHOLE, size: 40 },
      ],
      series: [
        {},
        ...spec.series.map((s, i) => ({
          label: s.label,
          stroke: seriesColor(i, token),
          width: 2,
          points: { show: spec.days.length <= 31, size: 5, fill: seriesColor(i, token) },
        })),
      ],
    };
  }
  const measure = MEASURES[spec.measure];
  const longest = Math.max(...spec.labels.map((l) => shortLabel(l).length));
  return {
    ...common,
    // The categories run down the left side (x turned vertical), the values along the bottom.
    scales: {
      x: { time: false, ori: 1, dir: -1, range: [-0.5, spec.labels.length - 0.5] },
      y: {
        ori: 0,
        range: (_u, _min, max) => [0, max > 0 ? (spec.measure === "rate" ? Math.min(1, max * 1.1) : max * 1.1) : measure.empty],
      },
    },
    axes: [
      {
        ...axis,
        side: 3,
        grid: { show: false },
        size: Math.min(180, longest * 7 + 14),
        splits: () => spec.labels.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => shortLabel(spec.labels[i] ?? "")),
      },
      { ...axis, side: 2, space: 56, incrs: measure.incrs, values: (_u, splits) => splits.map(measure.tick) },
    ],
    series: [
      {},
      {
        label: "value",
        stroke: token("--color-accent"),
        fill: translucent(token("--color-accent")),
        points: { show: false },
        paths: uPlot.paths.bars!({ size: [0.6, BAR_HEIGHT - 10] }),
      },
    ],
  };
}

/** A chart that follows its container's width. Draw it only with at least one row. */
export function Chart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current!;
    const plot = new uPlot(chartOptions(spec, el.clientWidth), chartData(spec), el);
    const resized = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry!.contentRect.width);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height: plot.height });
    });
    resized.observe(el);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [spec]);
  return <div ref={box} aria-hidden="true" data-chart={spec.kind} className="min-w-0" style={{ minHeight: chartHeight(spec) }} />;
}

/** The series' names and colours, for a chart of several lines (the table's columns have the same names). */
export function ChartKey({ labels }: { labels: string[] }) {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return (
    <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {labels.map((label, i) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full" style={{ background: seriesColor(i, token) }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
