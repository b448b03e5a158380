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
  lead: "What this site collects, why, how long we keep it and how to have it erased. No cookies, no advertising trackers, no third-party scripts.",
  /** The notice's own facts, shown beside the title (first screen). */
  facts: [
    { label: "Cookies for visitors", value: "None" },
    { label: "Third-party trackers", value: "None" },
    { label: "Erasure", value: "By e-mail address, in one step" },
  ],
  contents: {
    label: "On this page",
    items: [
      { id: "forms", label: "What each form collects" },
      { id: "with-every-form", label: "Sent with every form" },
      { id: "who-sees-it", label: "Who sees it" },
      { id: "how-long", label: "How long it is kept" },
      { id: "erasure", label: "Erasure" },
      { id: "page-views", label: "Page views" },
    ],
  },
  forms: {
    id: "forms",
    heading: "What each form collects",
    lead: "Each form stores one record: the fields below, as you typed or ticked them, and where the visit came from (next section). Fields marked * are required.",
    fieldsLabel: "Fields",
    purposeLabel: "Why",
    pageLabel: "Form on",
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
    items: [
      {
        title: "Where the visit came from",
        text: "The host name of the site that sent you here (not the full address), the UTM source, medium, campaign, term and content of the visit's first page, and the path of that first page. Kept in your browser's session storage until you close the tab, and stored with your record when you send a form.",
      },
      {
        title: "Your IP address, for one minute",
        text: "Used to limit how many submissions one client can send per minute, in the server's memory (or its shared cache) for that minute only. It is not stored with your record. A submission caught by our spam trap writes its address to the server log.",
      },
      {
        title: "The time",
        text: "When the record was stored, and each status our team gives it.",
      },
    ],
    wallet: {
      title: "A connected wallet stays in your browser",
      text: "On /access-compute, connecting a wallet keeps its type and address in your browser's local storage (walletType, walletAddress) so the page can reconnect; Disconnect removes them. They are not sent to our server.",
    },
  },
  whoSeesIt: {
    id: "who-sees-it",
    heading: "Who sees it",
    text: "Our team, in a signed-in inbox. When a form is stored, the team is told through the channels the operator has set up (a signed webhook, e-mail, or a team chat), which carry the record or a summary of it. We do not sell or share records with anyone else.",
  },
  howLong: {
    id: "how-long",
    heading: "How long it is kept",
    text: "Until you ask us to erase it, or until our team erases it. The operator can also set a retention period: the server then deletes, every day, the records older than that period, with everything kept about them. There is no other automatic deletion, so we do not promise a fixed period.",
  },
  erasure: {
    id: "erasure",
    heading: "Erasure",
    text: "Write to us from the contact page or to the support address, with the e-mail address you used. One step erases every record of all five forms with that address, with the notifications sent about them, the team's notes and the search index, and removes their bytes from the database files.",
    kept: "What stays: an entry saying that an erasure happened, when and by whom, with a keyed hash of the address instead of the address itself. Backups taken before the erasure keep their copy until they are rotated.",
    contactLabel: "Ask for erasure",
    contactHref: "/contact",
  },
  pageViews: {
    id: "page-views",
    heading: "Page views",
    lead: "We count page views per page and per day, without cookies and without telling one visitor from another.",
    storedLabel: "Stored",
    stored: [
      "The page's path",
      "The referring site's host name",
      "UTM source, medium and campaign",
      "Device class (phone, tablet or desktop), derived from the User-Agent",
    ],
    notStoredLabel: "Not stored",
    notStored: ["IP address", "The full User-Agent", "Cookies", "Any identifier of you or your device"],
    excluded: "Bots, prefetches and HEAD requests are not counted.",
  },
  /** The footer's link. */
  footerLink: "Privacy",
} as const;
