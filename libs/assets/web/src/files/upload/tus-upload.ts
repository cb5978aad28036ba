import type { PlatformEndpoint } from '@bagel/api-react';

/** Few requests for a large file, and a dropped connection costs at most one chunk. */
export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;
/** A dropped connection is retried at once, then after 1, 3 and 5 s; each try resumes at the offset the server has. */
export const TUS_RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

export interface FileUpload {
  file: File;
  /** The folder of the asset the file goes into; '' is its root. */
  folder: string;
  endpoint: PlatformEndpoint;
  /** From 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Aborting stops the upload and drops what the server holds of it. */
  signal: AbortSignal;
}

/** Sends one file into an asset; settles when the server has kept it, or with the reason it did not. */
export type UploadFile = (upload: FileUpload) => Promise<void>;

export const tusUpload: UploadFile = async ({ file, folder, endpoint, onProgress, signal }) => {
  // tus-js-client (about 28 kB gzip with url-parse and js-base64) comes with the first upload, not with every page
  // that lists files.
  const { Upload } = await import('tus-js-client');
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const stop = () => {
      upload.abort(true).catch(() => undefined);
      reject(signal.reason);
    };
    // Once settled, leaving the page must not reach the upload: terminating a finished one would ask the server to delete it.
    const settle = (done: () => void) => {
      signal.removeEventListener('abort', stop);
      done();
    };
    const upload = new Upload(file, {
      endpoint: endpoint.url,
      headers: endpoint.headers,
      // The server joins these into the file's path in the asset: `path` is the folder, `filename` the name in it.
      metadata: { filename: file.name, path: folder, filetype: file.type },
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: TUS_RETRY_DELAYS_MS,
      // Nothing offers to resume an upload after a reload, so its URL need not be kept in localStorage.
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: () => settle(resolve),
      onError: (error) => settle(() => reject(error)),
    });
    signal.addEventListener('abort', stop, { once: true });
    upload.start();
  });
};
