/** Business constants from the product spec (§9). */
export const BAGELS_PER_USD = 25;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const PROFILE_IMAGE_MAX_PX = 256;
/** A 256 px JPEG is far below this; the cap stops a client from storing megabytes in a row. */
export const PROFILE_IMAGE_MAX_LENGTH = 200_000;
export const DESKTOP_BREAKPOINT_PX = 1280;
export const ROLES = ['user', 'admin', 'waitlist'] as const;
export type UserRole = (typeof ROLES)[number];
export const ONBOARDING_STEPS = ['create_dataset', 'create_model', 'fine_tune_model'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const GITHUB_URL = 'https://github.com/bagel-platform';
/** Stripe's minimum charge, in USD; amounts are whole cents. */
export const MIN_CARD_PAYMENT_USD = 0.5;
/** One card payment at most; larger sums are a support conversation, not a checkout. */
export const MAX_CARD_PAYMENT_USD = 10_000;
/** A single transfer or deposit at most, in BGL: keeps hundredths far inside a bigint and typos harmless. */
export const MAX_BAGEL_AMOUNT = 10_000_000;
export const DEMO_GRANT_BAGELS = 1000;
export const TRANSACTION_TYPES = ['credit', 'deposit', 'refund', 'debit', 'withdrawal', 'payment', 'transfer'] as const;
/** Types shown with a plus in green; every other type is a minus in red (spec §9). */
export const CREDIT_TRANSACTION_TYPES: readonly (typeof TRANSACTION_TYPES)[number][] = ['credit', 'deposit', 'refund'];
export const PAYMENT_CATEGORIES = [
  'fine_tuning',
  'llm_inference',
  'image_generation',
  'video_generation',
  'asset_purchase',
  'other',
] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];
export const TRANSACTIONS_PAGE_SIZE = 25;
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
/** How recent an asset must be for the lists' new-only filter. */
export const NEW_ASSET_DAYS = 7;
/** Rows of a dataset file the preview shows. */
export const PREVIEW_ROWS = 20;
export const MAX_ASSET_TAGS = 20;
