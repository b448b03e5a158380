/**
 * What the MCP server declares about itself holds, checked with the official client over real HTTP:
 * a tool marked idempotent stores nothing more when called again with the same arguments, and a
 * server that can never notify (stateless: no session, no stream) does not offer list-changed
 * notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/client";
import { webMcpToolName } from "../../src/discovery/webmcp.ts";
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { formSlugs, forms } from "../../src/forms/forms.ts";
import { useLeadServer } from "./leads-support.ts";
import { connectMcp, text, type Era } from "./mcp-support.ts";

describe.each(["modern", "legacy"] as Era[])("what /mcp declares, %s protocol era", (era) => {
  const site = useLeadServer("sqlite");
  let client: Client;
  beforeAll(async () => {
    client = await connectMcp(site.url(), era);
  });
  afterAll(async () => {
    await client?.close();
  });

  it("offers no list-changed notifications (it is stateless and never sends one)", () => {
    const capabilities = client.getServerCapabilities();
    expect(capabilities?.tools).toBeTruthy();
    expect(capabilities?.resources).toBeTruthy();
    expect(capabilities?.tools?.listChanged ?? false).toBe(false);
    expect(capabilities?.resources?.listChanged ?? false).toBe(false);
  });

  it.each(formSlugs)("%s: idempotentHint is true only if the same call twice, without a key, stores one record", async (slug) => {
    const form = forms[slug];
    const name = webMcpToolName(form);
    const tool = (await client.listTools()).tools.find((t) => t.name === name)!;
    const before = await site.db.count(form.table);
    for (let i = 0; i < 2; i++) {
      const result = await client.callTool({ name, arguments: exampleSubmissions[slug] });
      expect(result.isError, text(result)).toBeFalsy();
    }
    const stored = (await site.db.count(form.table)) - before;
    expect({ idempotentHint: tool.annotations?.idempotentHint ?? false, stored }).toEqual({ idempotentHint: stored === 1, stored });
  });
});
