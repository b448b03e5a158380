// Astro integration: after the build, writes a Brotli (.br) and a gzip (.gz) copy next to every
// compressible file of the static output, so the server sends compressed bytes without
// compressing anything per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";

export const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".md", ".webmanifest", ".ico"]);
const MIN_BYTES = 512;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

export function precompress(): AstroIntegration {
  return {
    name: "precompress",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        let count = 0;
        let before = 0;
        let after = 0;
        for (const file of files(fileURLToPath(dir))) {
          if (!COMPRESSIBLE.has(extname(file))) continue;
          const body = readFileSync(file);
          if (body.length < MIN_BYTES) continue;
          const br = brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          });
          writeFileSync(`${file}.br`, br);
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          count++;
          before += body.length;
          after += br.length;
        }
        logger.info(`${count} files precompressed: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB (brotli)`);
      },
    },
  };
}
