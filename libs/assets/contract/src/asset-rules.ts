/** Datasets' and models' rules (spec §3, §5, §9). */
/** Spec §5: the Create Dataset sheet's category choices. */
export const ASSET_CATEGORIES = ['Book', 'Art', 'Artificial intelligence'] as const;
/** Spec §3: RAW and VECTOR are datasets (VECTOR is RAG), MODEL a model. */
export const ASSET_TYPES = ['RAW', 'VECTOR', 'MODEL'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
/** Spec §5: base model types an uploaded model may declare. */
export const BASE_MODEL_TYPES = ['llama3', 'qwen'] as const;
/** Spec §9: an uploaded file is at most 500 MB. */
export const MAX_UPLOAD_BYTES = 524_288_000;
export const UPLOAD_TOO_LARGE = 'File size exceeds 500MB limit';
/**
 * A user's unfinished uploads (resumable ones not yet complete, multipart ones still streaming) may hold at most this
 * many bytes at once, counted by their declared lengths: four 500 MB files fit, a fifth waits for one to end.
 */
export const MAX_UPLOAD_BYTES_IN_FLIGHT = 2 * 1024 ** 3;
/** Spec §9: the embedding model whose label is 'Bagel Text model'. */
export const BAGEL_TEXT_EMBEDDING = 'bagel-text';
/** Spec §9: dataset and model lists are reused for 5 minutes. */
export const ASSET_LIST_CACHE_MS = 300_000;
/** The market keeps this share of a sale; the seller gets the rest. */
export const MARKET_FEE_PERCENT = 10;
/** The market's cut of a price in hundredths of a Bagel, rounded down: a price too small to have one pays none. */
export const marketFeeOf = (hundredths: number) => Math.floor((hundredths * MARKET_FEE_PERCENT) / 100);
/** How recent an asset must be for the lists' new-only filter. */
export const NEW_ASSET_DAYS = 7;
/** Rows of a dataset file the preview shows. */
export const PREVIEW_ROWS = 20;
export const MAX_ASSET_TAGS = 20;
