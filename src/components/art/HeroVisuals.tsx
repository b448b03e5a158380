/**
 * The first-screen visual of each inner page, in the illustration language of Art.tsx: what the
 * page is for, drawn from our own data (src/content/hero-visuals.ts). Static HTML and SVG, no script.
 */
import { ArrowRight } from "lucide-react";
import { blogPosts } from "../../content/blog.ts";
import {
  aboutNetwork,
  blogFeatured,
  careersWhere,
  contactPath,
  docsSample,
  ecosystemOrbit,
  fundOrbit,
  provideEarnings,
} from "../../content/hero-visuals.ts";
import { ArtPanel, CoverArt, GpuBoard, PingOrbit, RackRow } from "./Art.tsx";

export function ProvideEarningsVisual() {
  const t = provideEarnings;
  return (
    <ArtPanel caption={t.caption}>
      <div className="space-y-4 p-5 sm:p-6">
        <svg viewBox="0 0 340 68" width="340" height="68" aria-hidden="true" className="h-auto w-full max-w-sm">
          <GpuBoard x={0} y={2} live />
          <GpuBoard x={180} y={2} />
        </svg>
        <table className="w-full text-left text-sm" data-provide-earnings="">
          <caption className="pb-3 text-left font-display text-base font-semibold text-fg">{t.heading}</caption>
          <thead className="font-mono text-xs text-muted">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 font-medium">
                {t.columns.gpu}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t.columns.hour}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t.columns.month}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border/70 font-mono">
            {t.rows.map((r) => (
              <tr key={r.gpu}>
                <th scope="row" className="py-2 font-semibold text-fg">
                  {r.gpu}
                </th>
                <td className="py-2 text-right text-muted">{r.hour}</td>
                <td className="py-2 text-right text-fg">{r.month}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs leading-relaxed text-muted">{t.note}</p>
      </div>
    </ArtPanel>
  );
}

export function AboutNetworkVisual() {
  return (
    <ArtPanel caption={aboutNetwork.caption}>
      <div className="p-5 sm:p-6">
        <RackRow racks={aboutNetwork.racks} label={aboutNetwork.label} />
      </div>
    </ArtPanel>
  );
}

export function DocsSampleVisual() {
  const t = docsSample;
  return (
    <ArtPanel caption={t.caption}>
      <div className="space-y-3 p-5 font-mono text-[13px] leading-relaxed sm:p-6">
        <p className="text-fg [overflow-wrap:anywhere]">
          <span aria-hidden="true" className="text-accent">
            ${" "}
          </span>
          {t.command}
        </p>
        <p className="text-xs text-muted"># {t.commandNote}</p>
        <div className="space-y-1 rounded-lg border border-border bg-bg p-3">
          {t.answer.map((line, i) => (
            <p key={line} className={i === 0 ? "text-accent-2" : "text-muted [overflow-wrap:anywhere]"}>
              {line}
            </p>
          ))}
        </div>
        <a href={t.link.href} className="inline-flex items-center gap-2 font-sans text-sm font-medium text-accent hover:underline">
          {t.link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </ArtPanel>
  );
}

/** 24 hour marks, all lit: a remote team covers the day. */
export function CareersWhereVisual() {
  const t = careersWhere;
  return (
    <ArtPanel caption={t.caption}>
      <div className="space-y-5 p-5 sm:p-6">
        <svg viewBox="0 0 480 64" width="480" height="64" aria-hidden="true" className="h-auto w-full">
          <line x1="8" y1="32" x2="472" y2="32" stroke="var(--color-border)" strokeWidth="1.5" />
          {Array.from({ length: 24 }, (_, h) => {
            const x = 8 + (h * 464) / 23;
            const tall = h % 6 === 0;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing: the position is the hour
              <g key={h}>
                <line
                  x1={x}
                  y1={tall ? 16 : 24}
                  x2={x}
                  y2={tall ? 48 : 40}
                  stroke="var(--color-muted)"
                  strokeOpacity=".5"
                  strokeWidth="1.5"
                />
                <circle
                  cx={x}
                  cy="32"
                  r="3"
                  fill="var(--color-accent)"
                  fillOpacity={0.35 + 0.65 * Math.abs(Math.sin((h / 23) * Math.PI))}
                />
              </g>
            );
          })}
        </svg>
        <div className="flex justify-between font-mono text-xs text-muted" aria-hidden="true">
          {t.scale.map((s) => (
            <span key={s}>{s}</span>
          ))}
        </div>
        <div className="space-y-1.5">
          <p className="font-display text-xl font-semibold text-fg">{t.heading}</p>
          <p className="text-sm leading-relaxed text-muted">{t.text}</p>
        </div>
      </div>
    </ArtPanel>
  );
}

/** The first post, featured: its cover (drawn from its title), title and excerpt; the link goes to the article below. */
export function BlogFeaturedVisual() {
  const post = blogPosts[0]!;
  return (
    <a
      href={post.link}
      className="group block overflow-hidden rounded-card border border-border bg-surface transition-colors hover:border-accent/60"
      data-blog-featured=""
    >
      <CoverArt seed={post.title} className="border-b border-border bg-bg" />
      <div className="space-y-2 p-5 sm:p-6">
        <p className="font-mono text-xs text-muted">
          <span className="text-accent">{blogFeatured.label}</span> · {post.tag} · <time dateTime={post.date}>{post.date}</time>
        </p>
        <p className="font-display text-xl font-semibold text-fg">{post.title}</p>
        <p className="text-sm leading-relaxed text-muted">{post.excerpt}</p>
        <span className="inline-flex items-center gap-2 pt-1 text-sm font-medium text-fg group-hover:text-accent">
          {blogFeatured.read}
          <ArrowRight className="size-4" aria-hidden="true" />
        </span>
      </div>
    </a>
  );
}

export function EcosystemVisual() {
  return (
    <ArtPanel caption={ecosystemOrbit.caption}>
      <div className="p-6 sm:p-8">
        <PingOrbit nodes={ecosystemOrbit.nodes} label={ecosystemOrbit.label} />
      </div>
    </ArtPanel>
  );
}

export function FundVisual() {
  return (
    <ArtPanel caption={fundOrbit.caption}>
      <div className="p-6 sm:p-8">
        <PingOrbit nodes={fundOrbit.nodes} label={fundOrbit.label} />
      </div>
    </ArtPanel>
  );
}

export function ContactPathVisual() {
  return (
    <ArtPanel caption={contactPath.caption}>
      <ol className="space-y-5 p-5 sm:p-6">
        {contactPath.steps.map((s, i) => (
          <li key={s.title} className="grid grid-cols-[2rem_1fr] gap-3">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-full border border-border font-mono text-xs text-accent"
            >
              {String(i + 1).padStart(2, "0")}
            </span>
            <div className="space-y-0.5">
              <p className="font-medium text-fg">{s.title}</p>
              <p className="text-sm leading-relaxed text-muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </ArtPanel>
  );
}
