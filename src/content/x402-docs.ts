/**
 * /x402-documentation: every text and code sample of the payment protocol guide.
 * The SDK, its package name and its methods are illustrative (spec section 7): not real calls, so
 * every section and sample that uses them says "Preview"; the page leads with what is live, the
 * sandbox (Quick start).
 */
import type { PageMeta } from "./meta.ts";
import { site } from "./site.ts";
import { sandboxCurlExamples, X402_API_PREFIX, X402_SANDBOX_PATH } from "./x402-sandbox.ts";

const pkg = `@${site.name.toLowerCase()}/x402-sdk`;

export type DocsSectionId = "overview" | "quickstart" | "authentication" | "payments" | "api" | "sdk" | "security" | "troubleshooting";

/** Table of contents: the spec's eight anchors, in page order. */
export const tocEntries: readonly { id: DocsSectionId; label: string }[] = [
  { id: "overview", label: "Overview" },
  { id: "quickstart", label: "Quick start" },
  { id: "authentication", label: "Authentication" },
  { id: "payments", label: "Payments" },
  { id: "api", label: "API reference" },
  { id: "sdk", label: "SDK" },
  { id: "security", label: "Security" },
  { id: "troubleshooting", label: "Troubleshooting" },
];

/** `preview`: a sample of the illustrative SDK (its frame says so); the sandbox's curl lines are real. */
/** `note`: what the sample does, said under its header (the header keeps a short label: a phone's mono line is narrow). */
export type CodeSample = { title: string; lang: "bash" | "ts"; code: string; preview?: boolean; note?: string };

/**
 * The Quick start: the sandbox's curl examples (their titles, in their order) as a phone can read them. The API's
 * base URL, from the site's configured origin, is set once, in a block of its own before the commands
 * (quickStartBase: review round 15, it stood at the top of all four), and each command names
 * `"$BASE/sandbox/quote"` with `\` continuations, so no line is longer than a 375 px code box holds
 * (QUICKSTART_LINE_MAX; a unit test and an e2e test hold it). After the base line, each command runs as one paste in
 * bash; the copy buttons copy the lines as written.
 */
export function quickStartSamples(origin: string = site.url): CodeSample[] {
  const quote = `"$BASE/${X402_SANDBOX_PATH.slice(X402_API_PREFIX.length)}"`;
  const commands = [
    `curl -i ${quote}`,
    `curl -s -o /dev/null -D - \\\n  ${quote} \\\n  | grep -i '^payment-required:' \\\n  | cut -d' ' -f2 | tr -d '\\r' \\\n  | base64 -d`,
    `curl -i \\\n  -H "PAYMENT-SIGNATURE: $PAYMENT" \\\n  ${quote}`,
    `curl -i -H 'Accept: text/html' \\\n  ${quote}`,
  ];
  const examples = sandboxCurlExamples(origin);
  if (examples.length !== commands.length) throw new Error("Each sandbox curl example needs its Quick start command");
  return examples.map((example, i) => ({ ...quickStartSample(example), code: commands[i]! }));
}

/** The Quick start's first block: the API's base URL in a shell variable, said once; the commands after it use `$BASE`. */
export function quickStartBase(origin: string = site.url): CodeSample {
  const host = new URL(origin).origin;
  const path = X402_API_PREFIX.replace(/\/$/, "");
  // Review round 26: `BASE=https://nirvana.network/api/x402` is 37 characters, two more than a 375 px box shows: the origin
  // and the API's path are set on two lines, each short, the second appending to the first (one paste, any POSIX shell).
  return {
    title: "Set the base URL",
    note: "Once per shell session: every command below uses $BASE",
    lang: "bash",
    code: `BASE=${host}\nBASE="$BASE${path}"`,
  };
}

/**
 * The longest line a Quick start command may have: what a 375 px code box shows at 13 px without wrapping or scrolling
 * (review round 26: measured, 36; it said 38, and the 37-character base line scrolled).
 */
export const QUICKSTART_LINE_MAX = 36;

