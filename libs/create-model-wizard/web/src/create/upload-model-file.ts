import { UPLOAD_FIELD } from '@bagel/assets-contract';
import { ApiError, openResponse } from '@bagel/api-client';

/** Spec §8's upload failure text. */
export const UPLOAD_FAILED = 'Failed to upload file.';

export interface ModelFileUpload {
  /** The asset's upload address (the contract's `POST /api/v1/asset/{id}/upload`). */
  url: string;
  headers: Record<string, string>;
  file: File;
}

/** Sends one file into the new model; settles when the server has kept it, or with the reason it did not. */
export type UploadModelFile = (upload: ModelFileUpload) => Promise<void>;

/**
 * The contract's multipart upload: the file in spec §3's field `data_file`. A refusal arrives as the {@link ApiError} a
 * contract call's would. `fetchImpl` is read when a file is sent, so a test or a story can answer it.
 */
export const multipartUpload =
  (fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): UploadModelFile =>
  async ({ url, headers, file }) => {
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    await openResponse(url, { method: 'POST', headers: { accept: 'application/json', ...headers }, body }, fetchImpl);
  };

/** Spec §8's text for a file the server did not keep, with its name and the server's reason. */
export function uploadFailureMessage(file: File, error: unknown): string {
  const reason = error instanceof ApiError ? error.detail : error instanceof Error ? error.message : '';
  return reason ? `${UPLOAD_FAILED} ${file.name}: ${reason}` : `${UPLOAD_FAILED} ${file.name}`;
}
