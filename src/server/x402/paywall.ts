/**
 * The paywall page a browser gets for the sandbox resource (status 402, PAYMENT-REQUIRED header
 * set as for any client). One self-contained HTML document: no script, no external resource; its
 * one inline <style> is allowed by hash in its own Content-Security-Policy.
 */
import { createHash } from "node:crypto";
import { site } from "../../content/site.ts";
import { formatAmount, paywallText, sandboxResource, X402_SANDBOX_PATH, type SandboxPaymentOption } from "../../content/x402-sandbox.ts";

/** The theme's tokens (same values as src/styles/global.css @theme; a test keeps them equal). */
export const paywallTokens = {
  bg: "#07090d",
  surface: "#0e131b",
  border: "#243041",
  fg: "#eef2f7",
  muted: "#a3afc2",
  accent: "#2de2c4",
  danger: "#f87171",
} as const;

const css = `:root{color-scheme:dark;--bg:${paywallTokens.bg};--surface:${paywallTokens.surface};--border:${paywallTokens.border};--fg:${paywallTokens.fg};--muted:${paywallTokens.muted};--accent:${paywallTokens.accent};--danger:${paywallTokens.danger}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 ui-sans-serif,system-ui,sans-serif}
main{max-width:60rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:2rem;line-height:1.2;margin:.25rem 0 1rem}
h2{font-size:1.25rem;margin:2.5rem 0 .75rem}
p{margin:.5rem 0}
.eyebrow{color:var(--accent);font:600 .8rem/1.4 ui-monospace,monospace;letter-spacing:.08em;text-transform:uppercase}
.muted{color:var(--muted)}
.notice{border:1px solid var(--border);background:var(--surface);border-radius:1rem;padding:1rem 1.25rem;margin:1.5rem 0}
.error{border-color:var(--danger)}
.error strong{color:var(--danger)}
.options{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,24rem),1fr))}
.options li{border:1px solid var(--border);background:var(--surface);border-radius:1rem;padding:1rem 1.25rem}
h3{font-size:1.05rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0;font-size:.95rem}
dt{color:var(--muted)}
dd{margin:0;min-width:0}
dd code{overflow-wrap:anywhere}
code,pre{font-family:ui-monospace,monospace;font-size:.85rem}
pre{background:var(--surface);border:1px solid var(--border);border-radius:1rem;padding:1rem;overflow-x:auto;white-space:pre}
a{color:var(--accent);text-underline-offset:3px}
a:focus-visible,pre:focus-visible{outline:2px solid var(--accent);outline-offset:3px;border-radius:4px}
nav{display:flex;gap:1.5rem;flex-wrap:wrap;margin-top:2.5rem}`;

/** CSP of the paywall page: nothing but its own inline style. */
export const paywallCsp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderPaywall(
  options: readonly SandboxPaymentOption[],
  resourceUrl: string,
  refusal?: { reason: string; message: string },
): string {
  const items = options
    .map(
      (o) => `<li><h3>${esc(o.label)}</h3><dl>
<dt>Price</dt><dd>${esc(formatAmount(o))} <span class="muted">(${esc(o.amount)} atomic)</span></dd>
<dt>Network</dt><dd><code>${esc(o.network)}</code></dd>
<dt>Asset</dt><dd><code>${esc(o.asset)}</code></dd>
<dt>Pay to</dt><dd><code>${esc(o.payTo)}</code></dd>
</dl>${o.note ? `<p class="muted">${esc(o.note)}</p>` : ""}</li>`,
    )
    .join("\n");
  const error = refusal
    ? `<div class="notice error" role="alert"><p><strong>Payment refused:</strong> ${esc(refusal.message)}</p><p class="muted">Reason: <code>${esc(refusal.reason)}</code></p></div>`
    : "";
  const curl = `curl -i ${resourceUrl}\n# 402: decode the PAYMENT-REQUIRED header (base64 JSON), sign one of its "accepts",\n# then send it back as PAYMENT-SIGNATURE:\ncurl -i -H "PAYMENT-SIGNATURE: <base64 PaymentPayload>" ${resourceUrl}`;
  const agent = `import { wrapFetchWithPayment, x402Client } from "@x402/fetch";\nimport { ExactEvmScheme } from "@x402/evm/exact/client";\n\nconst client = new x402Client().register("eip155:84532", new ExactEvmScheme(account));\nconst pay = wrapFetchWithPayment(fetch, client);\nconst quote = await (await pay("${resourceUrl}")).json();`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(paywallText.title)} | ${esc(site.name)} x402 sandbox</title>
<style>${css}</style>
</head>
<body>
<main id="main">
<p class="eyebrow">HTTP 402 · x402 v2</p>
<h1>${esc(paywallText.title)}</h1>
<p>${esc(paywallText.lead)}</p>
<p class="muted">Resource: <code>GET ${esc(X402_SANDBOX_PATH)}</code> — ${esc(sandboxResource.description)}.</p>
${error}
<div class="notice"><p>${esc(paywallText.simulated)}</p></div>
<h2>Accepted payments</h2>
<p class="muted">Scheme <code>exact</code> for every option; an x402 client usually takes the first one it supports.</p>
<ul class="options">
${items}
</ul>
<h2>Pay from the command line</h2>
<pre tabindex="0" aria-label="curl commands"><code>${esc(curl)}</code></pre>
<h2>Pay from an agent</h2>
<pre tabindex="0" aria-label="TypeScript example"><code>${esc(agent)}</code></pre>
<nav aria-label="More"><a href="${esc(paywallText.docsHref)}">${esc(paywallText.docsLabel)}</a><a href="/">${esc(paywallText.homeLabel)}</a></nav>
</main>
</body>
</html>
`;
}
