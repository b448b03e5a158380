import { chromeLabels, connectLinks, navGroups } from "../../content/nav.ts";
import { site } from "../../content/site.ts";
import { Logo } from "./Logo.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

export function Footer() {
  const columns = [
    ...navGroups,
    { name: chromeLabels.connectColumn, items: connectLinks },
  ];
  return (
    <footer className="border-t border-border bg-surface/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(5,1fr)]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">{site.tagline}. {chromeLabels.footerText}</p>
          <SocialLinks />
        </div>
        {columns.map((col) => (
          <nav key={col.name} aria-label={col.items === connectLinks ? col.name : chromeLabels.footerNav(col.name)}>
            <h2 className="mb-3 text-sm font-semibold text-fg">{col.name}</h2>
            <ul className="space-y-2">
              {col.items.map((item) => (
                <li key={item.name}>
                  <a href={item.href} className="text-sm text-muted hover:text-fg">
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted sm:px-6">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
