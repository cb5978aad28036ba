import { and, eq, exists, or } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { UsableModels } from '@bagel/ports';
import { assets, purchases } from './assets.schema';

/** The {@link UsableModels} port: a MODEL asset its owner or a buyer may deploy, by the same rule as reading its files. */
export function createUsableModels(db: Database): UsableModels {
  return {
    async find(modelId, userId) {
      const bought = db
        .select({ assetId: purchases.assetId })
        .from(purchases)
        .where(and(eq(purchases.assetId, assets.id), eq(purchases.buyerId, userId)));
      const [row] = await db
        .select({ id: assets.id, name: assets.title })
        .from(assets)
        .where(and(eq(assets.id, modelId), eq(assets.assetType, 'MODEL'), or(eq(assets.userId, userId), exists(bought))));
      return row;
    },
  };
}
