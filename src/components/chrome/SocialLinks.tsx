import { Send } from "lucide-react";
import { site } from "../../content/site.ts";
import { cn } from "../ui/cn.ts";

/** The X network's mark (a simplified letter X with its thick and thin strokes), drawn inline; also /contact's community links. */
export function XMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M3.5 3.5h5l4.2 5.7 5-5.7h2.3l-6.3 7.2 7.3 9.8h-5l-4.6-6.2-5.5 6.2H3.6l6.9-7.8-7-9.2zm3 1.5 10.6 14h1.9L8.5 5H6.5z" />
    </svg>
  );
}

export function SocialLinks({ className }: { className?: string }) {
  const links = [
    { ...site.social.x, Icon: XMark },
    { ...site.social.telegram, Icon: Send },
  ];
  return (
    <ul className={cn("flex items-center gap-2", className)}>
      {links.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={`${site.name} on ${label} (opens in a new tab)`}
            className="grid size-11 place-items-center rounded-full border border-border text-muted transition-colors hover:border-accent hover:text-fg"
          >
            <Icon className="size-4" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
