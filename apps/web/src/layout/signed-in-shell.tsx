import { BalanceChip, CurrencySwitch } from '@bagel/wallet-web';
import type { HeaderSlots } from './app-header';
import { AppLayout } from './app-layout';

/** The header's currency switch and balance chip (spec §2 Header). */
const WALLET_HEADER_SLOTS: HeaderSlots = { currencySwitch: <CurrencySwitch />, balance: <BalanceChip /> };

/**
 * The signed-in shell with the wallet in its header: a module of its own, so the route table loads it (its header,
 * sidebar, side panels and the wallet) alongside the first signed-in page, and the landing page never does.
 */
export function Component() {
  return <AppLayout headerSlots={WALLET_HEADER_SLOTS} />;
}
