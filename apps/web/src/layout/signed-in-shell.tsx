import { ModelSearch } from '@bagel/hub-web';
import { NotificationBell } from '@bagel/notifications-web';
import { BalanceChip, CurrencySwitch } from '@bagel/wallet-web';
import { ReferralPrompts } from '@bagel/referrals-web';
import type { HeaderSlots } from './app-header';
import { AppLayout } from './app-layout';

/** The header's model search, currency switch and balance chip (spec §2 Header). */
const HEADER_SLOTS: HeaderSlots = {
  search: <ModelSearch />,
  currencySwitch: <CurrencySwitch />,
  balance: <BalanceChip />,
  notifications: <NotificationBell />,
};

/**
 * The signed-in shell with the model search and the wallet in its header: a module of its own, so the route table
 * loads it (its header, sidebar, side panels, the search and the wallet) alongside the first signed-in page, and the
 * landing page never does.
 */
export function Component() {
  return (
    <>
      <AppLayout headerSlots={HEADER_SLOTS} />
      <ReferralPrompts />
    </>
  );
}
