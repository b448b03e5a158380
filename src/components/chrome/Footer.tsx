import { chromeLabels, connectLinks, navGroups } from "../../content/nav.ts";
import { privacyPage } from "../../content/privacy.ts";
import { site } from "../../content/site.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { Logo } from "./Logo.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

/** A footer link: a 44 px row on a phone (a thumb's target), the text's own height from `sm`, where a pointer aims. */
const FOOTER_LINK = "flex min-h-11 items-center text-sm text-muted hover:text-fg sm:inline-block sm:min-h-0 sm:py-0.5";

/**
 * Each destination once: the header's groups repeat a page under several names (/ecosystem as Partners and
 * Community, /documentation as Developers and Documentation, /contact as Support). The spec's Connect column
 * keeps its two links; the other columns drop a link whose page the Connect column or an earlier column has.
 */
function footerColumns() {
  const seen = new Set(connectLinks.map((l) => l.href));
  const groups = navGroups.map((g) => ({
    ...g,
    items: g.items.filter((i) => {
      if (seen.has(i.href)) return false;
      seen.add(i.href);
      return true;
    }),
  }));
  return [...groups, { name: chromeLabels.connectColumn, items: connectLinks }];
}

/**
 * The site's footer: the brand, the header's groups and the spec's Connect column. Two columns
 * on a phone (the brand spans both), so the footer stays short; six from `lg`.
 */
export function Footer() {
  const columns = footerColumns();
  return (
    <footer className="border-t border-border bg-surface/40">
      <Container
        className="grid grid-cols-2 items-start gap-x-6 gap-y-7 py-8 sm:gap-10 sm:py-14 md:grid-cols-3 lg:grid-cols-[1.4fr_repeat(5,1fr)]"
        data-footer-grid
      >
        {/* Review round 22: below md the brand's block dissolves into the grid (`contents`): the logo with the social links
            under it takes the first row's left cell, Connect beside it, the tagline the next row (both columns). */}
        <div className="max-md:contents md:col-span-3 md:space-y-4 lg:col-span-1">
          <div
            className="flex items-center justify-between gap-4 max-md:col-start-1 max-md:row-start-1 max-md:flex-col max-md:items-start max-md:justify-start lg:block lg:space-y-4"
            data-footer-brand=""
          >
            <Logo />
            <SocialLinks />
          </div>
          <p className="max-w-xs text-sm text-muted max-md:col-span-2 max-md:row-start-2">
            {site.tagline}. {chromeLabels.footerText}
          </p>
        </div>
        {/* On a phone the groups stand in rows of two, each row's headings on one line (Web3 Services and Solutions,
            four links each; Ecosystem and Company; then Connect): no group spans two rows, so no heading starts beside
            another group's links. */}
        {/* Connect, the fifth group, would stand alone in a third row's left half below md (review round 18): it spanned
            the row there. Review round 20: its two links side by side put Community in the right-hand column, under
            Company's links and with no heading over it, so it read as Company's: the links stand in one column under
            their own heading at every width, as in every other group. Review round 22: spanning the row, it still stood
            alone with the right half empty: below md it stands beside the logo and social links, in the first row. */}
        {columns.map((col) => (
          <nav
            key={col.name}
            aria-label={col.items === connectLinks ? col.name : chromeLabels.footerNav(col.name)}
            className={cn(col.items === connectLinks && "max-md:col-start-2 max-md:row-start-1")}
          >
            <h2 className="mb-1 text-sm font-semibold text-fg sm:mb-3">{col.name}</h2>
            <ul className="sm:space-y-2">
              {col.items.map((item) => (
                <li key={item.name}>
                  <a href={item.href} className={FOOTER_LINK}>
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-border">
        <Container>
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-5 text-sm text-muted sm:py-6">
            <p>
              © {site.copyrightYear} {site.name}. All rights reserved.
            </p>
            <a href={privacyPage.meta.path} className={FOOTER_LINK} data-footer-privacy="">
              {privacyPage.footerLink}
            </a>
          </div>
        </Container>
      </div>
    </footer>
  );
}
