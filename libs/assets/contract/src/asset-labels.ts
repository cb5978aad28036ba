import { BAGEL_TEXT_EMBEDDING, type AssetType } from './asset-rules';

/** Spec §9: a VECTOR dataset is for RAG, any other dataset for fine-tuning; a model is a model. */
export function assetTypeLabel(type: AssetType): string {
  switch (type) {
    case 'VECTOR':
      return 'RAG';
    case 'RAW':
      return 'Fine-tune';
    case 'MODEL':
      return 'Model';
  }
}

/** Spec §9: the Bagel Text embedding has its own name; any other embedding is multi modal. */
export const embeddingModelLabel = (model: string | null): string => (model === BAGEL_TEXT_EMBEDDING ? 'Bagel Text model' : 'Multi modal');
