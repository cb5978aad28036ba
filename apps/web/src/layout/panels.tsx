import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ContactUsSheet } from '@bagel/support-web';
import { TransactionHistoryPanel } from '@bagel/transactions-web';
import { SendBagelPanel } from '@bagel/wallet-web';
import type { PanelId } from './nav-entries';

/** A chunk of its own (its form inputs are used nowhere else), so the other panels never wait for it. */
const CreateDatasetSheet = lazy(() =>
  import('@bagel/create-dataset-web').then(({ CreateDatasetSheet }) => ({ default: CreateDatasetSheet })),
);

/** The Create Model wizard's chunk, likewise: fetched when the sheet is first needed. */
const CreateModelSheet = lazy(() =>
  import('@bagel/create-model-wizard-web').then(({ CreateModelSheet }) => ({ default: CreateModelSheet })),
);

/** The side panels navigation entries and the header's Create menu open. */
const PANELS: Record<PanelId, ComponentType<{ opened: boolean; onClose: () => void }>> = {
  'contact-us': ContactUsSheet,
  'send-bagel': SendBagelPanel,
  'transaction-history': TransactionHistoryPanel,
  'create-dataset': CreateDatasetSheet,
  'create-model': CreateModelSheet,
};

/**
 * Each panel is rendered from the first time it opens, and stays so its closing animation plays. Rendering them all
 * closed from the start fetched every panel's forms (a dozen scripts) with every page, for panels most visits never
 * open.
 */
export function Panels({ open, onClose }: { open: PanelId | null; onClose: () => void }) {
  const [opened, setOpened] = useState<readonly PanelId[]>([]);
  if (open && !opened.includes(open)) setOpened([...opened, open]);
  return (
    <>
      {opened.map((id) => {
        const Panel = PANELS[id];
        return (
          <Suspense key={id} fallback={null}>
            <Panel opened={open === id} onClose={onClose} />
          </Suspense>
        );
      })}
    </>
  );
}
