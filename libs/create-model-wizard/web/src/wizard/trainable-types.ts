import type { AssetType } from '@bagel/assets-contract';

/** Spec §2 step 3: the datasets a fine-tune can train on are the user's own RAW ones. */
export const TRAINABLE_TYPES: readonly AssetType[] = ['RAW'];
