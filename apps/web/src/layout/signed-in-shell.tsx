import { ModelSearchPlaceholder } from '@bagel/hub-web';
import { BellButton, NotificationBell } from '@bagel/notifications-web';
import { BalanceChip, BuyBagelsButton, CurrencySwitch } from '@bagel/wallet-web';
import { ReferralPrompts } from '@bagel/referrals-web';
import type { HeaderSlots } from './app-header';
import { AppLayout } from './app-layout';
import { DeferredControl } from './deferred-control';

/**
 * The header's model search, currency switch, balance chip and bell (spec §2 Header). The search's and the bell's
 * popovers and the balance's tooltip are deferred parts (`deferred-parts.ts`): until they are in, their box and
 * buttons stand in.
 */
const HEADER_SLOTS: HeaderSlots = {
  search: (
    <DeferredControl placeholder={<ModelSearchPlaceholder />}>
      {(parts, started) => <parts.ModelSearch defaultText={started.text} />}
    </DeferredControl>
  ),
  currencySwitch: <CurrencySwitch />,
  balance: (
    <BalanceChip buyButton={<DeferredControl placeholder={<BuyBagelsButton />}>{(parts) => <parts.BuyBagelsTooltip />}</DeferredControl>} />
  ),
  notifications: (
    <NotificationBell>
      {(bell) => (
        <DeferredControl placeholder={<BellButton unread={bell.unread} />}>
          {(parts) => <parts.NotificationPopover bell={bell} />}
        </DeferredControl>
      )}
    </NotificationBell>
  ),
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
