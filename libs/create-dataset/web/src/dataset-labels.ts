import { BAGEL_TEXT_EMBEDDING, type AssetType } from '@bagel/contract';

/** Spec §9: a VECTOR dataset is for RAG; every other kind is for fine-tuning. */
export const datasetTypeLabel = (type: AssetType): string => (type === 'VECTOR' ? 'RAG' : 'Fine-tune');

/** Spec §9: the Bagel Text embedding has its own name; any other embedding is multi modal. */
export const embeddingModelLabel = (model: string | null): string => (model === BAGEL_TEXT_EMBEDDING ? 'Bagel Text model' : 'Multi modal');
