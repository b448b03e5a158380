/**
 * The Markdown documents /llms.txt links to for detail (served at DOCS_PATHS, built at build
 * time by src/pages/docs/*.md.ts): the lead API with every field of the five forms, the MCP
 * server (how to connect, its tools and resources), and the x402 sandbox (HTTP and MCP) with its
 * payment options and curl commands. Generated from the same
 * data as the API: the form definitions and the sandbox configuration.
 */
import { site } from "../content/site.ts";
import { formatAmount, sandboxCurlExamples, sandboxPaymentOptions, sandboxResource, X402_SANDBOX_PATH } from "../content/x402-sandbox.ts";
import {
  apiPath,
  BODY_LIMIT_BYTES,
  exampleSubmissions,
  formSlugs,
  forms,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  type FieldDef,
} from "../forms/index.ts";
import { ATTRIBUTION_FIELDS } from "../forms/attribution.ts";
import { MCP_FACT_TOOL_INFO, MCP_FACT_TOOLS, MCP_PATH, MCP_QUOTE_TOOL } from "./mcp-tools.ts";
import { webMcpFormAttributes, webMcpToolName } from "./webmcp.ts";

export const DOCS_PATHS = { leadApi: "/docs/lead-api.md", mcp: "/docs/mcp.md", x402Sandbox: "/docs/x402-sandbox.md" } as const;

const abs = (path: string) => new URL(path, site.url).href;

function field(f: FieldDef): string {
  const facts: string[] = [f.type === "textarea" || f.type === "hidden" ? "text" : f.type === "checkbox" ? "boolean" : f.type];
  facts.push(f.required ? "required" : "optional");
  if (f.maxLength) facts.push(`max ${f.maxLength} characters`);
  if (f.min !== undefined || f.max !== undefined) facts.push(`${f.min ?? "…"}-${f.max ?? "…"}`);
  if (f.options) facts.push(`one of ${f.options.map((o) => `\`${o.value}\``).join(", ")}`);
  return `- \`${f.name}\` (${facts.join(", ")}): ${f.description}`;
}

export function leadApiMarkdown(): string {
  const contact = exampleSubmissions.contact;
  const forms_ = formSlugs.flatMap((slug) => {
    const form = forms[slug];
    return [
      `## ${form.title}: \`POST ${apiPath(slug)}\``,
      "",
      `${form.description} Stored in \`${form.table}\`; the form is on [${form.pagePath}](${abs(form.pagePath)}); MCP tool \`${webMcpToolName(form)}\`.`,
      "",
      ...form.fields.map(field),
      "",
    ];
  });
  return `# ${site.name} lead API

> The site's five forms as a JSON API: no account, one stored record per submission. The same forms are MCP tools at [${MCP_PATH}](${abs(MCP_PATH)}); the contract is also [OpenAPI 3.1](${abs("/openapi.json")}).

\`POST /api/forms/<form>\` with a JSON body (\`Content-Type: application/json\`; field names below, checkboxes as booleans) or a form post (\`application/x-www-form-urlencoded\`), at most ${BODY_LIMIT_BYTES / 1024} KiB. Optional header \`${IDEMPOTENCY_HEADER}\` (1-200 visible ASCII characters, e.g. a UUID): one stored record per key, so retries are safe; the same key with a different payload answers 422. Leave \`${HONEYPOT_FIELD}\` out or empty: a filled one is answered as stored and kept apart as spam, never passed on. Every form also takes optional attribution fields: ${ATTRIBUTION_FIELDS.map((f) => `\`${f}\``).join(", ")} (the visit's UTM parameters, referring host and first path on this site; strings, cut to their maximum length, unusable values ignored).

Answers: \`201 {"id": …}\`; \`422 {"error", "fields": {name: message}}\` (unknown fields named too); 400 malformed body; 403 a browser post from another site; 405 other methods; 413 too large; 415 other content types; 429 with \`Retry-After\`; 503 with \`Retry-After\` while the store cannot commit.

\`\`\`bash
curl -i -X POST ${abs(apiPath("contact"))} \\
  -H 'Content-Type: application/json' -H '${IDEMPOTENCY_HEADER}: 4f1c2d9e-7b1a-4c57-9a0e-2f6d8b3c1e55' \\
  -d '${JSON.stringify(contact).replaceAll("'", "'\\''")}'
\`\`\`

${forms_.join("\n").trim()}
`;
}

