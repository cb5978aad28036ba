/** Business constants from the product spec (§9) that more than one domain reads. */
export const BAGELS_PER_USD = 25;
export const DESKTOP_BREAKPOINT_PX = 1280;
export const ROLES = ['user', 'admin', 'waitlist'] as const;
export type UserRole = (typeof ROLES)[number];
export const ONBOARDING_STEPS = ['create_dataset', 'create_model', 'fine_tune_model'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const GITHUB_URL = 'https://github.com/bagel-platform';
/** A single transfer or deposit at most, in BGL: keeps hundredths far inside a bigint and typos harmless. */
export const MAX_BAGEL_AMOUNT = 10_000_000;
export const PAYMENT_CATEGORIES = [
  'fine_tuning',
  'llm_inference',
  'image_generation',
  'video_generation',
  'asset_purchase',
  'other',
] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];
