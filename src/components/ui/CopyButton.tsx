import { Check, Copy } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { COPY_CONFIRM_MS, TOOLTIP_DELAYS } from "../home/copy-config.ts";

export type CopyTexts = {
  /** The button's accessible name and its tooltip. */
  label: string;
  /** The tooltip while the check mark shows. */
  copiedLabel: string;
  /** The toasts after a copy and after a failure. */
  success: string;
  failure: string;
};

/**
 * A copy-to-clipboard button (an island): copies `value`, shows a check mark for COPY_CONFIRM_MS
 * and toasts the outcome; a tooltip names the action on hover. Used for the contract address on
 * Home and for the code samples of /x402-documentation.
 */
export function CopyButton({
  value,
  texts,
  className,
}: {
  value: string;
  texts: CopyTexts /** Size classes; default size-11 (a 44 px target). */;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
      toast.success(texts.success);
    } catch {
      toast.error(texts.failure);
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
            aria-label={texts.label}
            data-copied={copied || undefined}
            // Plain concatenation, not cn(): tailwind-merge would add 10 KB to Home's only island.
            className={`grid shrink-0 place-items-center rounded-lg border border-border bg-surface-2 text-fg transition-colors hover:border-accent hover:text-accent ${className ?? "size-11"}`}
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
            {copied ? texts.copiedLabel : texts.label}
            <Tooltip.Arrow className="fill-surface-2" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
