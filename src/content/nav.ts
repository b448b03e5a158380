/** Header and footer navigation, word for word from the spec (section 2). */
type NavItem = { name: string; href: string };
type NavGroup = { name: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    name: "Web3 Services",
    items: [
      { name: "Nirvana Earth", href: "/nirvana-earth" },
      { name: "Nirvana Atmosphere", href: "/nirvana-atmosphere" },
      { name: "Edge", href: "/#edge" },
      { name: "x402 Integration", href: "/x402-integration" },
    ],
  },
  {
    name: "Solutions",
    items: [
      { name: "AI Training", href: "/#ai-training" },
      { name: "Cloud Gaming", href: "/#cloud-gaming" },
      { name: "Virtual Desktop", href: "/#virtual-desktop" },
      { name: "Rendering", href: "/#rendering" },
    ],
  },
  {
    name: "Ecosystem",
    items: [
      { name: "Partners", href: "/ecosystem" },
      { name: "Community", href: "/ecosystem" },
      { name: "Ecosystem Fund", href: "/ecosystem-fund" },
      { name: "Developers", href: "/documentation" },
    ],
  },
  {
    name: "Company",
    items: [
      { name: "About", href: "/about" },
      { name: "Blog", href: "/blog" },
      { name: "Careers", href: "/careers" },
      { name: "Documentation", href: "/documentation" },
      { name: "Support", href: "/contact" },
    ],
  },
];

/** Footer "Connect" column. */
export const connectLinks: NavItem[] = [
  { name: "Contact and Support", href: "/contact" },
  { name: "Community", href: "/ecosystem" },
];

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

export const bannerText =
  "Powered by x402: AI agents can autonomously pay for GPU compute.";
