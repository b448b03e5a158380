import { ArrowRight, ChevronDown, Download, LoaderCircle, Wallet, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { catalogueEntry, walletCopy } from "../../content/wallets.ts";
import { buttonVariants } from "../ui/button-variants.ts";
import type { WalletOption } from "./options.ts";
import { WalletMark } from "./WalletMark.tsx";
import { useWallet } from "./WalletProvider.tsx";

function WalletRow({ option, onChoose }: { option: WalletOption; onChoose: (option: WalletOption) => void }) {
  const { isConnecting, connectingType, icons } = useWallet();
  const { family } = catalogueEntry(option.type);
  const pending = isConnecting && connectingType === option.type;
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(option)}
        disabled={isConnecting}
        aria-busy={pending || undefined}
        data-wallet={option.type}
        className={`group flex min-h-15 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left transition-colors hover:border-accent focus-visible:border-accent disabled:cursor-not-allowed disabled:opacity-60 ${
          option.installed ? "border-border bg-surface-2" : "border-border/60"
        }`}
      >
        <WalletMark type={option.type} icon={icons.get(option.type)} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-fg">{option.name}</span>
          <span className="flex items-center gap-1.5 text-xs text-muted">
            {walletCopy.family[family]}
            {option.installed && (
              // Installed is a fact about the row, said beside its family in the same muted text (round 15: no green,
              // a second status colour); the row's end says what a click does.
              <>
                <span aria-hidden="true">·</span>
                <span>{walletCopy.installed}</span>
              </>
            )}
          </span>
        </span>
        {pending ? (
          <LoaderCircle className="size-5 shrink-0 animate-spin text-accent" aria-hidden="true" />
        ) : (
          // The action a row performs, at its end, in one treatment for every row (review round 19: the installed rows'
          // Connect was an outlined chip and the others' Install muted words): a 44-px outlined chip, the site's
          // secondary look, "Connect" and an arrow on an installed wallet's row, "Install" and its download mark on
          // the others'. The rows' fill says which are installed; no chip is solid, so the dialog has no second main
          // action beside the Connect Wallet button. Review round 26: one width for both words (112 px, centred):
          // Connect's chip was ~18 px wider than Install's, so the column of chips had a ragged left edge.
          <span
            className="flex min-h-11 min-w-28 shrink-0 items-center justify-center gap-1.5 rounded-full border border-border bg-surface px-4 text-xs font-semibold text-fg transition-colors group-hover:border-accent group-focus-visible:border-accent"
            data-wallet-action={option.installed ? "connect" : "install"}
          >
            {option.installed ? walletCopy.connectRow : walletCopy.install}
            {option.installed ? (
              <ArrowRight className="size-3.5" aria-hidden="true" />
            ) : (
              <Download className="size-3.5" aria-hidden="true" />
            )}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * The Connect Wallet button (while disconnected) and its 'Select Wallet' dialog (Radix: focus
 * trapped, Esc closes, labelled). It stays mounted once connected so that closing the dialog
 * can hand focus to the connected panel.
 */
export function WalletDialog({ afterConnectFocusId, onOpened }: { afterConnectFocusId: string; onOpened?: () => void }) {
  const { availableWallets, isConnected, isConnecting, connect } = useWallet();
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const allId = useId();
  const installed = availableWallets.filter((w) => w.installed);
  const others = availableWallets.filter((w) => !w.installed);

  // The dialog closes once a wallet is connected.
  useEffect(() => {
    if (isConnected) setOpen(false);
  }, [isConnected]);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setShowAll(installed.length === 0); // nothing installed: show every wallet at once
      onOpened?.();
    }
    setOpen(next);
  };

  const choose = (option: WalletOption) => {
    if (!option.installed) setOpen(false); // the visitor is sent to the store; keep the toast in view
    void connect(option.type);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {!isConnected && (
        <Dialog.Trigger asChild>
          {/* Review round 20: the secondary (outlined) look. In the request section the form's Submit is the one primary
              action; Connect Wallet, a filled button too, made three filled calls on the page with the hero's. */}
          <button
            type="button"
            disabled={isConnecting}
            className={`${buttonVariants({ variant: "secondary", size: "lg" })} w-full sm:w-auto sm:self-start`}
          >
            {isConnecting ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <Wallet className="size-5" aria-hidden="true" />
            )}
            {isConnecting ? walletCopy.connecting : walletCopy.connect}
          </button>
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-bg/80 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // The trigger is gone once connected: continue from the connected panel instead.
            const target = isConnected ? document.getElementById(afterConnectFocusId) : null;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col overflow-hidden rounded-t-2xl border border-border bg-surface shadow-2xl shadow-black/60 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card"
        >
          {/* The header on the list's edges (review round 19: the close button stood 8 px past the rows' right edge): the
              title starts on the rows' left edge and the close button's 44-px box ends on their right edge. */}
          <div className="flex items-start justify-between gap-4 border-b border-border p-5" data-wallet-header="">
            <div>
              <Dialog.Title className="font-display text-xl font-semibold text-fg">{walletCopy.dialogTitle}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{walletCopy.dialogDescription}</Dialog.Description>
            </div>
            <Dialog.Close
              className="-mt-1.5 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
              aria-label={walletCopy.close}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {/* The list scrolls inside the dialog (a bottom sheet on a phone, up to 88% of the screen's height): a thin scrollbar
              and, while more rows are below, a fade over the last visible row with the words "More wallets below". */}
          <div className="scroll-fade-b overscroll-contain" data-wallet-list="">
            {/* The padding is inside the scroller's content, so the fade sits on the scrollport's very edge. */}
            <div className="p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
              {installed.length > 0 && (
                <section aria-label={walletCopy.installedGroup} className="mb-4">
                  <ul className="space-y-2" data-group="installed">
                    {installed.map((option) => (
                      <WalletRow key={option.type} option={option} onChoose={choose} />
                    ))}
                  </ul>
                </section>
              )}
              {others.length > 0 && (
                <section>
                  {/* Its words start where the rows' marks do (a transparent 1-px border and the rows' 12-px padding). */}
                  <button
                    type="button"
                    aria-expanded={showAll}
                    aria-controls={allId}
                    onClick={() => setShowAll((v) => !v)}
                    className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-transparent px-3 py-2 text-left text-sm font-medium text-fg hover:bg-surface-2"
                  >
                    <span className="flex-1">{walletCopy.allWallets}</span>
                    <span
                      className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted ring-1 ring-border"
                      data-testid="all-wallets-count"
                    >
                      {others.length}
                    </span>
                    <ChevronDown className={`size-4 text-muted transition-transform ${showAll ? "rotate-180" : ""}`} aria-hidden="true" />
                  </button>
                  <ul id={allId} hidden={!showAll} className="mt-2 space-y-2" data-group="all">
                    {others.map((option) => (
                      <WalletRow key={option.type} option={option} onChoose={choose} />
                    ))}
                  </ul>
                </section>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
