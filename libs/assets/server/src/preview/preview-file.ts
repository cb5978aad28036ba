import type { FilePreview } from '@bagel/assets-contract';
import { previewCsv } from './csv-preview';
import { previewJsonl } from './jsonl-preview';
import { previewParquet } from './parquet-preview';
import { PreviewUnsupportedError, type PreviewSource } from './preview-source';
import { previewText } from './text-preview';

export { PreviewUnreadableError, PreviewUnsupportedError, type PreviewSource } from './preview-source';

/** The first rows and detected columns of a dataset file, its format given by its extension. */
export async function previewFile(file: PreviewSource): Promise<FilePreview> {
  const extension = /\.([^./]+)$/.exec(file.path)?.[1]?.toLowerCase();
  switch (extension) {
    case 'csv':
      return { path: file.path, format: 'csv', ...(await previewCsv(file, ',')) };
    case 'tsv':
      return { path: file.path, format: 'csv', ...(await previewCsv(file, '\t')) };
    case 'jsonl':
    case 'ndjson':
      return { path: file.path, format: 'jsonl', ...(await previewJsonl(file)) };
    case 'parquet':
      return { path: file.path, format: 'parquet', ...(await previewParquet(file)) };
    case 'txt':
      return { path: file.path, format: 'txt', ...(await previewText(file)) };
    default:
      throw new PreviewUnsupportedError();
  }
}
