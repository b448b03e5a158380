/**
 * Tool input schemas for the MCP SDK. The SDK takes a Standard Schema and both advertises it
 * (`tools/list`) and validates with it before our handler runs; a failed check there becomes one
 * generic sentence. We want the lead API's own answer instead (each field and what is wrong), so a
 * tool advertises the JSON Schema generated from the form's zod schema (the same one /openapi.json
 * shows) and lets every argument object through: the handler validates with validateLead.
 */
import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";

export type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/** A schema the SDK advertises as `json` and that accepts any argument object (checked by the handler). */
export function advertisedSchema(json: JsonSchema): StandardSchemaWithJSON<Record<string, unknown>> {
  return {
    "~standard": {
      version: 1,
      vendor: "nirvana-mcp",
      validate: (value) =>
        typeof value === "object" && value !== null && !Array.isArray(value)
          ? { value: value as Record<string, unknown> }
          : { issues: [{ message: "Arguments must be a JSON object." }] },
      jsonSchema: { input: () => json, output: () => json },
    },
  };
}
