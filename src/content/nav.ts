/** Header and footer navigation, word for word from the spec (section 2), from the pages' slots in the route manifest. */
import {
  BookOpen,
  Brain,
  BriefcaseBusiness,
  Clapperboard,
  CodeXml,
  Coins,
  Gamepad2,
  Globe,
  HandCoins,
  Handshake,
  Info,
  LifeBuoy,
  Monitor,
  Newspaper,
  RadioTower,
  ServerCog,
  Users,
  type LucideIcon,
} from "lucide-react";
import { navGroupNames, sitePages, type NavGroupName } from "./routes.ts";

type NavItem = { name: string; href: string };
type NavGroup = { name: string; items: NavItem[] };

/** The links of one group, in their positions. */
function itemsOf(group: NavGroupName): NavItem[] {
  return sitePages
    .flatMap((page) =>
      (page.nav ?? [])
        .filter((slot) => slot.group === group)
        .map((slot) => ({ slot, href: slot.anchor ? `${page.meta.path}#${slot.anchor}` : page.meta.path })),
    )
    .sort((a, b) => a.slot.position - b.slot.position)
    .map(({ slot, href }) => ({ name: slot.name, href }));
}

export const navGroups: NavGroup[] = navGroupNames.filter((name) => name !== "Connect").map((name) => ({ name, items: itemsOf(name) }));

/**
 * Review round 22: the desktop dropdowns' items each open with a small icon (the panels were plain text lists, thinner
 * than the rest of the chrome). Icons only, no descriptions (no words beyond the spec's names). The Solutions and the
 * products keep the icons Home gives them, so one concept has one icon across the site. Keyed by the item's name.
 */
export const navIcons: Record<string, LucideIcon> = {
  "Nirvana Earth": ServerCog,
  "Nirvana Atmosphere": RadioTower,
  Edge: Globe,
  "x402 Integration": Coins,
  "AI Training": Brain,
  "Cloud Gaming": Gamepad2,
  "Virtual Desktop": Monitor,
  Rendering: Clapperboard,
  Partners: Handshake,
  Community: Users,
  "Ecosystem Fund": HandCoins,
  Developers: CodeXml,
  About: Info,
  Blog: Newspaper,
  Careers: BriefcaseBusiness,
  Documentation: BookOpen,
  Support: LifeBuoy,
};

/** Footer "Connect" column. */
export const connectLinks: NavItem[] = itemsOf("Connect");

/** The chrome's accessible names and fixed words (header, drawer, footer, banner). */
export const chromeLabels = {
  banner: "Announcement",
  mainNav: "Main",
  mobileNav: "Mobile",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  /** Completes the logo link's name: "Nirvana home". */
  logoHome: " home",
  connectColumn: "Connect",
  /** Footer navigation names, so they differ from the header's: "Solutions (footer)". */
  footerNav: (group: string) => `${group} (footer)`,
  footerText: "Compute for humans and AI agents, paid with PING on Sui.",
};

export const bannerText = "Powered by x402: AI agents can autonomously pay for GPU compute.";
/** The same announcement in one line of a phone (below 640 px): both of the spec's points, powered by x402 and agents paying on their own. */
export const bannerTextShort = "Powered by x402: AI agents autonomously pay for GPUs.";