export function mcpMarkdown(): string {
  const url = abs(MCP_PATH);
  const formTools = formSlugs.map((slug) => {
    const form = forms[slug];
    const required = form.fields.filter((f) => f.required).map((f) => `\`${f.name}\``);
    return `- \`${webMcpToolName(form)}\`: ${webMcpFormAttributes(form).tooldescription} The ${form.title.toLowerCase()} form of [${form.pagePath}](${abs(form.pagePath)}), as \`POST ${apiPath(slug)}\`; required: ${required.join(", ") || "none"}.`;
  });
  const factTools = (Object.keys(MCP_FACT_TOOLS) as (keyof typeof MCP_FACT_TOOLS)[]).map(
    (key) => `- \`${MCP_FACT_TOOLS[key]}\` (read-only, no arguments): ${MCP_FACT_TOOL_INFO[key].description}`,
  );
  const list = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: MCP_FACT_TOOLS.stats, arguments: {} } });
  return `# ${site.name} MCP server

> A remote MCP server at \`${url}\`: the site's five forms as tools, read-only facts tools, a quote paid with x402, and the site's documents as resources. No account, no API key.

## Connecting

- Endpoint: \`POST ${url}\`, Streamable HTTP with JSON answers. Point an MCP client at this URL, e.g. \`{"mcpServers": {"${site.name.toLowerCase()}": {"type": "http", "url": "${url}"}}}\`.
- Protocol 2026-07-28 (\`server/discover\`), and the 2025 revisions through \`initialize\`.
- Stateless: no session id, nothing kept between requests; \`GET\` and \`DELETE\` answer 405 (no stream to resume, no session to end), and no list-changed notifications are offered.
- Bodies up to ${BODY_LIMIT_BYTES / 1024} KiB. Calls are rate-limited per client and tool; past the limit the call is a tool error with \`retryAfterSeconds\`.
- Browser pages of other origins are refused with a JSON-RPC error (HTTP 403); clients that are not browsers send no \`Origin\` and are served.

Without a client library (a 2025-era request needs no \`initialize\` first):

\`\`\`bash
curl -s ${url} -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\
  -H 'MCP-Protocol-Version: 2025-06-18' -d '${list}'
\`\`\`

## Form tools

Arguments are the form API's field names (every field: [lead API](${abs(DOCS_PATHS.leadApi)})), its optional attribution fields, and an optional \`idempotency_key\` (1-200 visible ASCII characters). Every call without a key stores a new record (the tools are not idempotent); pass a fresh key and reuse it when you retry the same submission, and nothing is stored twice. Invalid input is a tool result with \`isError: true\` naming each field; fix those and call again.

${formTools.join("\n")}

## Facts tools

${factTools.join("\n")}

## Paid tool

- \`${MCP_QUOTE_TOOL}\`: a sample GPU compute quote, paid with x402 over MCP (payment in \`_meta["x402/payment"]\`): see the [x402 sandbox](${abs(DOCS_PATHS.x402Sandbox)}).

## Resources

[/llms.txt](${abs("/llms.txt")}), [/openapi.json](${abs("/openapi.json")}) and each page's text as Markdown (\`/md/<page>.md\`), listed by \`resources/list\`.
`;
}

export function x402SandboxMarkdown(): string {
  const options = sandboxPaymentOptions.map(
    (o) =>
      `- ${o.label}: \`exact\` scheme, network \`${o.network}\`, asset \`${o.asset}\`, ${formatAmount(o)} (\`${o.amount}\` atomic) to \`${o.payTo}\`${o.note ? `. ${o.note}` : ""}`,
  );
  const curl = sandboxCurlExamples().map((e) => `- ${e.title}:\n\n  \`\`\`bash\n  ${e.code}\n  \`\`\``);
  return `# ${site.name} x402 sandbox

> ${sandboxResource.description}. A real x402 v2 payment challenge on testnets, over HTTP and over MCP; payments are verified, settlement is simulated (nothing is broadcast, no funds move).

## Over HTTP: \`GET ${X402_SANDBOX_PATH}\`

Without payment it answers 402 with a \`PAYMENT-REQUIRED\` header (base64 JSON PaymentRequired, with x402's \`bazaar\` discovery extension); send a signed PaymentPayload (base64 JSON) in \`PAYMENT-SIGNATURE\` to get 200, the quote, and a \`PAYMENT-RESPONSE\` header (SettleResponse, \`extra.simulated: true\`). Malformed payments get 400, refused ones 402 with a \`reason\`; a replayed nonce or Sui transaction is refused. Any x402 v2 client can pay it, e.g. \`@x402/fetch\` with \`@x402/evm\`; on Sui, sign a transaction that transfers the price to \`payTo\` (from the gas coin for SUI, or with a typed call such as \`0x2::coin::split<T>\`).

Try it with curl:

${curl.join("\n")}

## Over MCP: the tool \`${MCP_QUOTE_TOOL}\` at [${MCP_PATH}](${abs(MCP_PATH)})

x402's MCP transport: call the tool without payment and the result has \`isError: true\` with the PaymentRequired in \`structuredContent\` (and, wrapped as \`{"x402/error": {code: 402, message, data}}\`, in the text); call it again with the PaymentPayload in \`params._meta["x402/payment"]\`; the result carries the SettleResponse in \`_meta["x402/payment-response"]\`. Same options, same verification, same record of used payments as over HTTP: a payment spent on one is refused on the other.

## Payment options

${options.join("\n")}
`;
}
