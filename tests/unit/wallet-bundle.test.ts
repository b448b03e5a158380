import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { builtPages, closure, dist, gzipSize, islandsOf } from "../support/bundle.ts";

// The wallet code loads only on /access-compute and adds at most 30 KB gzip of
// JavaScript on top of React itself. Measured on the build: the chunks the wallet island pulls
// in, minus those the Toaster island pulls in too (React, react-dom, sonner, Astro's renderer).
const BUDGET = 30_000;

describe("wallet bundle", () => {
  const page = join(dist, "access-compute", "index.html");
  const islands = existsSync(page) ? islandsOf(readFileSync(page, "utf8")) : [];
  const wallet = islands.find((i) => /\/WalletIsland\.[\w-]+\.js$/.test(i.component));

  test("/access-compute hydrates the wallet island lazily, beside the toast viewport", () => {
    expect(wallet, `no WalletIsland on ${page}`).toBeDefined();
    expect(wallet!.client).toBe("intent");
    expect(islands.some((i) => i.exported === "Toaster")).toBe(true);
  });

  test("no other page loads the wallet code", () => {
    const others = builtPages()
      .filter((p) => p.file !== page && p.html.includes("WalletIsland"))
      .map((p) => p.route);
    expect(others).toEqual([]);
  });

  test(`the wallet adds at most ${BUDGET} bytes gzip of JavaScript on top of React and the shared UI kit`, () => {
    // Not wallet code: React, react-dom, sonner and Astro's renderer (what the Toaster loads), and
    // the UI kit every island shares (Button, cn, icons: what the page's other islands load too).
    const others = islands.filter((i) => i !== wallet);
    const toaster = closure(...islands.filter((i) => i.exported === "Toaster").flatMap((i) => [i.component, i.renderer]));
    const shared = closure(...others.flatMap((i) => [i.component, i.renderer]));
    const everything = [...closure(wallet!.component, wallet!.renderer)].filter((url) => !toaster.has(url));
    const own = everything.filter((url) => !shared.has(url));
    const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipSize(url), 0);
    const total = sum(own);
    console.log(
      `wallet JavaScript: ${total} B gzip (${(total / 1024).toFixed(1)} KiB) in ${own.map((u) => `${u} ${gzipSize(u)} B`).join(", ")}; ` +
        `with the shared UI kit it also uses: ${sum(everything)} B; React + react-dom + sonner + renderer: ${sum([...toaster])} B gzip`,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET);
  });
});
