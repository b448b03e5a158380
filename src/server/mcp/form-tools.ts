/**
 * The five lead forms as MCP tools, named as their WebMCP tools (src/discovery/webmcp.ts). Arguments
 * are the form API's field names plus an optional `idempotency_key`; they go through the lead
 * API's own steps: rate limit, honeypot, validateLead (the form's zod schema), LeadStore.insert
 * with the key. Invalid input is a tool result with isError and every field's message, never a
 * protocol error, so the model can correct it and call again.
 */
import type { McpServer } from "@modelcontextprotocol/server";
import type { Logger } from "pino";
import { formRequestSchema } from "../../discovery/openapi.ts";
import { HONEYPOT_TOOL_HINT, webMcpFormAttributes, webMcpToolName } from "../../discovery/webmcp.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "../../forms/api.ts";
import { exampleSubmissions } from "../../forms/examples.ts";
import { formSlugs, forms, type LeadForm } from "../../forms/forms.ts";
import type { FormDefinition } from "../../forms/types.ts";
import { HONEYPOT_FIELD, splitHoneypot, validateLead, type FieldErrors } from "../../forms/validate.ts";
import { MCP_ATTRIBUTION, splitAttribution } from "../../forms/attribution.ts";
import { acceptLead, type LeadStore } from "../leads/index.ts";
import type { RateLimiter } from "../limits/index.ts";
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from "../db/index.ts";
import { currentClientIp } from "./context.ts";
import { rateLimited } from "./rate.ts";
import { ok, toolError } from "./results.ts";
import { advertisedSchema, type JsonSchema } from "./schema.ts";

export const IDEMPOTENCY_ARGUMENT = "idempotency_key";

export type FormToolDeps = { store: LeadStore; limiter: RateLimiter; log: Logger };

/** The form's request schema (as in /openapi.json) plus the key and the honeypot. */
export function formToolInputSchema(form: FormDefinition): JsonSchema {
  const schema = formRequestSchema(form);
  schema.properties = {
    ...schema.properties,
    [IDEMPOTENCY_ARGUMENT]: {
      type: "string",
      minLength: 1,
      maxLength: 200,
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description:
        "Optional: any 1-200 visible ASCII characters, e.g. a UUID. Repeat a call with the same key and nothing is stored twice.",
    },
    [HONEYPOT_FIELD]: { type: "string", maxLength: 0, description: HONEYPOT_TOOL_HINT },
  };
  return schema;
}

export function formToolDescription(form: FormDefinition): string {
  return [
    webMcpFormAttributes(form).tooldescription,
    `Arguments are the fields of the ${form.pagePath} form (stored in \`${form.table}\`); required: ${
      form.fields
        .filter((f) => f.required)
        .map((f) => f.name)
        .join(", ") || "none"
    }.`,
    `Pass a fresh \`${IDEMPOTENCY_ARGUMENT}\` and reuse it when you retry the same submission. Invalid input comes back as an error naming each field; fix those and call again.`,
  ].join(" ");
}

const KEY_MESSAGE = "Must be 1 to 200 visible ASCII characters.";
const KEY_REUSED = `This ${IDEMPOTENCY_ARGUMENT} was already used for a different submission. Use a new key for a new submission.`;

function invalid(fields: FieldErrors) {
  const lines = Object.entries(fields).map(([name, message]) => `- ${name}: ${message}`);
  return toolError(`Nothing was stored: some fields are missing or invalid.\n${lines.join("\n")}`, { error: "invalid_input", fields });
}

export function registerFormTools(server: McpServer, deps: FormToolDeps): void {
  for (const slug of formSlugs) {
    const form: LeadForm = forms[slug];
    const name = webMcpToolName(form);
    server.registerTool(
      name,
      {
        title: form.title,
        description: formToolDescription(form),
        inputSchema: advertisedSchema(formToolInputSchema(form)),
        // Not idempotent: the same arguments again store another record, unless they carry the same idempotency_key.
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
        _meta: { example: exampleSubmissions[slug] },
      },
      async (args) => submit(deps, form, name, args as Record<string, unknown>),
    );
  }
}

async function submit({ store, limiter, log }: FormToolDeps, form: LeadForm, tool: string, args: Record<string, unknown>) {
  const limited = await rateLimited(limiter, tool);
  if (limited) return limited;
  const { [IDEMPOTENCY_ARGUMENT]: rawKey, ...input } = args;
  const keyOk = rawKey === undefined || rawKey === null || (typeof rawKey === "string" && IDEMPOTENCY_KEY_PATTERN.test(rawKey));
  const key = typeof rawKey === "string" && keyOk ? rawKey : null;
  // The same optional attribution fields as the form API; a lead from MCP always says it came over MCP.
  const { attribution, rest } = splitAttribution(input);
  if (!keyOk) {
    const checked = validateLead(form, splitHoneypot(rest).rest);
    return invalid({ ...(checked.ok ? {} : checked.fields), [IDEMPOTENCY_ARGUMENT]: KEY_MESSAGE });
  }
  try {
    const outcome = await acceptLead(store, form, rest, key, { ...attribution, ...MCP_ATTRIBUTION });
    if (outcome.kind === "invalid") return invalid(outcome.fields);
    if (outcome.kind === "key_reused") return toolError(KEY_REUSED, { error: "idempotency_key_reused" });
    if (outcome.spam) log.info({ form: form.slug, ip: currentClientIp(), via: "mcp" }, "honeypot filled: answered as stored, kept as spam");
    else log.info({ form: form.slug, id: outcome.id, created: outcome.created, via: "mcp" }, "lead stored");
    const again = outcome.created ? "" : ` (already stored under this ${IDEMPOTENCY_ARGUMENT}; nothing new was stored)`;
    return ok(`Stored as record ${outcome.id}${again}. The team replies by e-mail.`, { id: outcome.id, stored: true });
  } catch (err) {
    if (isStoreUnavailable(err)) {
      log.error({ err, form: form.slug, via: "mcp" }, "lead store unavailable");
      return toolError(
        `Submissions cannot be stored right now; nothing was stored. Retry in ${STORE_RETRY_AFTER_SECONDS} seconds with the same ${IDEMPOTENCY_ARGUMENT}.`,
        {
          error: "store_unavailable",
          retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
        },
      );
    }
    log.error({ err, form: form.slug, via: "mcp" }, "lead submission failed");
    return toolError("Something went wrong on our side; nothing was stored. Please try again.", { error: "internal_error" });
  }
}
