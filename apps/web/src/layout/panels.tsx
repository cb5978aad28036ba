import type { ComponentType } from 'react';
import { ContactUsSheet } from '@bagel/support-web';
import { SendBagelPanel, TransactionHistoryPanel } from '@bagel/wallet-web';
import type { PanelId } from './nav-entries';

/** The side panels navigation entries open. */
const PANELS: Record<PanelId, ComponentType<{ opened: boolean; onClose: () => void }>> = {
  'contact-us': ContactUsSheet,
  'send-bagel': SendBagelPanel,
  'transaction-history': TransactionHistoryPanel,
};

export function Panels({ open, onClose }: { open: PanelId | null; onClose: () => void }) {
  return (
    <>
      {Object.entries(PANELS).map(([id, Panel]) => (
        <Panel key={id} opened={open === id} onClose={onClose} />
      ))}
    </>
  );
}
