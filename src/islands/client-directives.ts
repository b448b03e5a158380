/** Registers the project's own island directives (src/islands) with Astro. */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "intent", entrypoint: fileURLToPath(new URL("./on-intent.ts", import.meta.url)) });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first reach for the island (or idle well after load); "page": with the page's first such island. */
    "client:intent"?: boolean | "page";
  }
}
