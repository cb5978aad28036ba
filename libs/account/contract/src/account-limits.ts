/** Limits and grants of an account (spec §9). */
export const PROFILE_IMAGE_MAX_PX = 256;
/** A 256 px JPEG is far below this; the cap stops a client from storing megabytes in a row. */
export const PROFILE_IMAGE_MAX_LENGTH = 200_000;
export const DEMO_GRANT_BAGELS = 1000;
