import { generatePath } from 'react-router';
import { PATHS, type AssetType } from '@bagel/contract';

/** Datasets and models share every screen; this is what differs between the two. */
export type AssetKind = 'dataset' | 'model';

export interface AssetKindInfo {
  /** The list's h1 (spec §2). */
  listTitle: string;
  /** The h1 of a manage or market page until the asset's own title is known. */
  manageTitle: string;
  marketTitle: string;
  /** What the list asks for (spec §3: datasets are RAW or VECTOR, models MODEL). */
  types: readonly AssetType[];
  /** The noun in sentences: 'No datasets yet', 'Manage this dataset'. */
  noun: string;
  /** How to make the first one, for the empty list. */
  emptyHint: string;
  listPath: string;
  managePath: (id: string) => string;
  marketPath: (id: string) => string;
}

export const ASSET_KINDS: Record<AssetKind, AssetKindInfo> = {
  dataset: {
    listTitle: 'My Datasets',
    manageTitle: 'Manage Dataset',
    marketTitle: 'Market dataset',
    types: ['RAW', 'VECTOR'],
    noun: 'dataset',
    emptyHint: 'Open Create in the header and choose Create Dataset to make your first dataset.',
    listPath: PATHS.datasets,
    managePath: (datasetId) => generatePath(PATHS.manageDataset, { datasetId }),
    marketPath: (id) => generatePath(PATHS.marketDataset, { id }),
  },
  model: {
    listTitle: 'My Models',
    manageTitle: 'Manage Model',
    marketTitle: 'Market model',
    types: ['MODEL'],
    noun: 'model',
    // The header's Create Model entry stays disabled until the wizard ships, so the hint must not send people there yet.
    emptyHint: 'Models you upload or fine-tune will be listed here. Creating models from the header’s Create menu is coming soon.',
    listPath: PATHS.models,
    managePath: (modelId) => generatePath(PATHS.manageModel, { modelId }),
    marketPath: (id) => generatePath(PATHS.marketModel, { id }),
  },
};

/** The kind an asset's own type belongs to, for links from a record whatever page it is shown on. */
export const kindOf = (type: AssetType): AssetKind => (type === 'MODEL' ? 'model' : 'dataset');
