/**
 * Read-only resources: /llms.txt, /openapi.json and each page's text as Markdown (/md/<page>.md),
 * read from the built site (dist/), so the MCP server offers exactly what the site serves.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { McpServer } from "@modelcontextprotocol/server";
import { site } from "../../content/site.ts";

type ResourceFile = { name: string; path: string; title: string; description: string; mimeType: string };

const FIXED: ResourceFile[] = [
  {
    name: "llms.txt",
    path: "/llms.txt",
    title: "llms.txt",
    description: "The site for language models: offer, pages, lead API, x402 sandbox and MCP.",
    mimeType: "text/plain",
  },
  {
    name: "openapi",
    path: "/openapi.json",
    title: "OpenAPI document",
    description: "OpenAPI 3.1 of the lead API and the x402 sandbox, generated from the forms' zod schemas.",
    mimeType: "application/json",
  },
];

const fileOf = (distDir: string, path: string) => join(distDir, path.slice(1));

/** Every resource file present in the build (page Markdown found by listing dist/md/). */
export async function resourceFiles(distDir: string): Promise<ResourceFile[]> {
  const pages = (await readdir(join(distDir, "md")).catch(() => [] as string[])).filter((f) => f.endsWith(".md")).sort();
  const described = await Promise.all(
    pages.map(async (file): Promise<ResourceFile> => {
      const text = await readFile(join(distDir, "md", file), "utf8");
      const title = /^# (.+)$/m.exec(text)?.[1] ?? file;
      const description = /^> (.+)$/m.exec(text)?.[1] ?? `The ${title} page as Markdown.`;
      return {
        name: `page-${file.replace(/\.md$/, "")}`,
        path: `/md/${file}`,
        title: `${title} (page text)`,
        description,
        mimeType: "text/markdown",
      };
    }),
  );
  return [...FIXED, ...described];
}

export function registerResources(server: McpServer, distDir: string, files: readonly ResourceFile[], origin: string = site.url): void {
  for (const file of files) {
    const uri = new URL(file.path, origin).href;
    server.registerResource(file.name, uri, { title: file.title, description: file.description, mimeType: file.mimeType }, async () => ({
      contents: [{ uri, mimeType: file.mimeType, text: await readFile(fileOf(distDir, file.path), "utf8") }],
    }));
  }
}