/** A sandbox curl example's title cut to a short label (before its first ": " or " (") with the rest as its note. */
function quickStartSample(example: { title: string; code: string }): CodeSample {
  const m = /^(.*?)(?:: (.*)| \((.*)\))$/.exec(example.title);
  const rest = m?.[2] ?? m?.[3];
  return m && rest
    ? { title: m[1]!, note: rest.charAt(0).toUpperCase() + rest.slice(1), lang: "bash", code: example.code }
    : { title: example.title, note: quickStartNotes[example.title], lang: "bash", code: example.code };
}

/** Notes for the samples whose title has no note of its own, so every sample has its description row. */
const quickStartNotes: Readonly<Record<string, string>> = {
  "See the paywall a browser gets": "The HTML paywall page, for a request that accepts text/html",
};

/** Highlighted at build time with Astro's <Code> (shiki); no client JavaScript. */
export const codeSamples = {
  authentication: {
    title: "auth.ts",
    lang: "ts",
    preview: true,
    code: `// client: the X402Client of the SDK sample below
// Prove wallet ownership by signing a one-time nonce (no transaction, no fee)
const nonce = await client.getNonce(address);
const session = await client.authenticate({ address, nonce });

// Later API calls carry the session as a bearer token
console.log(session.expiresAt);`,
  },
  payments: {
    title: "payments.ts",
    lang: "ts",
    preview: true,
    code: `const quote = await client.calculateCost({
  gpuType: "H100",
  gpuCount: 2,
  duration: 3600, // one hour, in seconds
  token: "PING",
});

const receipt = await client.pay({
  amount: quote.amount,
  token: quote.token,
  recipient: quote.recipient,
});

console.log(receipt.txHash, receipt.confirmations); // blocks confirmed so far`,
  },
  sdk: {
    title: "agent.ts",
    lang: "ts",
    preview: true,
    code: `import { X402Client } from "${pkg}";

// An agent that buys GPU time on its own, within the limits you set
const client = new X402Client({
  network: "sui",
  token: "PING",
  limits: { perPayment: 250, perDay: 2000 }, // in PING
});

await client.connectWallet({ wallet: "phantom" });
const nonce = await client.getNonce(client.address);
await client.authenticate({ address: client.address, nonce });

const quote = await client.calculateCost({ gpuType: "A100", gpuCount: 4, duration: 3600 });
if (quote.amount <= 250) {
  const job = await client.payAndProvision({ gpuType: "A100", gpuCount: 4, duration: 3600 });
  console.log("training on", job.id);
}`,
  },
} as const satisfies Record<string, CodeSample>;

type ApiMethod = {
  name: string;
  signature: string;
  description: string;
  params: readonly { name: string; description: string }[];
  returns: string;
};

/** API reference of the four client methods. */
export const apiMethods: readonly ApiMethod[] = [
  {
    name: "connectWallet",
    signature: "connectWallet(options?: { wallet?: WalletId }): Promise<{ address: string }>",
    description: "Connects a supported wallet and returns its address.",
    params: [
      { name: "wallet", description: 'Optional wallet id, e.g. "phantom" or "metamask". Without it, the first installed wallet is used.' },
    ],
    returns: "The connected address.",
  },
  {
    name: "calculateCost",
    signature: "calculateCost(resources: Resources): Promise<Quote>",
    description: "Quotes the price of GPU resources before you pay.",
    params: [
      { name: "gpuType / gpuCount", description: "The GPU model and how many." },
      { name: "duration", description: "Rental time in seconds, e.g. 3600." },
      { name: "token", description: "PING, SUI, ETH or USDC." },
    ],
    returns: "A quote with amount, token and recipient.",
  },
  {
    name: "pay",
    signature: "pay(payment: { amount: number; token: Token; recipient: string }): Promise<Receipt>",
    description: "Sends the payment from the connected wallet and waits for confirmation.",
    params: [
      { name: "amount", description: "The amount from the quote." },
      { name: "token / recipient", description: "Token and recipient address from the quote." },
    ],
    returns: "A receipt with the transaction hash and the number of confirmations.",
  },
  {
    name: "payAndProvision",
    signature: "payAndProvision(request: Resources): Promise<Instance>",
    description: "Quotes, pays and provisions GPU resources in one call.",
    params: [{ name: "request", description: "The same resources as calculateCost." }],
    returns: "The provisioned instance with its id and status.",
  },
];

