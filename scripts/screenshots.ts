// `npm run screenshots [-- /path ...]`: full-page screenshots of routes at 375 px and 1440 px
// into test-results/screenshots/, to look at the design. Serves DIST_DIR (default dist/).
import { mkdirSync } from "node:fs";
import { launchBrowser } from "../tests/support/browser.ts";
import { startServer, repoRoot } from "../tests/support/server.ts";
import { ROUTES } from "../tests/support/site.ts";

const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...ROUTES];
const out = `${repoRoot}test-results/screenshots`;
mkdirSync(out, { recursive: true });
const [server, browser] = await Promise.all([startServer({ RATE_LIMIT_PER_MINUTE: "0" }), launchBrowser()]);
try {
  for (const width of [375, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      const name = (route === "/" ? "home" : route.slice(1).replaceAll("/", "_")) + `-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
