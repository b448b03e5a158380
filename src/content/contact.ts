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
  },
  /** What happens to a message: how the inbox works, not a promised response time (we measure none). */
  answer: {
    title: "Who answers",
    text: "A message reaches the team's inbox the moment you send it. A person from sales or support answers, by e-mail.",
  },
} as const;
