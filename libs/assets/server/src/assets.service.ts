import { NEW_ASSET_DAYS, type AssetRecord, type AssetType, type NewAsset } from '@bagel/assets-contract';
import type { Database } from '@bagel/db';
import type { FastifyBaseLogger } from 'fastify';
import type { OnboardingProgress, UserDirectory } from '@bagel/ports';
import { HttpError, type Principal } from '@bagel/server-kit';
import { visibleAsset } from './asset-access';
import { assetRecord } from './asset-record';
import { findAsset, insertAsset, listAssets, type AssetWithStats } from './assets.repository';
import { findPurchasedIds } from './purchases.repository';

export interface ListQuery {
  owner?: string;
  types?: AssetType[];
  is_new_only?: boolean;
  is_published?: boolean;
  include_purchased?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AssetsDependencies {
  directory: UserDirectory;
  onboarding: OnboardingProgress;
  log: FastifyBaseLogger;
}

/** Datasets and models: creating them, reading one, and the lists of spec §7 (`GET /api/v1/datasets`). */
export function createAssets(db: Database, { directory, onboarding, log }: AssetsDependencies) {
  /** Records for rows, naming each owner by username (one directory lookup for the lot). */
  async function recordsOf(rows: readonly AssetWithStats[], accessOf: (row: AssetWithStats) => AssetRecord['access']) {
    const ownerIds = [...new Set(rows.map((row) => row.userId))];
    const owners = await directory.findUsers(ownerIds);
    const usernames = new Map(ownerIds.map((id, index) => [id, owners[index]?.username ?? 'unknown']));
    return rows.map((row) => assetRecord(row, usernames.get(row.userId) ?? 'unknown', accessOf(row)));
  }

  /** The records of `rows` as `who` may use each: the owner's (or the service's), bought, or only its listing. */
  async function recordsSeenBy(rows: readonly AssetWithStats[], who: Principal): Promise<AssetRecord[]> {
    const callerId = who.kind === 'user' ? who.userId : undefined;
    const ids = rows.map((row) => row.id);
    const bought = callerId ? await findPurchasedIds(db, callerId, ids) : new Set<string>();
    return recordsOf(rows, (row) => {
      if (who.kind === 'service' || row.userId === callerId) return 'owner';
      return bought.has(row.id) ? 'purchased' : 'listing';
    });
  }

  /** Inserts an asset of an existing user and marks its checklist step; undefined when `id` was taken already. */
  async function insert(asset: NewAsset, id?: string) {
    const [owner] = await directory.findUsers([asset.user_id]);
    if (owner?.id !== asset.user_id) throw new HttpError(404, 'User not found', 'user_id');
    const row = await insertAsset(db, asset, id);
    if (!row) return undefined;
    // Spec §4: the checklist step is a side effect; the asset exists whether or not it could be marked.
    await onboarding
      .complete(asset.user_id, asset.dataset_type === 'MODEL' ? 'create_model' : 'create_dataset')
      .catch((error: unknown) => log.warn({ err: error, assetId: row.id }, 'Could not mark the onboarding step of a new asset'));
    return row;
  }

  /** What creating an asset answers: its id and its record, as its owner sees it. */
  async function created(id: string) {
    const row = await findAsset(db, id);
    if (!row) throw new Error(`Asset ${id} vanished right after it was created`);
    const [record] = await recordsOf([row], () => 'owner');
    return { id, asset: record as AssetRecord };
  }

  return {
    recordsOf,
    recordsSeenBy,

    /** Creates the asset with this id, or leaves the one that has it (the {@link AssetLibrary} port's `ensure`). */
    async ensure(id: string, asset: NewAsset) {
      await insert(asset, id);
    },

    async create(asset: NewAsset) {
      const row = await insert(asset);
      if (!row) throw new Error('Inserting an asset returned no row');
      return created(row.id);
    },

    created,

    async get(id: string, who: Principal): Promise<AssetRecord> {
      const { asset, access } = await visibleAsset(db, id, who);
      const [record] = await recordsOf([asset], () => access);
      return record as AssetRecord;
    },

    /**
     * The caller's own assets, all of them (and, if asked, those they bought); another owner's or the market's (no
     * owner), only published ones. A user sees which of those they bought.
     */
    async list(query: ListQuery, who: Principal): Promise<AssetRecord[]> {
      const seesAll = who.kind === 'service' || (who.kind === 'user' && query.owner !== undefined && query.owner === who.userId);
      const ownList = who.kind === 'user' && query.owner === who.userId;
      const rows = await listAssets(db, {
        owner: query.owner,
        orBoughtBy: ownList && query.include_purchased ? who.userId : undefined,
        types: query.types,
        createdSince: query.is_new_only ? new Date(Date.now() - NEW_ASSET_DAYS * DAY_MS) : undefined,
        publishedOnly: query.is_published === true || !seesAll,
      });
      return recordsSeenBy(rows, who);
    },
  };
}

export type Assets = ReturnType<typeof createAssets>;
