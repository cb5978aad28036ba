import type { AssetRecord } from '@bagel/assets-contract';
import type { Database } from '@bagel/db';
import { HttpError, type Principal } from '@bagel/server-kit';
import { findAsset, type AssetWithStats } from './assets.repository';
import { findPurchase } from './purchases.repository';

export const ASSET_NOT_FOUND = 'Asset not found';

/** An asset and how the caller may use it. */
export interface VisibleAsset {
  asset: AssetWithStats;
  access: AssetRecord['access'];
}

/**
 * How `who` may use an asset: the owner (and the platform's service key) fully, a buyer to read its files, anyone
 * else only a published asset's listing. An asset the caller may not see at all is a 404, as one that does not exist,
 * so ids of other users' unpublished work leak nothing.
 */
export async function visibleAsset(db: Database, id: string, who: Principal): Promise<VisibleAsset> {
  const asset = await findAsset(db, id);
  if (!asset) throw new HttpError(404, ASSET_NOT_FOUND);
  if (who.kind === 'service' || (who.kind === 'user' && who.userId === asset.userId)) return { asset, access: 'owner' };
  if (who.kind === 'user' && (await findPurchase(db, id, who.userId))) return { asset, access: 'purchased' };
  if (asset.isPublished) return { asset, access: 'listing' };
  throw new HttpError(404, ASSET_NOT_FOUND);
}

/** Changing an asset or its files is its owner's. */
export async function ownedAsset(db: Database, id: string, who: Principal): Promise<AssetWithStats> {
  const { asset, access } = await visibleAsset(db, id, who);
  if (access !== 'owner') throw new HttpError(403, 'Only the owner of this asset can change it');
  return asset;
}

/** Reading an asset's files is for its owner and its buyers; a market visitor sees its listing. */
export async function readableAsset(db: Database, id: string, who: Principal): Promise<VisibleAsset> {
  const visible = await visibleAsset(db, id, who);
  if (visible.access === 'listing') throw new HttpError(403, 'Buy this asset to see its files');
  return visible;
}
