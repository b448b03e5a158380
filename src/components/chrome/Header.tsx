import { ChevronDown, Menu, X } from "lucide-react";
import { navGroups, navIcons, chromeLabels } from "../../content/nav.ts";
import { siteAction } from "../../content/site-action.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { cn } from "../ui/cn.ts";
import { Logo } from "./Logo.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

export const DRAWER_ID = "nav-drawer";

/**
 * Header with no JavaScript of its own: desktop groups open on hover and on keyboard
 * focus (CSS :hover / :focus-within); the mobile drawer is a native popover and its
 * groups are an exclusive <details name> accordion (one open at a time).
 */
/**
 * The header's standing action. In the bar it is the secondary look (bordered, 44 px high), never the solid white
 * primary: every page's first screen has its own primary (the hero's call), and two solid white buttons in one view
 * read as two main actions (review round 15). In the drawer, where it is the one action, it stays the primary.
 * On its own page it is the current page, not a call: `aria-current="page"` and a quiet outlined look (no fill),
 * so a visitor already on /access-compute is not asked to go where they are.
 */
function SiteAction({ currentPath, className, drawer }: { currentPath?: string; className?: string; drawer?: boolean }) {
  const here = currentPath === siteAction.href;
  const extra = drawer ? { "data-drawer-link": "" } : {};
  if (here)
    return (
      <a
        href={siteAction.href}
        aria-current="page"
        className={cn(
          "items-center justify-center rounded-full border border-border font-medium whitespace-nowrap text-muted",
          "h-11 px-6 text-sm",
          drawer && "inline-flex",
          className,
        )}
        data-site-action-current=""
        {...extra}
      >
        {siteAction.label}
      </a>
    );
  return (
    <ButtonLink
      href={siteAction.href}
      variant={drawer ? "primary" : "secondary"}
      className={className}
      data-site-action={drawer ? "drawer" : "header"}
      {...extra}
    >
      {siteAction.label}
    </ButtonLink>
  );
}

export function Header({ currentPath }: { currentPath?: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-bg/95 backdrop-blur-md">
      <Container className="flex h-(--header-height) items-center justify-between gap-4">
        <Logo />
        <nav aria-label={chromeLabels.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navGroups.map((group) => (
              <li key={group.name} className="group relative" data-nav-group={group.name}>
                <button
                  type="button"
                  aria-haspopup="true"
                  className="flex items-center gap-1 rounded-full px-3 py-2 text-sm text-muted transition-colors group-focus-within:text-fg group-hover:text-fg"
                >
                  {group.name}
                  <ChevronDown
                    className="size-4 transition-transform group-focus-within:rotate-180 group-hover:rotate-180"
                    aria-hidden="true"
                  />
                </button>
                <div className="invisible absolute top-full left-0 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  {/* Review round 22: each item opens with its icon in a small tile (the panels were plain text lists,
                      thinner than the rest of the chrome); icons only, the names stay the spec's. Markup, no JS. */}
                  <ul className="min-w-60 rounded-xl border border-border bg-surface p-2 shadow-2xl shadow-black/50" data-nav-menu="">
                    {group.items.map((item) => {
                      const Icon = navIcons[item.name];
                      return (
                        <li key={item.name}>
                          <a
                            href={item.href}
                            className="group/item flex items-center gap-3 rounded-lg px-2 py-2 text-sm text-muted hover:bg-surface-2 hover:text-fg focus-visible:bg-surface-2 focus-visible:text-fg"
                          >
                            {Icon && (
                              <span
                                className="grid size-8 shrink-0 place-items-center rounded-lg border border-border bg-surface-2 text-fg/80 group-hover/item:text-fg"
                                data-nav-icon=""
                              >
                                <Icon className="size-4" aria-hidden="true" />
                              </span>
                            )}
                            {item.name}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SocialLinks className="hidden sm:flex" />
          <SiteAction currentPath={currentPath} className="hidden sm:inline-flex" />
          <button
            type="button"
            popoverTarget={DRAWER_ID}
            aria-label={chromeLabels.openMenu}
            className="grid size-11 place-items-center rounded-full border border-border text-fg lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
        </div>
      </Container>
      <MobileDrawer currentPath={currentPath} />
    </header>
  );
}

function MobileDrawer({ currentPath }: { currentPath?: string }) {
  return (
    <div
      id={DRAWER_ID}
      popover="auto"
      aria-label={chromeLabels.menu}
      role="dialog"
      className="nav-drawer m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] overflow-y-auto border-l border-border bg-surface p-0 text-fg"
    >
      <div className="flex h-16 items-center justify-between border-b border-border px-4">
        <span className="font-display font-semibold">{chromeLabels.menu}</span>
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={chromeLabels.closeMenu}
          className="grid size-11 place-items-center rounded-full border border-border"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {/* Review round 21: one inset, the bar's 16 px: the groups' rules start where their labels (and "Menu") start
          (the rules ran from 8 px, the labels from 20), and the links, the action and the social row keep to it. */}
      <nav aria-label={chromeLabels.mobileNav} className="px-4 py-2" data-drawer-nav="">
        {navGroups.map((group) => (
          <details key={group.name} name="nav-accordion" className="group border-b border-border/60">
            <summary className="flex cursor-pointer list-none items-center justify-between py-4 font-medium [&::-webkit-details-marker]:hidden">
              {group.name}
              <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <ul className="pb-3">
              {group.items.map((item) => (
                <li key={item.name}>
                  <a href={item.href} data-drawer-link className="block rounded-lg px-3 py-3 text-muted hover:bg-surface-2 hover:text-fg">
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <div className="flex flex-col gap-4 py-3 pt-6">
          <SiteAction currentPath={currentPath} drawer />
          <SocialLinks />
        </div>
      </nav>
    </div>
  );
}
