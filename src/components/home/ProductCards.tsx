import { ArrowRight, Check } from "lucide-react";
import { products } from "../../content/home.ts";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { linkClass } from "../ui/link.ts";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { cardClass } from "../ui/card.ts";
import { iconTileClass } from "../ui/IconTile.tsx";

/** Section 5: the Earth and Atmosphere product cards. */
export function ProductCards() {
  return (
    <section aria-labelledby="products-title" data-home-section="products" className="py-12 sm:py-24">
      <Container className="space-y-10">
        <SectionHeading id="products-title" eyebrow={products.eyebrow} title={products.heading} />
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {products.items.map(({ name, tagline, text, bullets, href, icon: Icon }) => (
            <li key={name}>
              <a
                href={href}
                className={cn(cardClass(true), "relative flex h-full flex-col gap-6 overflow-hidden p-6 sm:p-8 md:max-lg:p-6")}
              >
                <div className="relative flex items-center gap-4">
                  <span className={iconTileClass("lg")}>
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  {/* Review round 19: a product's name on one line (at 768 "Nirvana Atmosphere" wrapped in its half-width
                      card): never broken, and from md to lg the card's padding and the name a step smaller so it fits. */}
                  <div className="min-w-0">
                    <h3
                      className="font-display text-2xl font-semibold whitespace-nowrap text-fg md:max-lg:text-[1.375rem]"
                      data-product-name
                    >
                      {name}
                    </h3>
                    <p className="text-sm text-muted">{tagline}</p>
                  </div>
                </div>
                <p className="relative text-muted">{text}</p>
                <ul className="relative space-y-2 max-sm:hidden">
                  {bullets.map((b) => (
                    <li key={b} className="flex gap-2 text-sm text-fg">
                      <Check className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
                      {b}
                    </li>
                  ))}
                </ul>
                <span className={cn("relative mt-auto inline-flex w-fit items-center gap-2 text-sm", linkClass("row"))} data-text-link="">
                  {products.cardCta(name)}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
