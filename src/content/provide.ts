/** /provide-compute: the Cloud Host Application page. */
import type { PageMeta } from "./meta.ts";
import { CalendarClock, Coins, Globe, Server, Timer } from "lucide-react";
import { gpuPricing } from "./gpu-pricing.ts";
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
    {
      icon: Globe,
      title: "Global reach",
      text: `Join a network of ${stats.gpus.value} enterprise GPUs in ${stats.countries.value} countries.`,
    },
  ],
  /** What a GPU owner wants to know before applying: the hardware, the pay, the steps. */
  hardware: {
    heading: "Hardware that qualifies",
    text: "Data-center GPUs in a professional facility. Every machine passes a benchmark before it serves a job.",
    gpusLabel: "GPUs we onboard",
    gpus: [...Object.values(gpuPricing).map((g) => g.short), "RTX 6000 Ada", "RTX 4090 (gaming edge)"],
    requirements: [
      { label: "Per site", value: "8 GPUs or more" },
      { label: "Network", value: "1 Gbps+ uplink, static IP" },
      { label: "Facility", value: "Tier III power and cooling, or equal" },
      { label: "Software", value: "Ubuntu 22.04+, current NVIDIA driver" },
    ],
  },
  earnings: {
    heading: "How earnings are paid",
    items: [
      {
        icon: Timer,
        title: "Per GPU-hour served",
        text: "You earn for every hour your GPUs run a customer's job, at the published rate of their model.",
      },
      {
        icon: Coins,
        title: "Settled in PING on Sui",
        text: "Payouts go on-chain to the wallet you register: each one is a transaction you can verify.",
      },
      { icon: CalendarClock, title: "Every week", text: "A weekly statement per GPU and per job, and no invoices to write." },
    ],
  },
  stepsHeading: "What happens next",
  steps: [
    { title: "Review", when: "within 2 business days", text: "We review your application and hardware." },
    { title: "Call or demo", when: "if you asked for one", text: "We schedule a call or demo to answer your questions." },
    { title: "Validation", when: "about a week", text: "Our agent benchmarks each machine and watches its uptime." },
    { title: "Onboarding", when: "then", text: "Your GPUs join the scheduler and start serving workloads." },
  ],
} as const;
