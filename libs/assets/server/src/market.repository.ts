import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssetType, MarketKind, MarketSort } from '@bagel/assets-contract';
import { containsPattern, type Database } from '@bagel/db';
import { assets } from './assets.schema';
import { numbered, withStats, type AssetWithStats } from './assets.repository';

const KIND_TYPES: Record<MarketKind, AssetType[]> = { dataset: ['RAW', 'VECTOR'], model: ['MODEL'] };

const ORDER: Record<MarketSort, SQL[]> = {
  newest: [desc(assets.createdAt), desc(assets.id)],
  price_low: [asc(assets.price), desc(assets.createdAt), desc(assets.id)],
  price_high: [desc(assets.price), desc(assets.createdAt), desc(assets.id)],
};

export interface MarketFilter {
  q?: string | undefined;
  kind?: MarketKind | undefined;
  sort: MarketSort;
  page: number;
  pageSize: number;
}

/** One page of published assets matching the filter, and how many match on every page. */
export async function findMarketPage(db: Database, filter: MarketFilter): Promise<{ rows: AssetWithStats[]; total: number }> {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    eq(assets.isPublished, true),
    filter.kind ? inArray(assets.assetType, KIND_TYPES[filter.kind]) : undefined,
    pattern
      ? sql`(${assets.title} ilike ${pattern} escape '\\'
          or exists (select 1 from jsonb_array_elements_text(${assets.tags}) as tag where tag ilike ${pattern} escape '\\'))`
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...getTableColumns(assets), ...withStats })
      .from(assets)
      .where(where)
      .orderBy(...ORDER[filter.sort])
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(assets).where(where),
  ]);
  return { rows: rows.map(numbered), total: counted?.total ?? 0 };
}
