import { generatePath } from 'react-router';
import type { AssetType } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';

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
    // Under 768 px the header has no Create menu: the menu panel holds the same entries.
    emptyHint: 'Choose Create Dataset from Create in the header (in the menu on a phone) to make your first dataset.',
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
    emptyHint: 'Choose Create Model from Create in the header (in the menu on a phone) to upload, fine-tune or train a model.',
    listPath: PATHS.models,
    managePath: (modelId) => generatePath(PATHS.manageModel, { modelId }),
    marketPath: (id) => generatePath(PATHS.marketModel, { id }),
  },
};

/** The kind an asset's own type belongs to, for links from a record whatever page it is shown on. */
export const kindOf = (type: AssetType): AssetKind => (type === 'MODEL' ? 'model' : 'dataset');
