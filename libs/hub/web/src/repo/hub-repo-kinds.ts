import { generatePath } from 'react-router';
import type { AssetType } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';
import type { HubRepoType } from '@bagel/hub-contract';

export interface HubRepoKind {
  /** The noun in sentences: 'Loading this model'. */
  noun: string;
  /** Hugging Face's name for its README. */
  cardTitle: string;
  /** Where a clone lands (spec §2's list of the user's assets). */
  listTitle: string;
  /** What a clone of it becomes (spec §3: MODEL for models, RAW for datasets). */
  datasetType: Extract<AssetType, 'MODEL' | 'RAW'>;
  managePath: (assetId: string) => string;
}

/** Models and datasets share the repository page; this is what differs between the two. */
export const HUB_REPO_KINDS: Record<HubRepoType, HubRepoKind> = {
  model: {
    noun: 'model',
    cardTitle: 'Model card',
    listTitle: 'My Models',
    datasetType: 'MODEL',
    managePath: (modelId) => generatePath(PATHS.manageModel, { modelId }),
  },
  dataset: {
    noun: 'dataset',
    cardTitle: 'Dataset card',
    listTitle: 'My Datasets',
    datasetType: 'RAW',
    managePath: (datasetId) => generatePath(PATHS.manageDataset, { datasetId }),
  },
};
