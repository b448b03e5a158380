import { ArrowLeft, BookOpen, LifeBuoy } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "../ui/Container.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { errorHelpLinks } from "../../content/errors.ts";

type Props = {
  /** The big status number shown above the heading. */
  code: string;
  title: string;
  homeLabel: string;
  children?: ReactNode;
};

const helpIcons = [BookOpen, LifeBuoy];
const helpLinks = errorHelpLinks.map((link, i) => ({ ...link, Icon: helpIcons[i]! }));

/** The shared look of the 404 and 500 pages: the page's one h1, a message and a way home. */
export function ErrorScreen({ code, title, homeLabel, children }: Props) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-grid absolute inset-0 -z-10" />
      <div
        aria-hidden="true"
        className="absolute top-10 left-1/2 -z-10 h-80 w-[40rem] -translate-x-1/2 rounded-full bg-accent-2/15 blur-3xl"
      />
      <Container className="flex min-h-[70dvh] flex-col items-center justify-center gap-6 py-20 text-center">
        <p aria-hidden="true" className="text-gradient font-display text-8xl leading-none font-bold tracking-tighter sm:text-9xl">
          {code}
        </p>
        <h1 id="page-title" className="font-display text-3xl font-bold text-fg sm:text-5xl">
          {title}
        </h1>
        {children}
        <ButtonLink href="/" size="lg" className="mt-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {homeLabel}
        </ButtonLink>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 pt-2 text-sm">
          {helpLinks.map(({ label, href, Icon }) => (
            <li key={href}>
              <a href={href} className="inline-flex items-center gap-2 text-muted hover:text-fg">
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
