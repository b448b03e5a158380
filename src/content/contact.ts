/** /contact: the contact channels shown beside the contact form. */
import type { PageMeta } from "./meta.ts";
import { site } from "./site.ts";

export const contactPage = {
  meta: {
    path: "/contact",
    title: "Contact",
    description: `Contact ${site.name}: send us a message, or write to our sales and support teams about GPU compute, hosting and partnerships.`,
  } satisfies PageMeta,
  eyebrow: "Contact and Support",
  title: "Get in Touch",
  lead: "Questions about GPU compute, hosting your GPUs, or partnering with us? Send a message and our team will get back to you.",
  formId: "contact-form",
  formHeading: "Send us a message",
  /**
   * Who answers (review round 15: the page read as a template, steps beside a form and a band of links under
   * it): the two teams a message can reach, each with what it answers and its address (the spec's sales
   * inquiries and support addresses, shown as text), then the community. Beside the form from lg, right
   * under the heading on a phone, so the first screen says who reads what you send.
   */
  answers: {
    caption: "Who answers",
    teams: [
      { id: "sales", title: "Sales inquiries", text: "Compute capacity, pricing and enterprise plans.", email: site.email.sales },
      {
        id: "support",
        title: "Support",
        text: "Help with deployments, wallets and payments.",
        email: site.email.support,
        /** The one time the spec gives: a payment pending over 10 minutes goes to support. */
        note: { question: "Payment pending over 10\u00a0minutes?", action: "Write to support." },
      },
    ],
  },
  community: {
    title: "Community",
    text: "Announcements, and other builders to talk to.",
    /** The links' own words here, longer than the footer's icons: "X" alone is one letter to read and to tap. */
    links: [
      { label: "X (Twitter)", href: site.social.x.href },
      { label: site.social.telegram.label, href: site.social.telegram.href },
    ],
  },
  /**
   * How fast: where a message goes and who answers, from what the site does (the message is stored and the team alerted
   * as it arrives; a person replies by e-mail). Told once (review round 18): one titled panel, "After you send", its
   * drawing (ContactPicture: the names of what it draws, `picture`; review round 22: no markers) and the steps as its legend
   * (`Steps`, a column), each step's timing its "when" line. No response time is promised: we measure none.
   */
  picture: {
    you: "you",
    stored: "stored",
    /** Review round 26: the wide drawing (from xl) ends at the reply's arrival, the address you gave. */
    inbox: "your inbox",
  },
  route: {
    /**
     * Review round 23: lower-case and led by the page's name, as every art panel's caption ("team / hours across time
     * zones", "payouts / a GPU-hour to a Sui transaction"); it was the one in sentence case. Not a spec text.
     */
    caption: "contact / after you send",
    steps: [
      { title: "Your message arrives", when: "at once", text: "It is stored the moment you send it." },
      { title: "Sales and support are alerted", when: "at once", text: "By e-mail and team chat, as it arrives." },
      { title: "A person answers", when: "by e-mail", text: "Someone from sales or support replies, at the address you\u00a0gave." },
    ],
  },
} as const;
