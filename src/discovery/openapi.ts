/**
 * The OpenAPI 3.1 document of the lead API and the x402 sandbox, generated from the same zod
 * schemas and form definitions the API validates with (served at /openapi.json).
 */
import { z } from "zod";
import { DEFAULT_SITE_URL, site } from "../content/site.ts";
import { sandboxPaymentOptions, sandboxResource, X402_SANDBOX_PATH } from "../content/x402-sandbox.ts";
import { ATTRIBUTION_DESCRIPTIONS, ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH } from "../forms/attribution.ts";
import {
  apiPath,
  BODY_LIMIT_BYTES,
  exampleSubmissions,
  formSlugs,
  forms,
  IDEMPOTENCY_HEADER,
  type FormDefinition,
} from "../forms/index.ts";

type JsonSchema = { properties?: Record<string, Record<string, unknown>>; required?: string[]; [key: string]: unknown };

/** The request body schema of one form: zod's input shape, with the definitions' required flags and descriptions. */
export function formRequestSchema(form: FormDefinition): JsonSchema {
  const { $schema: _drop, ...schema } = z.toJSONSchema(form.schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  for (const field of form.fields) {
    const property = schema.properties?.[field.name];
    if (property) property.description = field.description;
  }
  schema.required = form.fields.filter((f) => f.required).map((f) => f.name);
  // The visit's attribution: optional, sanitised by the server (src/forms/attribution.ts), never a reason for 422.
  for (const name of ATTRIBUTION_FIELDS) {
    schema.properties = {
      ...schema.properties,
      [name]: { type: "string", maxLength: ATTRIBUTION_MAX_LENGTH[name], description: ATTRIBUTION_DESCRIPTIONS[name] },
    };
  }
  return schema;
}

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function formOperation(form: FormDefinition) {
  const schemaRef = { $ref: `#/components/schemas/${schemaName(form)}` };
  return {
    post: {
      operationId: `submit_${form.slug.replaceAll("-", "_")}`,
      summary: form.title,
      description: `${form.description} Stored as one record in \`${form.table}\`. Body at most ${BODY_LIMIT_BYTES / 1024} KiB.`,
      tags: ["Leads"],
      // Public: no credential, no payment.
      security: [],
      parameters: [
        {
          name: IDEMPOTENCY_HEADER,
          in: "header",
          required: false,
          description: "Any 1-200 visible ASCII characters (e.g. a UUID). Retries with the same key never store a second record.",
          schema: { type: "string", maxLength: 200 },
        },
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": { schema: schemaRef, example: exampleSubmissions[form.slug] },
          "application/x-www-form-urlencoded": { schema: schemaRef },
        },
      },
      responses: {
        "201": {
          description: "Stored (or already stored under this Idempotency-Key).",
          content: { "application/json": { schema: { type: "object", required: ["id"], properties: { id: { type: "string" } } } } },
        },
        "303": { description: "A plain HTML form post: redirect back to the form's page with the outcome." },
        "400": error("Malformed body."),
        "405": error("Method other than POST."),
        "413": error("Body over the size limit."),
        "415": error("Content type other than JSON or form-urlencoded."),
        "422": {
          description: "Validation failed; `fields` names each rejected or unknown field.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ValidationError" } } },
        },
        "429": {
          ...error("Too many submissions from this client; retry after `Retry-After` seconds."),
          headers: { "Retry-After": { schema: { type: "integer" } } },
        },
        "500": error("Unexpected error; nothing was stored."),
      },
    },
  };
}

/** The x402 payment header, declared as a security scheme of the paid operation. */
export const X402_SECURITY_SCHEME = "x402Payment";

const schemaName = (form: FormDefinition) =>
  `${form.slug
    .split("-")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")}Submission`;

export function buildOpenApi() {
  const formList = formSlugs.map((slug) => forms[slug] as FormDefinition);
  return {
    openapi: "3.1.0",
    info: {
      title: `${site.name} API`,
      version: "1.0.0",
      description: `${site.description}\n\nLead forms (no account needed) and an x402 payment sandbox for AI agents.`,
      license: { name: "Proprietary", url: site.url },
    },
    // SITE_URL; a build without it (the local default) names no host: the server it is fetched from.
    servers: [{ url: site.url === DEFAULT_SITE_URL ? "/" : site.url }],
    tags: [
      { name: "Leads", description: "The five forms of the site, each stored as one record." },
      { name: "x402", description: "A real x402 v2 challenge on testnets; settlement is simulated." },
    ],
    paths: {
      ...Object.fromEntries(formList.map((form) => [apiPath(form.slug), formOperation(form)])),
      [X402_SANDBOX_PATH]: {
        get: {
          operationId: "get_x402_sandbox_quote",
          summary: "Sample GPU compute quote, paid with x402",
          description: `${sandboxResource.description}. Without payment the answer is 402 with a PAYMENT-REQUIRED header (base64 JSON, x402 v2) listing: ${sandboxPaymentOptions.map((o) => o.label).join(", ")}. Pay by retrying with a PAYMENT-SIGNATURE header.`,
          tags: ["x402"],
          // Paid: the x402 payment header; without it the answer is the 402 challenge.
          security: [{ [X402_SECURITY_SCHEME]: [] }],
          responses: {
            "200": {
              description: "Paid: the sample quote. PAYMENT-RESPONSE carries the (simulated) settlement.",
              headers: { "PAYMENT-RESPONSE": { schema: { type: "string" }, description: "Base64 JSON SettleResponse." } },
              content: { "application/json": { schema: { type: "object" } } },
            },
            "400": error("Malformed PAYMENT-SIGNATURE."),
            "402": {
              description: "Payment required, or the payment was refused (the body says why).",
              headers: { "PAYMENT-REQUIRED": { schema: { type: "string" }, description: "Base64 JSON PaymentRequired (x402 v2)." } },
              content: { "application/json": { schema: { type: "object" } }, "text/html": { schema: { type: "string" } } },
            },
            "502": error("The configured facilitator failed."),
            "503": error("The record of used payments (the database) is unreachable; retry after Retry-After seconds."),
            "504": error("The configured facilitator timed out."),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        [X402_SECURITY_SCHEME]: {
          type: "apiKey",
          in: "header",
          name: "PAYMENT-SIGNATURE",
          description:
            "x402 v2 payment: a base64 JSON PaymentPayload signed for one of the `accepts` of the 402 answer's PAYMENT-REQUIRED header.",
        },
      },
      schemas: {
        ...Object.fromEntries(formList.map((form) => [schemaName(form), formRequestSchema(form)])),
        Error: { type: "object", required: ["error"], properties: { error: { type: "string" } } },
        ValidationError: {
          type: "object",
          required: ["error", "fields"],
          properties: { error: { type: "string" }, fields: { type: "object", additionalProperties: { type: "string" } } },
        },
      },
    },
  };
}
