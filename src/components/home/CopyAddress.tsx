import { Check, Copy } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { contract } from "../../content/home.ts";
import { COPY_CONFIRM_MS, TOOLTIP_DELAYS } from "./copy-config.ts";

/**
 * Home's only island: copies the token contract address, shows a check mark for
 * COPY_CONFIRM_MS, and toasts the outcome. A tooltip names the action on hover.
 */
export function CopyAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
      toast.success(contract.success);
    } catch {
      toast.error(contract.failure);
    }
  }

  const Icon = copied ? Check : Copy;
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAYS.delayDuration} skipDelayDuration={TOOLTIP_DELAYS.skipDelayDuration}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            onClick={copy}
            aria-label={contract.copyLabel}
            data-copied={copied || undefined}
            className="grid size-10 shrink-0 place-items-center rounded-lg border border-border bg-surface-2 text-fg transition-colors hover:border-accent hover:text-accent"
          >
            <Icon className={copied ? "size-4 text-success" : "size-4"} aria-hidden="true" data-icon={copied ? "check" : "copy"} />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={8}
            className="z-50 rounded-md border border-border bg-surface-2 px-3 py-1.5 text-xs text-fg shadow-lg shadow-black/40"
          >
            {copied ? contract.copiedLabel : contract.copyLabel}
            <Tooltip.Arrow className="fill-surface-2" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