/** The sample SDK methods, as illustrative text. */
export const sdkMethods: readonly { name: string; description: string }[] = [
  { name: "connectWallet()", description: "Connect wallet: opens the wallet and returns the address." },
  { name: "pay()", description: "Pay: sends PING, SUI, ETH or USDC and waits for confirmation." },
  { name: "calculateCost()", description: "Calculate cost: quotes GPU resources for a duration in seconds." },
  { name: "payAndProvision()", description: "Pay and provision: pays and starts the GPU resources in one call." },
  { name: "getNonce()", description: "Get nonce: returns a one-time nonce for wallet sign-in." },
  { name: "authenticate()", description: "Authenticate: signs the nonce and returns a session." },
];

export const supportedWallets = ["Phantom", "Sui Wallet", "MetaMask", "Coinbase Wallet", "Nightly", "OKX"] as const;

/**
 * The supported tokens, the one list both x402 pages show (/x402-integration's payment methods,
 * /x402-documentation's token table: one component, TokenTable) and the MCP facts tool returns.
 * `name`: how a row names it ("PING token", spec); `network`: the networks' names (src/content/brand.ts
 * `networks`), joined by " and ", each shown with its mark; where the sandbox settles it.
 */
export const supportedTokens: readonly { symbol: string; name: string; network: string; note: string }[] = [
  { symbol: "PING", name: "PING token", network: "Sui", note: "The network's own token" },
  { symbol: "SUI", name: "SUI", network: "Sui", note: "The Sui network's coin, and its gas" },
  { symbol: "ETH", name: "ETH", network: "Ethereum and Base", note: "Ether, for agents that hold EVM assets" },
  { symbol: "USDC", name: "USDC", network: "Sui and Base", note: "Stablecoin: prices that stay in dollars" },
];

export const securityPractices: readonly { title: string; text: string }[] = [
  { title: "Never share keys", text: "The SDK never asks for a private key or seed phrase; signing happens in the wallet." },
  { title: "Set spending limits", text: "Give every agent per-payment and daily limits; payments under them need no human approval." },
  { title: "Use a dedicated wallet", text: "Fund an agent's wallet with only what it needs for its workloads." },
  { title: "Verify before signing", text: "Check the amount, token and recipient of every quote before you pay." },
  {
    title: "Keep secrets out of code",
    text: "Store session tokens in environment variables or a secrets manager, never in source control.",
  },
  { title: "Wait for confirmations", text: "Treat a payment as final only after its block confirmations, not when it is sent." },
];

/**
 * Each problem as the ruled list shows it: what goes wrong, why (`cause`), what to do (`fix`).
 * `kind: "wait"`: a state to wait out, not a fault (a clock, not a warning sign).
 */
export const troubleshooting: readonly {
  problem: string;
  cause: string;
  fix: string;
  kind?: "wait";
  link?: { label: string; href: string };
}[] = [
  {
    problem: "Wallet not detected",
    cause: "The wallet extension is missing or disabled, or it does not support the network you chose (Sui or EVM).",
    fix: "Install or enable the extension, or pick a wallet for that network, then reload the page.",
  },
  {
    problem: "Transaction failed",
    cause: "The balance does not cover the amount plus network fees, the wallet is on another network, or the request was not approved.",
    fix: "Top up or switch the wallet's network, approve the request, then try again.",
  },
  {
    problem: "Payment pending",
    kind: "wait",
    cause: "Payments usually confirm within 1-3 blocks; until then the payment shows as pending.",
    fix: "Wait for the confirmations. If a payment has been pending for over 10 minutes, contact support with your transaction hash.",
    link: { label: "Contact Support", href: "/contact" },
  },
];

/** The tag beside a section's heading and on a sample's frame: the sandbox is live, the SDK a preview. */
export const sectionTags = { live: "Live", preview: "Preview" } as const;

