import { ArrowRight } from "lucide-react";
import { docsPage } from "../../content/docs.ts";
import { site } from "../../content/site.ts";
import { formatAmount, sandboxPaymentOptions, X402_SANDBOX_PATH } from "../../content/x402-sandbox.ts";
import { ArtPanel } from "../art/Art.tsx";

/** The base64 of `{"x402Version":2,`: how the sandbox's real PAYMENT-REQUIRED header begins. */
const headerStart = btoa('{"x402Version":2,').replace(/=+$/, "");

/**
 * /documentation's first screen beside the title: documentation a visitor can use now. The request
 * to the x402 sandbox (this site's own host, from SITE_URL), its 402 answer, and what the
 * PAYMENT-REQUIRED header says once decoded: every option the sandbox accepts, from its own
 * configuration (x402-sandbox.ts). Lines are short enough not to wrap on a phone; no script.
 */
export function DocsSandbox() {
  const t = docsPage.sandbox;
  const host = new URL(site.url).host;
  return (
    <ArtPanel caption={t.caption}>
      <div className="space-y-4 p-5 font-mono text-[13px] leading-relaxed sm:p-6" data-docs-sandbox="">
        <div>
          <p className="text-fg">
            <span className="text-accent">GET</span> {X402_SANDBOX_PATH}
          </p>
          <p className="text-muted">Host: {host}</p>
          <p className="text-xs text-muted"># {t.requestNote}</p>
        </div>
        <div className="space-y-2 rounded-lg border border-border bg-bg p-3">
          <p className="text-accent-2">HTTP/1.1 402 Payment Required</p>
          <p className="truncate text-muted">PAYMENT-REQUIRED: {headerStart}…</p>
          <p className="pt-1 text-xs text-muted"># {t.answerNote}</p>
          <table className="w-full text-left text-xs">
            <tbody>
              {sandboxPaymentOptions.map((o) => (
                <tr key={o.id}>
                  <td className="py-0.5 pr-3 whitespace-nowrap text-fg">{formatAmount(o)}</td>
                  <td className="py-0.5 text-muted">{o.networkName.replace(" (testnet)", "")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <a href={t.link.href} className="inline-flex items-center gap-2 font-sans text-sm font-medium text-accent hover:underline">
          {t.link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </ArtPanel>
  );
}
