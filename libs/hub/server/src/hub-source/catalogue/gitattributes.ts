import type { HubRepoType } from '@bagel/hub-contract';
import { textFile, type CatalogueFileEntry } from './catalogue-entry';

const LFS = 'filter=lfs diff=lfs merge=lfs -text';

const MODEL_LFS_PATTERNS = [
  '*.7z',
  '*.arrow',
  '*.bin',
  '*.bz2',
  '*.ckpt',
  '*.ftz',
  '*.gz',
  '*.h5',
  '*.joblib',
  '*.lfs.*',
  '*.mlmodel',
  '*.model',
  '*.msgpack',
  '*.npy',
  '*.npz',
  '*.onnx',
  '*.ot',
  '*.parquet',
  '*.pb',
  '*.pickle',
  '*.pkl',
  '*.pt',
  '*.pth',
  '*.rar',
  '*.safetensors',
  'saved_model/**/*',
  '*.tar.*',
  '*.tar',
  '*.tflite',
  '*.tgz',
  '*.wasm',
  '*.xz',
  '*.zip',
  '*.zst',
  '*tfevents*',
];

const DATASET_EXTRA_LINES = [
  '*.lz4',
  '*.mds',
  '# Audio files - uncompressed',
  '*.pcm',
  '*.sam',
  '*.raw',
  '# Audio files - compressed',
  '*.aac',
  '*.flac',
  '*.mp3',
  '*.ogg',
  '*.wav',
  '# Image files - uncompressed',
  '*.bmp',
  '*.gif',
  '*.png',
  '*.tiff',
  '# Image files - compressed',
  '*.jpg',
  '*.jpeg',
  '*.webp',
];

/** The .gitattributes the hub writes into a new repository, plus the patterns a repository added. */
export function gitattributes(repoType: HubRepoType, added: readonly string[]): CatalogueFileEntry {
  const lines = [...MODEL_LFS_PATTERNS, ...(repoType === 'dataset' ? DATASET_EXTRA_LINES : []), ...added];
  return textFile('.gitattributes', lines.map((line) => (line.startsWith('#') ? line : `${line} ${LFS}`)).join('\n') + '\n');
}