export const x402DocsPage = {
  meta: {
    path: "/x402-documentation",
    title: "x402 Documentation",
    description:
      "x402 documentation: quick start, wallet authentication, payments in PING, SUI, ETH and USDC, API reference, SDK samples, security practices and troubleshooting.",
  } satisfies PageMeta,
  back: { label: "Back to x402 Integration", href: "/x402-integration" },
  eyebrow: "Developers",
  title: "x402 Documentation",
  lead: "Everything you need to let an app or an AI agent pay for GPU compute on its own, with PING on Sui or with SUI, ETH and USDC.",
  tocHeading: "On this page",
  /** Review round 26: at the foot of the page, back to the contents (a phone's page is ~11,000 px long). */
  backToContents: "Back to contents",
  /** The copy button of each code sample ("Copy code: Install"). */
  copyCode: {
    label: (title: string) => `Copy code: ${title}`,
    copiedLabel: "Copied!",
    success: "Code copied!",
    failure: "Failed to copy",
  },
  /** Shown in a code sample's header only while its lines run past the box (a phone): they scroll sideways. */
  scrollHint: "Scroll",
  /** What is real and what is not, said in the hero; each section says it with its `variant` (sectionTags). */
  status: { live: "Sandbox live on testnets", preview: "SDK in preview" },
  /** The hero's card: the protocol at a glance, from the sandbox's data. */
  glance: {
    heading: "x402 at a glance",
    protocol: "Protocol",
    endpoint: "Sandbox",
    mcp: "Over MCP",
    mcpTool: "tool",
    price: "Sample price",
    networks: "Test networks",
    tryIt: "Try the sandbox",
  },
  repository: { label: "View the repository", href: site.x402RepositoryUrl, newTab: " (opens in a new tab)" },
  overview: {
    heading: "Overview",
    paragraphs: [
      "x402 builds on the HTTP status 402 Payment Required. When a request needs payment, the server answers 402 with what to pay; the client pays on-chain and repeats the request with proof of payment.",
      `The sandbox below answers that exchange today. The ${site.name} SDK, shown here in preview, wraps it so that a single call can quote, pay for and provision GPU resources.`,
    ],
    walletsHeading: "Supported wallets",
    /** Under the list: why the wallet dialog shows more (it connects every catalogue wallet; x402 supports these six). */
    /** Review round 26: one sentence (it was two, "These 6 pay over x402. The … dialog … connects 10: these and …"). */
    walletsNote: (payCount: number, moreCount: number, others: string) =>
      `All ${payCount} pay over x402, and the Connect Wallet dialog on Access Compute connects ${moreCount} more: ${others}.`,
    tokensHeading: "Supported tokens",
  },
  quickstart: {
    heading: "Quick start",
    variant: "live",
    text: "Try it now: a real x402 v2 challenge you can pay on testnets. The sandbox quote answers 402 with a PAYMENT-REQUIRED header until a PAYMENT-SIGNATURE pays it. Settlement is simulated.",
  },
  authentication: {
    heading: "Authentication",
    variant: "preview",
    text: "There are no accounts or passwords. The client proves that it controls a wallet by signing a one-time nonce.",
  },
  payments: {
    heading: "Payments",
    // Review round 20: the confirmations are said once, under the token table (`confirmations`), not here too.
    text: "Quote first, then pay.",
    tableCaption: "Supported tokens",
    /** Over the payments.ts sample (review round 18: it sat under the token table with no lead-in); tagged Preview, as the SDK is. */
    sampleHeading: "Quote and pay with the SDK",
    /** The token table's columns, on both x402 pages. */
    columns: { token: "Token", network: "Network", note: "What it is" },
    /** Under the token table, once (review round 20: it was a column repeating "1-3 blocks" in every row). */
    confirmations: "For every token, a payment is final after 1-3 block confirmations.",
  },
  api: {
    heading: "API reference",
    variant: "preview",
    text: "The four client methods.",
    paramsLabel: "Parameters",
    returnsLabel: "Returns",
  },
  sdk: {
    heading: "SDK",
    variant: "preview",
    text: "An agent that puts the client methods together, within spending limits you set.",
    /** The spec's sample SDK methods, named once, as illustrative text. */
    methodsNote: "Sample SDK methods, illustrative only (not real calls):",
  },
  security: { heading: "Security", text: "Six practices for wallets and agents that pay on their own." },
  troubleshooting: {
    heading: "Troubleshooting",
    // Review round 18: one line on a phone (the longer "what to do about them." could not fit 343 px, and text-wrap: pretty,
    // keeping "them." off a line of its own, broke it at 260 px).
    text: "Common problems and how to fix them.",
    columns: { problem: "Problem", cause: "Cause", fix: "Fix" },
  },
} as const;
