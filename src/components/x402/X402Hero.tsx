import { BookOpen } from "lucide-react";
import { x402Page } from "../../content/x402.ts";
import { SplitHero } from "../ui/SplitHero.tsx";
import { SandboxCommand } from "./SandboxCommand.tsx";
import { X402Challenge } from "./X402Challenge.tsx";

/** /x402-integration hero: h1, actions and the page's own visual, the sandbox's real 402 answer opened up (X402Challenge), and the command that gets it. The text
 * column starts at the top beside the tall answer (centred, it left an empty band above it and pushed the actions to the fold). */
export function X402Hero() {
  const { title, actions } = x402Page;
  return (
    <SplitHero
      eyebrow={x402Page.eyebrow}
      title={title}
      lead={x402Page.lead}
      primary={actions.primary}
      secondary={actions.secondary}
      secondaryIcon={<BookOpen className="size-4" aria-hidden="true" />}
      columnsClass="lg:grid-cols-[1.15fr_1fr] lg:items-start"
      glowClass="-top-40 left-1/3 h-[28rem] w-[48rem] bg-accent/10"
    >
      {/* A real terminal (the one kind of content the window frame is kept for): the command at the prompt, then what it prints. */}
      <X402Challenge command={<SandboxCommand />} />
    </SplitHero>
  );
}
