import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { atmosphere } from "../../content/products.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { Steps } from "../ui/Steps.tsx";

/**
 * Atmosphere's three steps under the path a session takes, drawn: a strip of three small line-art
 * scenes (a screen with play, the nearest of three edge GPUs chosen, the stream both ways) joined by
 * arrows, each over its step of the shared timeline; Earth's steps have the timeline alone. Drawn at
 * build time in the site's line art (docs/design.md): border-coloured structure, the accent for what
 * is live (the chosen GPU, the stream). Decorative: each step says the same thing in words.
 */
export function SessionPath() {
  const { heading, items } = atmosphere.steps;
  const scenes = [<PlayScene key="play" />, <NearestScene key="nearest" />, <StreamScene key="stream" />];
  return (
    <section aria-labelledby="steps-title" className="py-16 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="steps-title" eyebrow={atmosphere.sectionEyebrows.steps} title={heading} />
        <div aria-hidden="true" data-session-path="" className="grid grid-cols-3 gap-4 md:gap-8">
          {scenes.map((scene, i) => (
            <div key={scene.key} className="relative">
              <Scene>{scene}</Scene>
              {i < scenes.length - 1 && (
                <ChevronRight className="absolute top-1/2 -right-4 size-4 -translate-y-1/2 text-muted md:-right-6" />
              )}
            </div>
          ))}
        </div>
        <Steps items={items} />
      </Container>
    </section>
  );
}

function Scene({ children }: { children: ReactNode }) {
  return (
    <div className="grid aspect-[2/1] place-items-center rounded-card border border-border bg-surface p-1 sm:aspect-[5/2] sm:p-4">
      <svg
        aria-hidden="true"
        viewBox="0 0 200 80"
        width="200"
        height="80"
        className="h-auto max-h-24 w-full"
        fill="none"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </div>
  );
}

/** A screen with the play mark: the player presses play. */
function PlayScene() {
  return (
    <>
      <rect x="62" y="10" width="76" height="48" rx="4" className="stroke-border" />
      <path d="M 92 64 H 108 M 100 58 V 64" className="stroke-border" />
      <path d="M 94 24 L 110 34 L 94 44 Z" className="fill-fg/80 stroke-fg/80" />
    </>
  );
}

/** The player (a dot) and three edge GPUs at different distances; the nearest is chosen. */
function NearestScene() {
  return (
    <>
      <circle cx="40" cy="40" r="4" className="fill-fg/80" />
      <path d="M 46 40 H 84" className="stroke-accent" strokeDasharray="3 3" />
      <path d="M 46 36 L 128 14 M 46 44 L 150 64" className="stroke-border" strokeDasharray="3 3" />
      <rect x="86" y="30" width="20" height="20" rx="3" className="stroke-accent" />
      <rect x="130" y="6" width="16" height="16" rx="3" className="stroke-border" />
      <rect x="152" y="56" width="16" height="16" rx="3" className="stroke-border" />
    </>
  );
}

/** The edge GPU and the screen, video down to the player and input back up. */
function StreamScene() {
  return (
    <>
      <rect x="30" y="28" width="24" height="24" rx="3" className="stroke-accent" />
      <rect x="132" y="18" width="44" height="30" rx="3" className="stroke-border" />
      <path d="M 146 54 H 162" className="stroke-border" />
      <path d="M 60 34 H 124 M 118 30 L 124 34 L 118 38" className="stroke-accent" />
      <path d="M 124 46 H 60 M 66 42 L 60 46 L 66 50" className="stroke-muted" />
    </>
  );
}
