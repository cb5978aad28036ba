import { PREVIEW_FORMATS } from '@bagel/assets-contract';

const FORMATS: ReadonlySet<string> = new Set(PREVIEW_FORMATS);

/** Whether the server can show a file's first rows, judged as it does: by the file's extension. */
export function isPreviewable(name: string): boolean {
  const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && FORMATS.has(extension);
}

/** A cell as text: strings as they are, nothing for a missing value, anything nested as JSON. */
export function previewCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
