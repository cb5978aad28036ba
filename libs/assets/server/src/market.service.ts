import { MARKET_PAGE_SIZE, marketFeeOf, type AssetRecord, type MarketKind, type MarketSort } from '@bagel/assets-contract';
import type { Database } from '@bagel/db';
import type { LedgerPort } from '@bagel/ports';
import { HttpError, type Principal } from '@bagel/server-kit';
import { bagelsToHundredths, hundredthsToBagels } from '@bagel/util';
import { ASSET_NOT_FOUND, ownedAsset, visibleAsset } from './asset-access';
import { findAsset, updateListing } from './assets.repository';
import type { Assets } from './assets.service';
import { findMarketPage } from './market.repository';
import { findPurchase, insertPurchase } from './purchases.repository';

/** Publishing assets at a price, and buying access to them through the ledger. */
export function createMarket(db: Database, assets: Assets, ledger: LedgerPort) {
  async function recordFor(id: string, access: AssetRecord['access']): Promise<AssetRecord> {
    const row = await findAsset(db, id);
    if (!row) throw new HttpError(404, ASSET_NOT_FOUND);
    const [record] = await assets.recordsOf([row], () => access);
    return record as AssetRecord;
  }

  return {
    /** A page of the market as `who` sees it: each listing says whether they own it or bought it. */
    async browse(query: { q?: string | undefined; kind?: MarketKind | undefined; sort: MarketSort; page: number }, who: Principal) {
      const { rows, total } = await findMarketPage(db, { ...query, pageSize: MARKET_PAGE_SIZE });
      return { listings: await assets.recordsSeenBy(rows, who), total, page: query.page, page_size: MARKET_PAGE_SIZE };
    },

    async setListing(id: string, listing: { is_published: boolean; price?: number }, who: Principal): Promise<AssetRecord> {
      await ownedAsset(db, id, who);
      await updateListing(db, id, {
        isPublished: listing.is_published,
        ...(listing.price === undefined ? {} : { price: bagelsToHundredths(listing.price) }),
      });
      return recordFor(id, 'owner');
    },

    /**
     * Once per buyer and asset, however often it is asked: the ledger key is the pair, so a retry, a double click or a
     * crash between paying and recording replays the first payment instead of charging again.
     */
    async buy(id: string, buyerId: string, who: Principal) {
      const { asset, access } = await visibleAsset(db, id, who);
      if (access === 'owner') throw new HttpError(409, 'You own this asset');
      const earlier = await findPurchase(db, id, buyerId);
      if (earlier) {
        return {
          asset: await recordFor(id, 'purchased'),
          transaction_id: earlier.transactionId,
          balance: hundredthsToBagels(await ledger.balanceOf(buyerId)),
        };
      }
      const receipt = await ledger.pay({
        from: buyerId,
        to: asset.userId,
        amount: asset.price,
        fee: marketFeeOf(asset.price),
        kind: 'asset_purchase',
        description: `Purchase of ${asset.title}`,
        idempotencyKey: `asset-purchase:${id}:${buyerId}`,
        metadata: { asset_name: asset.title, buyer_id: buyerId, seller_id: asset.userId, dataset_id: id },
      });
      await insertPurchase(db, { assetId: id, buyerId, price: asset.price, transactionId: receipt.transactionId });
      return {
        asset: await recordFor(id, 'purchased'),
        transaction_id: receipt.transactionId,
        balance: hundredthsToBagels(receipt.balance),
      };
    },
  };
}
