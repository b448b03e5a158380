/**
 * /privacy: the privacy notice. It says what the server really does (docs/operators.md: erasure,
 * retention; src/server/leads: what is stored with a lead); the fields each form collects are
 * rendered from the form definitions themselves (src/forms), so the list cannot drift from them.
 * Keep it true: change it in the same commit as the behaviour it describes.
 */
import type { PageMeta } from "./meta.ts";
import { site } from "./site.ts";

export type PrivacyFormSlug = "ecosystem-fund" | "contact" | "access-compute" | "provide-compute" | "careers";

export const privacyPage = {
  meta: {
    path: "/privacy",
    title: "Privacy notice",
    description: `What ${site.name}'s forms collect, why, how long it is kept and how to have it erased; how page views are counted without cookies.`,
  } satisfies PageMeta,
  eyebrow: "Privacy",
  title: "Privacy notice",
  /** Review round 20: the lead ends here; "no cookies, no trackers" is the facts card's to say, beside it (it said both). */
  lead: "What we collect when you use this site, why, how long we keep it and how to have it deleted.",
  /** When the notice last changed (ISO date; shown in the facts as the notice's version date). Change it with the text. */
  updated: { label: "Notice last updated", date: "2026-11-26" },
  /** The notice's own facts, shown beside the title (first screen). */
  facts: [
    { label: "Responsible for your data", value: site.name },
    { label: "Cookies for visitors", value: "None" },
    { label: "Third-party trackers", value: "None" },
    { label: "Deletion", value: "Ask once, by e-mail address" },
  ],
  /**
   * Review round 23: each prose section's gist, in the article's right-hand column from xl (beside the text it sums up,
   * hidden below xl where the text itself is the column). Each says only what its section's text says.
   */
  inShortLabel: "In short",
  /** Who answers for the data: the site's operator, by the name the site goes by, and the address /contact shows. */
  responsible: {
    id: "responsible",
    heading: "Who is responsible",
    short: `${site.name} runs this site and answers for what you send through it.`,
    text: `${site.name}, which runs this site, is responsible for what you send through its forms and decides what is done with it, as this notice describes. For any question about your data, or to use your rights over it, write to`,
    email: site.email.support,
  },
  contents: {
    label: "On this page",
    items: [
      { id: "responsible", label: "Who is responsible" },
      { id: "forms", label: "What each form collects" },
      { id: "with-every-form", label: "Sent with every form" },
      { id: "in-your-browser", label: "Kept in your browser" },
      { id: "who-sees-it", label: "Who sees it" },
      { id: "how-long", label: "How long it is kept" },
      { id: "erasure", label: "Deleting your data" },
      { id: "page-views", label: "Page views" },
    ],
  },
  forms: {
    id: "forms",
    heading: "What each form collects",
    lead: "When you send a form, we save what you typed or ticked in it, plus a few details about your visit (next section).",
    /** Review round 26: the one section of prose with a lead and no "In short" beside it; it restates the lead. */
    short: "What you fill in on a form is saved, with a few details about your visit.",
    fieldsLabel: "Fields",
    /** The heads of each form's two field columns. */
    requiredLabel: "Required",
    optionalLabel: "Optional",
    noneLabel: "None",
    purposeLabel: "Why",
    /** The row naming the page each form is on: the same place and style in every form's card. */
    pageLabel: "Page",
    purposes: {
      "ecosystem-fund": "To review your project for a grant from the Ecosystem Fund and to answer you.",
      contact: "To answer your message.",
      "access-compute":
        "To set you up with GPU compute and to answer your request. The consent box only says whether we may also send you other communications.",
      "provide-compute":
        "To assess your GPUs for the network and to contact you about hosting. The consent box records that you agree to receive e-mails about it; the other boxes say how you would like to hear from us.",
      careers: "To consider you for the position you chose (or any, for an open application) and to contact you about it.",
    } satisfies Record<PrivacyFormSlug, string>,
  },
  withEveryForm: {
    id: "with-every-form",
    heading: "Sent with every form",
    short: "Where you came from and when you sent it are saved with your form; your IP address is used for one minute, not saved with it.",
    items: [
      {
        title: "How you found us",
        text: "The name of the website that sent you here (not the full link), the campaign tags in the link you arrived by (such as utm_source or utm_campaign), and the first page you opened. Your browser keeps this only until you close the tab; if you send a form, it is saved with it.",
      },
      {
        title: "Your IP address, for one minute",
        text: "We use it for one minute to stop any one computer from sending too many forms, and we do not save it with what you send. If our spam filter catches a form, its IP address is written to our server's log.",
      },
      {
        title: "The time",
        text: "When you sent the form, and each step of our follow-up on it.",
      },
    ],
  },
  /** What the site keeps in your browser and never sends: not part of a form, so not under "Sent with every form". */
  inYourBrowser: {
    id: "in-your-browser",
    heading: "Kept in your browser",
    short: "The wallet you connect and its address stay in your browser; they are never sent to us.",
    text: "When you connect a wallet on Access Compute, your browser remembers which wallet it was and its address, so the page can reconnect next time. Disconnect makes it forget them. They are never sent to us.",
  },
  whoSeesIt: {
    id: "who-sees-it",
    heading: "Who sees it",
    short: "Only our signed-in team. Never sold or shared.",
    text: "Only our team, who must sign in to read what you send. When a form arrives, the team is alerted by e-mail, team chat or an automated message, which may include what you wrote or a summary of it. We do not sell your information or share it with anyone else.",
  },
  howLong: {
    id: "how-long",
    heading: "How long it is kept",
    short: "Until you or our team delete it; we do not promise a fixed period.",
    text: "Until you ask us to delete it, or until our team deletes it. We can also switch on an automatic limit: once a day, everything older than that limit is then deleted. Because this limit is optional, we do not promise a fixed period.",
  },
  erasure: {
    id: "erasure",
    heading: "Deleting your data",
    short: "One request, with the e-mail address you used, deletes what you sent through all five forms.",
    text: "Write to us from the contact page, or to our support address, and tell us the e-mail address you used. In one step we delete everything you sent from that address through any of our five forms, together with the alerts about it and our team's notes, and the deleted data is overwritten so it cannot be recovered from our database.",
    kept: "What we keep: a note that a deletion happened, when and who carried it out, with a scrambled code in place of your e-mail address. Backups made before the deletion keep their copy until they are replaced.",
    contactLabel: "Ask us to delete your data",
    contactHref: "/contact",
  },
  pageViews: {
    id: "page-views",
    heading: "Page views",
    lead: "We count how often each page is viewed each day, without cookies and without being able to tell one visitor from another.",
    storedLabel: "Stored",
    stored: [
      "Which page was viewed",
      "The name of the website that sent you, if any",
      "The campaign tags of the link (source, medium and campaign)",
      "Whether it was a phone, a tablet or a computer",
    ],
    notStoredLabel: "Not stored",
    notStored: ["Your IP address", "Your browser's full description of itself", "Cookies", "Anything that identifies you or your device"],
    excluded: "Visits by automated programs, and pages the browser loads in advance without showing them, are not counted.",
  },
  /** The footer's link. */
  footerLink: "Privacy",
} as const;
