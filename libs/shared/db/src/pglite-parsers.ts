import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle-orm/pglite has PGlite answer as PostgreSQL's text, with every query it sends (its columns read the
 * text themselves): timestamps, dates and intervals, and arrays of them and of numerics. Each array type is mapped
 * to its element type, for the views that parse them as PGlite would.
 */
const TEXT_FOR_DRIZZLE: ReadonlyArray<readonly [type: number, element?: number]> = [
  [types.TIMESTAMP],
  [types.TIMESTAMPTZ],
  [types.INTERVAL],
  [types.DATE],
  [1231, types.NUMERIC],
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
];
const DRIZZLE_TYPE_KEYS = new Set(TEXT_FOR_DRIZZLE.map(([type]) => String(type)));
const asText = (value: string) => value;

/** What the job queue (pg-boss's PGlite adapter) calls: PGlite's own answers, Dates included. */
export interface PgliteSql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
  listen: PGlite['listen'];
}

/** Drizzle's parsers for a query, when they are exactly the ones the instance now has: PGlite needs none then. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((type) => DRIZZLE_TYPE_KEYS.has(type))) return options;
  return { ...options, parsers: undefined };
}

/** `target` with its `query` told to drop drizzle's parsers, and every other member as it was. */
function dropsDrizzleParsers<T extends PGlite | Transaction>(target: T, extra: Partial<Record<keyof T, unknown>> = {}): T {
  return new Proxy(target, {
    get(object, member) {
      if (member === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) => object.query(text, params, withoutDrizzleParsers(options));
      if (member in extra) return extra[member as keyof T];
      const value: unknown = Reflect.get(object, member, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * PGlite merges a query's own parsers into a copy of its whole map of 318 types before reading the answer: with
 * drizzle's, on every query, that copy was 0.28 ms, a sixth of a busy api's CPU on PGlite (issue 22's profile). So the
 * instance is given drizzle's parsers once, drizzle's view of it drops the per-query ones, and the SQL view (the job
 * queue) passes PGlite's own parsers for those types, since it expects Dates; it is called far less often.
 * PGlite's `refreshArrayTypes` would put its array parsers back; nothing here calls it.
 */
export function parserViews(client: PGlite): { forDrizzle: PGlite; forSql: PgliteSql } {
  const own: Record<number, (value: string) => unknown> = {};
  for (const [type, element] of TEXT_FOR_DRIZZLE) {
    // PGlite's array parsers look their element parser up on the instance as they run: built here over its own.
    const elementParser = element === undefined ? undefined : (client.parsers[element] ?? asText);
    own[type] = elementParser ? (value) => types.arrayParser(value, elementParser, type) : (client.parsers[type] ?? asText);
  }
  for (const [type] of TEXT_FOR_DRIZZLE) client.parsers[type] = asText;
  const pgliteParsers = (options?: QueryOptions): QueryOptions => ({ ...options, parsers: { ...own, ...options?.parsers } });
  return {
    forDrizzle: dropsDrizzleParsers(client, {
      transaction: <T>(work: (tx: Transaction) => Promise<T>) => client.transaction((tx) => work(dropsDrizzleParsers(tx))),
    }),
    forSql: {
      query: (text, params) => client.query(text, params, pgliteParsers()),
      exec: (text) => client.exec(text, pgliteParsers()),
      listen: (...args) => client.listen(...args),
    },
  };
}
