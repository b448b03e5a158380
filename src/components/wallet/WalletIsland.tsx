import { WalletPanel } from "./WalletPanel.tsx";
import { WalletProvider } from "./WalletProvider.tsx";

/**
 * The island entry of /access-compute: the wallet session and its panel.
 * Use with `client:intent` (src/islands/on-intent.ts); the page passes `toaster` to BaseLayout.
 */
export function WalletIsland() {
  return (
    <WalletProvider>
      <WalletPanel />
    </WalletProvider>
  );
}
