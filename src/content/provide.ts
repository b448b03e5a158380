/** /provide-compute: the Cloud Host Application page. */
import type { PageMeta } from "./meta.ts";
import { Globe, Server, Wallet } from "lucide-react";
import { site } from "./site.ts";
import { stats } from "./stats.ts";

export const providePage = {
  /** Accessible name of the form's section. */
  applicationLabel: "Application",
  meta: {
    path: "/provide-compute",
    title: "Provide Compute",
    description: `Cloud Host Application: bring your data-center GPUs to the ${site.name} network and earn from AI, gaming and rendering workloads.`,
  } satisfies PageMeta,
  eyebrow: "Provide Compute",
  title: "Cloud Host Application",
  lead: "Own enterprise GPUs? Put them to work on a decentralized cloud that serves AI teams, studios and autonomous agents worldwide.",
  /** The spec's note, word for word in meaning: company e-mail required, personal e-mail rejected. */
  emailNote: {
    title: "A company email is required",
    text: "Gmail and other personal emails will be rejected.",
  },
  formId: "host-application",
  startLabel: "Start your application",
  formHeading: "Tell us about your GPUs",
  benefitsHeading: "Why host with us",
  benefits: [
    { icon: Server, title: "Steady demand", text: "AI training, inference, cloud gaming, virtual desktop and rendering workloads." },
    { icon: Globe, title: "Global reach", text: `Join a network of ${stats.gpus.value} enterprise GPUs in ${stats.countries.value} countries.` },
    { icon: Wallet, title: "Paid on-chain", text: "Earnings settle in PING on the Sui network." },
  ],
  stepsHeading: "What happens next",
  steps: [
    "We review your application and hardware.",
    "We schedule a call or demo if you asked for one.",
    "Your GPUs are onboarded and start serving workloads.",
  ],
} as const;
