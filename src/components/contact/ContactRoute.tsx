import { contactPage } from "../../content/contact.ts";
import { ArtPanel } from "../art/Art.tsx";
import { Steps } from "../ui/Steps.tsx";
import { ContactPicture } from "./ContactPicture.tsx";

/**
 * /contact, how fast: what happens after you send and when, told once (review round 18: a picture and three steps
 * beside it told the same story in the same words). One titled window panel, the site's frame for its drawings
 * (`ArtPanel`, as the Home, /about and /careers heroes use), its caption the section's title: the drawing
 * (ContactPicture; review round 22: no markers 01-03 in it, the steps number themselves once), and the steps as its legend (`Steps`, a column: round 18,
 * in a row of three ~190 px columns every title wrapped), each step's timing its "when" line. On a phone the legend
 * is under the drawing; from lg beside it, on the page's two columns (the panel's body has the page grid's columns and
 * gap, so the drawing sits under who answers and the legend under the form, its text on the form's fields' line). No response
 * time is promised: we measure none. From `contactPage.route`.
 */
export function ContactRoute({ className }: { className?: string }) {
  const { route } = contactPage;
  const steps = route.steps.map((s) => ({ ...s, text: keepWords(s.text) }));
  return (
    <section aria-labelledby="contact-route-title" className={className} data-contact-route-block="">
      <ArtPanel caption={route.caption} captionId="contact-route-title" className="shadow-none">
        {/* Review round 26: from xl the drawing spans the panel, the steps a row of three under it, each under the part
            it tells (the 480 px drawing filled the panel's left half beside the steps: left-heavy at 1440). At lg the
            drawing beside its steps, on the page's two columns, as before; on a phone over them. */}
        <div className="grid grid-cols-1 gap-8 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center lg:gap-x-16 lg:px-0 lg:py-8 xl:grid-cols-1 xl:gap-y-10 xl:px-8 xl:pt-10">
          <div className="flex justify-center lg:px-8 xl:block xl:px-0" data-contact-drawing="">
            <ContactPicture size="narrow" className="block xl:hidden" />
            <ContactPicture size="wide" className="hidden xl:block" />
          </div>
          <div className="lg:px-8 xl:px-0" data-contact-route="">
            <Steps layout="row" rowFrom="xl" type="column" items={steps} />
          </div>
        </div>
      </ArtPanel>
    </section>
  );
}

/** "e-mail" never breaks at its hyphen: set as one unbreakable word. */
function keepWords(text: string) {
  return text.split(/(e-mail)/).map((part, i) =>
    part === "e-mail" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
