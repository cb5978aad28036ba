import { and, desc, eq, getTableColumns, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssetType, NewAsset } from '@bagel/assets-contract';
import type { Database } from '@bagel/db';
import { assetFiles, assets, purchases } from './assets.schema';

export type AssetRow = typeof assets.$inferSelect;

/** An asset with what its record shows of its files. */
export type AssetWithStats = AssetRow & { fileCount: number; totalBytes: number };

/**
 * Inserts an asset; with `id`, under that id, or nothing when an asset has it already (then undefined): a retried
 * job creating its asset calls this again.
 */
export async function insertAsset(db: Database, asset: NewAsset, id?: string): Promise<AssetRow | undefined> {
  const [row] = await db
    .insert(assets)
    .values({
      id,
      userId: asset.user_id,
      assetType: asset.dataset_type,
      title: asset.title,
      category: asset.category,
      details: asset.details,
      tags: asset.tags,
      embeddingModel: asset.embedding_model,
      useIpfs: asset.use_ipfs,
      parentId: asset.parent_dataset_id,
      baseModelType: asset.dataset_type === 'MODEL' ? asset.base_model_type : null,
    })
    .onConflictDoNothing({ target: assets.id })
    .returning();
  return row;
}

export const withStats = {
  fileCount: sql<number>`(select count(*)::int from ${assetFiles} f where f.asset_id = ${assets.id})`,
  totalBytes: sql<number>`(select coalesce(sum(f.size), 0)::bigint from ${assetFiles} f where f.asset_id = ${assets.id})`,
};

export const numbered = (row: AssetWithStats): AssetWithStats => ({
  ...row,
  fileCount: Number(row.fileCount),
  totalBytes: Number(row.totalBytes),
});

export async function findAsset(db: Database, id: string): Promise<AssetWithStats | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(assets), ...withStats })
    .from(assets)
    .where(eq(assets.id, id));
  return row && numbered(row);
}

export interface AssetFilter {
  owner?: string;
  /** With `owner`: also the assets this user bought, whether they are still published or not. */
  orBoughtBy?: string;
  types?: readonly AssetType[];
  createdSince?: Date;
  publishedOnly: boolean;
}

/** Newest first; a list is a screenful of someone's work, so it is capped rather than paged. */
export async function listAssets(db: Database, filter: AssetFilter, limit = 500): Promise<AssetWithStats[]> {
  const conditions: SQL[] = [];
  const bought = filter.orBoughtBy
    ? sql`${assets.id} in (select ${purchases.assetId} from ${purchases} where ${purchases.buyerId} = ${filter.orBoughtBy})`
    : undefined;
  if (filter.owner) conditions.push(bought ? sql`(${assets.userId} = ${filter.owner} or ${bought})` : eq(assets.userId, filter.owner));
  if (filter.types?.length) conditions.push(inArray(assets.assetType, [...filter.types]));
  if (filter.createdSince) conditions.push(gte(assets.createdAt, filter.createdSince));
  if (filter.publishedOnly) conditions.push(eq(assets.isPublished, true));
  const rows = await db
    .select({ ...getTableColumns(assets), ...withStats })
    .from(assets)
    .where(and(...conditions))
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(limit);
  return rows.map(numbered);
}

/** Lists the asset on the market at `price` hundredths, or takes it off (its price stays for the next listing). */
export async function updateListing(db: Database, id: string, listing: { isPublished: boolean; price?: number }): Promise<void> {
  await db
    .update(assets)
    .set({ isPublished: listing.isPublished, ...(listing.price === undefined ? {} : { price: listing.price }), updatedAt: new Date() })
    .where(eq(assets.id, id));
}
