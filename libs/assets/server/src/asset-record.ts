import type { AssetRecord } from '@bagel/assets-contract';
import { hundredthsToBagels } from '@bagel/util';
import type { AssetWithStats } from './assets.repository';

/** The contract's record of an asset, as `access` lets the caller use it. */
export const assetRecord = (row: AssetWithStats, ownerUsername: string, access: AssetRecord['access']): AssetRecord => ({
  dataset_id: row.id,
  dataset_type: row.assetType as AssetRecord['dataset_type'],
  title: row.title,
  category: row.category,
  details: row.details,
  tags: row.tags,
  user_id: row.userId,
  owner_username: ownerUsername,
  price: hundredthsToBagels(row.price),
  embedding_model: row.embeddingModel,
  dimensions: row.dimensions,
  is_published: row.isPublished,
  use_ipfs: row.useIpfs,
  parent_dataset_id: row.parentId,
  base_model_type: row.baseModelType,
  file_count: row.fileCount,
  total_bytes: row.totalBytes,
  access,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
