import * as v from 'valibot';
import { BAGEL_TEXT_EMBEDDING, NewDataset, type AssetCategory, type createAsset } from '@bagel/assets-contract';
import type { RouteBodyInput } from '@bagel/contract';

/** What the user fills in, validated by the contract's own rules (spec §5: schema-validated). */
export const DatasetFields = v.pick(NewDataset, ['title', 'category', 'details', 'tags']);

/** The IPFS toggle: YES, NO, or neither (clicking the chosen one again clears it). */
export type IpfsChoice = 'yes' | 'no' | null;

export interface DatasetFormValues {
  title: string;
  category: v.InferOutput<typeof AssetCategory> | null;
  /** The optional description, sent as the asset's `details`. */
  details: string;
  tags: string[];
  ipfs: IpfsChoice;
}

export const EMPTY_DATASET_FORM: DatasetFormValues = { title: '', category: null, details: '', tags: [], ipfs: null };

/**
 * Spec §3 and §9: a RAW dataset, free, unpublished, no dimensions, no parent, embedded with the Bagel Text model;
 * IPFS only when YES was chosen. Called with valid values only, so parsing just trims (an empty description is '').
 */
export function datasetPayload(values: DatasetFormValues, userId: string): RouteBodyInput<typeof createAsset> {
  return {
    dataset_type: 'RAW',
    ...v.parse(DatasetFields, values),
    user_id: userId,
    price: 0,
    embedding_model: BAGEL_TEXT_EMBEDDING,
    dimensions: 0,
    is_published: false,
    parent_dataset_id: null,
    use_ipfs: values.ipfs === 'yes',
  };
}
