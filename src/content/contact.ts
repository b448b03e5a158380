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
  /** The direct lines beside the form: write to a team yourself, or find us where the community talks. */
  linesLabel: "Direct lines",
  channels: [
    { id: "sales", title: "Sales inquiries", text: "Compute capacity, pricing and enterprise plans.", email: site.email.sales },
    { id: "support", title: "Support", text: "Help with deployments, wallets and payments.", email: site.email.support },
  ],
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
   * The first screen's drawing: who answers and how fast, from what the site does (the message is
   * stored and the team alerted as it arrives; a person replies by e-mail). No response time is
   * promised: we measure none. The one time the spec gives: a payment pending over 10 minutes goes to support.
   */
  route: {
    caption: "Where a message goes",
    label:
      "Where a message goes: it is stored as you send it, sales and support are alerted at once by e-mail and team chat, and a person from sales or support answers by e-mail.",
    steps: [
      { from: "You", to: "Inbox", when: "at once", live: true, text: "Your message is stored the moment you send it." },
      { from: "Inbox", to: "Team", when: "at once", live: true, text: "Sales and support are alerted by e-mail and team chat." },
      {
        from: "Team",
        to: "You",
        when: "by e-mail",
        live: false,
        text: "A person from sales or support answers, at the address you\u00a0gave.",
      },
    ],
    /** Under the route: the one time the spec gives, and the way to support (a mailto: link to the address the direct lines show). */
    note: { label: "support", text: "payment pending over 10 minutes?", action: "write to support", email: site.email.support },
  },
} as const;
