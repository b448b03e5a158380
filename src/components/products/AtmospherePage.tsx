import { Gamepad2 } from "lucide-react";
import { atmosphere, atmosphereDevices } from "../../content/products.ts";
import { Container, SectionHeading, cardClass } from "../ui/Section.tsx";
import { cn } from "../ui/cn.ts";
import { Callout, Features, ProductCta, ProductHero, Steps, UseCases } from "./ProductSections.tsx";

/** The Atmosphere page, rendered at /nirvana-atmosphere and its aliases. */
export function AtmospherePage() {
  return (
    <>
      <ProductHero product={atmosphere} icon={Gamepad2} />
      <Features product={atmosphere} />
      <Callout product={atmosphere} />
      <Devices />
      <UseCases product={atmosphere} />
      <Steps product={atmosphere} />
      <ProductCta product={atmosphere} />
    </>
  );
}

function Devices() {
  return (
    <section aria-labelledby="devices-title" className="pb-16 sm:pb-24">
      <Container className="space-y-8">
        <SectionHeading id="devices-title" eyebrow={atmosphereDevices.eyebrow} title={atmosphereDevices.heading} />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {atmosphereDevices.items.map(({ title, icon: Icon }) => (
            <li key={title} className={cn(cardClass(), "flex flex-col items-center gap-3 px-4 py-8 text-center")}>
              <Icon className="size-9 text-accent" aria-hidden="true" strokeWidth={1.5} />
              <span className="font-display font-semibold text-fg">{title}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
