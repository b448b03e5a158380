/**
 * The x402 payment exchange (Home's x402 section, the /x402-integration hero, /x402-documentation's
 * payments; one component draws it everywhere: src/components/x402/PaymentExchange.tsx),
 * built from the sandbox's own configuration (x402-sandbox.ts): the price, asset, network and
 * payTo shown are the ones the sandbox's 402 answer really carries (tests/unit/visuals.test.tsx
 * compares them with the server's PaymentRequired).
 */
import { formatAmount, sampleQuote, sandboxPaymentOptions, X402_SANDBOX_PATH, type SandboxPaymentOption } from "./x402-sandbox.ts";

/** The option the diagram follows: the network's own token. */
const shown: SandboxPaymentOption = sandboxPaymentOptions.find((o) => o.id === "sui-testnet-ping")!;

/** "0xb0d6…9c4f": long addresses shortened in the middle (the full value goes to title/screen readers). */
export const shortAddress = (value: string) => (value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value);

const others = [...new Set(sandboxPaymentOptions.filter((o) => o !== shown).map((o) => o.symbol))];

export type SequenceMessage = {
  /** Who sends it: arrows go agent → server or server → agent; "self" is a step inside the agent. */
  dir: "request" | "response" | "self";
  /** The step's phase in the payment (a data attribute for tests and the blog's log). */
  phase: "request" | "402" | "pay" | "retry" | "200";
  /** The first line, in code type: the method and path, or the status. */
  head: string;
  /** What it carries, line by line. */
  lines: string[];
  /** `accent`: the exchange's one lit point (the 200 that settles); every other status is neutral (the accent rule: no second colour). */
  tone: "fg" | "accent";
};

export const paymentSequence = {
  /** The option whose figures are shown (its amount, asset, network and payTo). */
  option: shown,
  price: formatAmount(shown),
  title: "One x402 payment, step by step",
  caption: `The sandbox's real exchange: what ${X402_SANDBOX_PATH} answers and what an agent sends back.`,
  actors: { agent: "AI agent", server: "Nirvana x402 sandbox" },
  /** The short names each step's header uses ("Agent → Sandbox", drawn with an arrow icon). */
  parties: { agent: "Agent", server: "Sandbox", self: "Inside the agent" },
  /** The figure's title bar: the two parties, and where the exchange runs. */
  // Review round 21: "live sandbox" (here) and "settled" (the 200) said more than the sandbox does: it answers live and
  // verifies the payment, but the settlement is simulated (nothing is broadcast), as /x402-documentation's quick start
  // says. The 200 says "simulated settlement"; this bar says what that means in as few characters as "live sandbox" had
  // (a longer label wrapped Home's bar to three lines at 1024 px).
  network: `${shown.networkName} · no funds move`,
  messages: [
    { dir: "request", phase: "request", head: `GET ${X402_SANDBOX_PATH}`, lines: ["no payment yet"], tone: "fg" },
    {
      dir: "response",
      phase: "402",
      head: "402 Payment Required",
      lines: [
        `PAYMENT-REQUIRED: ${formatAmount(shown)} on ${shown.networkName}`,
        `pay to ${shortAddress(shown.payTo)}`,
        `also accepts ${others.join(", ")}`,
      ],
      tone: "fg",
    },
    { dir: "self", phase: "pay", head: "sign the payment", lines: ["in the agent's own wallet, no account"], tone: "fg" },
    { dir: "request", phase: "retry", head: `GET ${X402_SANDBOX_PATH}`, lines: ["PAYMENT-SIGNATURE: <signed payload>"], tone: "fg" },
    {
      dir: "response",
      phase: "200",
      head: "200 OK",
      lines: [`quote: ${sampleQuote.gpuCount}× ${sampleQuote.gpu}, ${sampleQuote.hours} h`, "PAYMENT-RESPONSE: simulated settlement"],
      tone: "accent",
    },
  ] satisfies SequenceMessage[],
} as const;
