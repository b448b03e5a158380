import { CircleCheck, Unplug } from "lucide-react";
import { Fragment, useState } from "react";
import { catalogueEntry, walletCopy } from "../../content/wallets.ts";
import { buttonVariants } from "../ui/button-variants.ts";
import { shortenAddress } from "./address.ts";
import { WalletDialog } from "./WalletDialog.tsx";
import { WalletMark } from "./WalletMark.tsx";
import { useWallet } from "./WalletProvider.tsx";

const CONNECTED_ID = "wallet-connected";

function ConnectedView() {
  const { walletType, walletAddress, icons, disconnect } = useWallet();
  if (!walletType || !walletAddress) return null;
  const { name, family } = catalogueEntry(walletType);
  return (
    <div id={CONNECTED_ID} tabIndex={-1} className="space-y-4 outline-none" data-testid="wallet-connected">
      <div className="flex items-center gap-3 rounded-xl border border-border bg-surface-2 p-3">
        <WalletMark type={walletType} icon={icons.get(walletType)} />
        <dl className="min-w-0 flex-1 text-sm">
          <dt className="sr-only">{walletCopy.connectedWith}</dt>
          <dd className="truncate font-medium text-fg" data-testid="wallet-name">
            {name}
          </dd>
          <dt className="sr-only">{walletCopy.addressLabel}</dt>
          <dd className="font-mono text-muted" title={walletAddress} data-testid="wallet-address">
            {shortenAddress(walletAddress, family)}
          </dd>
        </dl>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-success">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        {walletCopy.ready}
      </p>
      <button type="button" onClick={disconnect} className={`${buttonVariants({ variant: "secondary", size: "md" })} w-full sm:w-auto`}>
        <Unplug className="size-4" aria-hidden="true" />
        {walletCopy.disconnect}
      </button>
    </div>
  );
}

/**
 * The detection line. With no wallet found it does not open on a verdict: until the visitor has
 * opened the Select Wallet dialog it says which wallets work; after that, the spec's
 * 'No Wallets Detected' with its install hint.
 */
function DetectionLine({ asked }: { asked: boolean }) {
  const { availableWallets, detected, icons } = useWallet();
  const installed = availableWallets.filter((w) => w.installed);
  return (
    <div aria-live="polite" className="min-h-11 border-t border-border pt-4 text-sm empty:hidden" data-testid="wallet-detection">
      {detected &&
        (installed.length > 0 ? (
          <p>
            <span className="font-medium text-fg">{walletCopy.detected(installed.length)}</span>
            <span className="block text-muted">
              {installed.map((w, i) => (
                <Fragment key={w.type}>
                  {i > 0 && ", "}
                  <span className="whitespace-nowrap">
                    <WalletMark type={w.type} icon={icons.get(w.type)} size="sm" />
                    {w.name}
                  </span>
                </Fragment>
              ))}
            </span>
          </p>
        ) : !asked ? (
          <p className="text-muted" data-wallet-supported="">
            {walletCopy.supported}
          </p>
        ) : (
          <p>
            <span className="font-medium text-fg">{walletCopy.noneDetected}</span>
            <span className="block text-muted">{walletCopy.installHint}</span>
          </p>
        ))}
    </div>
  );
}

/**
 * The wallet connect panel of /access-compute (spec section 4, "Wallet panel"). The page's step
 * card around it gives the heading; the panel is the button or connected state and the detection line.
 */
export function WalletPanel() {
  const { isConnected } = useWallet();
  const [asked, setAsked] = useState(false);
  return (
    // A flex gap, not space-y: the detection line is hidden while empty (before hydration), and a hidden last child
    // must not leave the button a bottom margin (it doubled the gap over the notes under the panel).
    <div className="flex flex-col gap-5" data-testid="wallet-panel">
      {isConnected && <ConnectedView />}
      <WalletDialog afterConnectFocusId={CONNECTED_ID} onOpened={() => setAsked(true)} />
      <DetectionLine asked={asked} />
    </div>
  );
}
