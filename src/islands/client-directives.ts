/** Registers the project's own island directives (src/islands) with Astro. */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "afterpaint", entrypoint: fileURLToPath(new URL("./after-paint.ts", import.meta.url)) });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
  }
}
