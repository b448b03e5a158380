/**
 * /llms.txt (the llms.txt convention: H1, blockquote summary, sections of Markdown link lists),
 * generated at build time from the same data as the pages: site, nav, stats, the lead forms'
 * definitions and the x402 sandbox configuration.
 */
import { ATTRIBUTION_FIELDS } from "../leads/attribution.ts";
import type { APIRoute } from "astro";
import { apiPath, BODY_LIMIT_BYTES, exampleSubmissions, formSlugs, forms, IDEMPOTENCY_HEADER, type FieldDef } from "../leads/index.ts";
import { navGroups } from "../content/nav.ts";
import { site } from "../content/site.ts";
import { claims, stats } from "../content/stats.ts";
import { formatAmount, sandboxCurlExamples, sandboxPaymentOptions, sandboxResource, X402_SANDBOX_PATH } from "../content/x402-sandbox.ts";

export const prerender = true;

const abs = (path: string) => new URL(path, site.url).href;

function pages(): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  const add = (name: string, href: string, note: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    lines.push(`- [${name}](${abs(href)}): ${note}`);
  };
  add("Home", "/", site.tagline);
  for (const group of navGroups) for (const item of group.items) add(item.name, item.href, group.name);
  add("Access Compute", forms["access-compute"].pagePath, forms["access-compute"].description);
  add("Provide Compute", forms["provide-compute"].pagePath, forms["provide-compute"].description);
  add("x402 Documentation", "/x402-documentation", "How agents pay with x402");
  add("Contact", forms.contact.pagePath, forms.contact.description);
  return lines;
}

function field(f: FieldDef): string {
  const facts: string[] = [f.type === "textarea" || f.type === "hidden" ? "text" : f.type === "checkbox" ? "boolean" : f.type];
  facts.push(f.required ? "required" : "optional");
  if (f.maxLength) facts.push(`max ${f.maxLength} characters`);
  if (f.min !== undefined || f.max !== undefined) facts.push(`${f.min ?? "…"}-${f.max ?? "…"}`);
  if (f.options) facts.push(`one of ${f.options.map((o) => `\`${o.value}\``).join(", ")}`);
  return `  - \`${f.name}\` (${facts.join(", ")}): ${f.description}`;
}

function leadApi(): string[] {
  return formSlugs.flatMap((slug) => {
    const form = forms[slug];
    return [
      `- [POST ${apiPath(slug)}](${abs(apiPath(slug))}): ${form.title}. ${form.description} Stored in \`${form.table}\`; the form is on [${form.pagePath}](${abs(form.pagePath)}).`,
      ...form.fields.map(field),
    ];
  });
}

function sandbox(): string[] {
  return [
    `- [GET ${X402_SANDBOX_PATH}](${abs(X402_SANDBOX_PATH)}): ${sandboxResource.description}. An x402 v2 protected resource: without payment it answers 402 with a \`PAYMENT-REQUIRED\` header (base64 JSON PaymentRequired); send a signed PaymentPayload (base64 JSON) in \`PAYMENT-SIGNATURE\` to get 200, the quote, and a \`PAYMENT-RESPONSE\` header (SettleResponse, \`extra.simulated: true\`). Malformed payments get 400, refused ones 402 with a \`reason\`; a replayed nonce or Sui transaction is refused. Any x402 v2 client can pay it, e.g. \`@x402/fetch\` with \`@x402/evm\`; on Sui, sign a transaction that transfers the price to \`payTo\` (from the gas coin for SUI, or with a typed call such as \`0x2::coin::split<T>\`).`,
    ...sandboxPaymentOptions.map(
      (o) => `  - ${o.label}: \`exact\` scheme, network \`${o.network}\`, asset \`${o.asset}\`, ${formatAmount(o)} (\`${o.amount}\` atomic) to \`${o.payTo}\`${o.note ? `. ${o.note}` : ""}`,
    ),
  ];
}

function body(): string {
  const contact = exampleSubmissions.contact;
  const curl = sandboxCurlExamples().map((e) => `- ${e.title}:\n  \`${e.code}\``);
  return `# ${site.name}

> ${site.description}

${site.name} (${site.tagline}): ${stats.gpus.value} enterprise GPUs in ${stats.countries.value} countries, ${claims.capacity}, ${stats.uptime.value} uptime, ${stats.community.value} community members and a ${claims.fund} ${claims.fundToken}. Workloads: AI training and inference, cloud gaming, virtual desktop and rendering. AI agents pay for compute autonomously through x402, with PING on Sui, SUI, ETH or USDC.

There are no accounts and no login. Agents that do not browse can submit the site's five forms through a JSON API, and try a real x402 payment challenge in a sandbox (testnets; settlement simulated).

## Pages

${pages().join("\n")}

## Lead API

\`POST /api/forms/<form>\` with a JSON body (\`Content-Type: application/json\`; field names below, checkboxes as booleans) or a form post (\`application/x-www-form-urlencoded\`), at most ${BODY_LIMIT_BYTES / 1024} KiB. Optional header \`${IDEMPOTENCY_HEADER}\` (e.g. a UUID): one stored record per key, so retries are safe. Answers: \`201 {"id": …}\`; \`422 {"error", "fields": {name: message}}\`; 400, 413, 415, 405; 429 with \`Retry-After\`. Every form also takes optional attribution fields: ${ATTRIBUTION_FIELDS.map((f) => `\`${f}\``).join(", ")} (the visit's UTM parameters, referring host and first path on this site; strings, cut to their maximum length, unusable values ignored).

\`\`\`bash
curl -i -X POST ${abs(apiPath("contact"))} \\
  -H 'Content-Type: application/json' -H '${IDEMPOTENCY_HEADER}: 4f1c2d9e-7b1a-4c57-9a0e-2f6d8b3c1e55' \\
  -d '${JSON.stringify(contact).replaceAll("'", "'\\''")}'
\`\`\`

${leadApi().join("\n")}

## x402 sandbox

${sandbox().join("\n")}

Try it with curl:

${curl.join("\n")}

## Optional

- [Sitemap](${abs("/sitemap-index.xml")}): every page
- [x402 repository](${site.x402RepositoryUrl}): SDK and examples
`;
}

export const GET: APIRoute = () => new Response(body(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
