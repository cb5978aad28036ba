import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The assets domain's own PostgreSQL schema, so its tables never clash with another domain's in a shared database. */
export const assetsSchema = pgSchema('assets');

/**
 * Datasets (RAW, VECTOR) and models (MODEL). `user_id` is the owner as the API key proved it; there is no foreign
 * key because users belong to the api-keys domain. Prices are hundredths of a Bagel, like the ledger's.
 */
export const assets = assetsSchema.table(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    assetType: text('asset_type').notNull(),
    title: text('title').notNull(),
    category: text('category'),
    details: text('details').notNull().default(''),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    embeddingModel: text('embedding_model'),
    dimensions: integer('dimensions').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    useIpfs: boolean('use_ipfs').notNull().default(false),
    parentId: uuid('parent_id'),
    baseModelType: text('base_model_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assets_user_id_idx').on(table.userId, table.createdAt),
    index('assets_published_idx')
      .on(table.createdAt)
      .where(sql`${table.isPublished}`),
  ],
);

/**
 * The files of an asset, by their path inside it. The bytes live in object storage under `storage_key`, a fresh key
 * per upload, so replacing a file never exposes a half-written object and the old bytes go only after the row moved.
 */
export const assetFiles = assetsSchema.table(
  'files',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type'),
    sha256: text('sha256').notNull(),
    cid: text('cid'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assetId, table.path] })],
);

/**
 * Files on their way into an asset (a resumable upload, a clone): the spec's files_copy_status. A row outlives its
 * copy as 'copied' or 'failed' so the manage page can say what happened.
 */
export const fileCopies = assetsSchema.table(
  'file_copies',
  {
    id: text('id').primaryKey(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    filePath: text('file_path').notNull(),
    status: text('status').$type<'copying' | 'copied' | 'failed'>().notNull(),
    bytesCopied: bigint('bytes_copied', { mode: 'number' }).notNull().default(0),
    totalBytes: bigint('total_bytes', { mode: 'number' }),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('file_copies_asset_id_idx').on(table.assetId, table.updatedAt),
    // The uploads sweep looks for copies that stopped moving.
    index('file_copies_copying_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'copying'`),
  ],
);

/**
 * Multipart uploads streaming right now, with the bytes they may write (their declared length, or the 500 MB limit):
 * they count towards their user's bytes in flight (`uploads-in-flight.ts`) until their request ends. A row whose
 * process died mid-upload is dropped by the uploads sweep once it is older than the sweep's window.
 */
export const multipartUploads = assetsSchema.table(
  'multipart_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('multipart_uploads_user_id_idx').on(table.userId), index('multipart_uploads_started_at_idx').on(table.startedAt)],
);

/** Who bought which asset on the market, once each: the primary key is what makes a purchase happen once. */
export const purchases = assetsSchema.table(
  'purchases',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assetId, table.buyerId] }), index('purchases_buyer_idx').on(table.buyerId)],
);
