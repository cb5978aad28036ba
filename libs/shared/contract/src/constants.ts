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
