import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, RESUMABLE_UPLOADS_PATH, UPLOAD_TOO_LARGE } from '@bagel/assets-contract';
import { usePlatformEndpoint } from '@bagel/api-react';
import { useRefreshAssetFiles } from '@bagel/assets-data-access';
import { pathIn } from '../folder-path';
import type { UploadFile } from './tus-upload';
import { UPLOAD_FAILED, uploadFailureMessage } from './upload-failure-message';

export type UploadStatus = 'waiting' | 'uploading' | 'uploaded' | 'failed';

/** One chosen file, from choosing to kept (or refused). */
export interface QueuedUpload {
  key: string;
  /** Its path in the asset. */
  path: string;
  status: UploadStatus;
  /** 0 to 100. */
  percent: number;
  error: string | null;
}

/** A row that tells of an upload that is over: the file was kept, or refused. */
const settled = (upload: QueuedUpload) => upload.status === 'uploaded' || upload.status === 'failed';

/**
 * Uploads chosen files one after another (spec §7: one file after another), each with its own progress. A file over
 * the limit is refused before a byte is sent; a failure does not stop the files after it. Leaving the page stops the
 * upload in progress and the ones waiting. The list tells of the files as they are: choosing a path again replaces
 * its settled row, and {@link forget} drops the row of a file that was deleted.
 */
export function useUploadQueue(assetId: string, uploadFile: UploadFile) {
  const endpoint = usePlatformEndpoint(RESUMABLE_UPLOADS_PATH, { id: assetId });
  const refreshFiles = useRefreshAssetFiles(assetId);
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Aborted when the page is left; set up by an effect so React's second mount in development gets a live one.
  const stop = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    return () => controller.abort();
  }, []);

  const update = useCallback((key: string, change: Partial<QueuedUpload>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const send = useCallback(
    async (file: File, folder: string, key: string) => {
      const signal = stop.current?.signal;
      if (!signal || signal.aborted) return;
      if (!endpoint) {
        update(key, { status: 'failed', error: UPLOAD_FAILED });
        return;
      }
      update(key, { status: 'uploading' });
      try {
        await uploadFile({
          file,
          folder,
          endpoint,
          signal,
          onProgress: (fraction) => update(key, { percent: Math.round(fraction * 100) }),
        });
        update(key, { status: 'uploaded', percent: 100 });
        void refreshFiles();
      } catch (error) {
        if (!signal.aborted) update(key, { status: 'failed', error: uploadFailureMessage(error) });
      }
    },
    [endpoint, uploadFile, update, refreshFiles],
  );

  /** Queues files for `folder`, behind any still uploading. */
  const add = useCallback(
    (files: readonly File[], folder: string) => {
      const added = files.map((file) => {
        const tooLarge = file.size > MAX_UPLOAD_BYTES;
        const upload: QueuedUpload = {
          key: crypto.randomUUID(),
          path: pathIn(folder, file.name),
          status: tooLarge ? 'failed' : 'waiting',
          percent: 0,
          error: tooLarge ? UPLOAD_TOO_LARGE : null,
        };
        if (!tooLarge) queue.current = queue.current.then(() => send(file, folder, upload.key));
        return upload;
      });
      const chosen = new Set(added.map((upload) => upload.path));
      setUploads((current) => [...current.filter((upload) => !(chosen.has(upload.path) && settled(upload))), ...added]);
    },
    [send],
  );

  /** The file at `path` was deleted: its 'Uploaded' row goes too (one still waiting or uploading will make it again). */
  const forget = useCallback((path: string) => {
    setUploads((current) => current.filter((upload) => !(upload.path === path && upload.status === 'uploaded')));
  }, []);

  return { uploads, add, forget };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
