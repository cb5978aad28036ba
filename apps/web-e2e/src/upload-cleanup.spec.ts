import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { createAsset, getFilesCopyStatus, MAX_UPLOAD_BYTES } from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { expect, test } from './support/test';
import { apiBaseUrl, uniqueUser, waitForApi } from './support/stack';

/**
 * Security finding 2 of issue 18: uploads that never finish must not fill the disk. Spoken over HTTP with a user's API key,
 * as a script would; the stack expires uploads after 15 s without progress and sweeps every second (playwright.config.ts).
 */

test.beforeAll(async ({ request }) => waitForApi(request));

/** Where the stack keeps resumable uploads' parts. */
const partsDir = join(process.env['E2E_DATA_DIR'] ?? '', 'uploads', 'tus');

interface Uploader {
  request: APIRequestContext;
  apiKey: string;
  assetId: string;
}

/** A new account with a dataset to upload into, signed up as the web app does. */
async function newUploader(request: APIRequestContext): Promise<Uploader> {
  const user = uniqueUser('uploads');
  const signedUp = await request.post('/api/auth/sign-up', { data: user });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const { apiKey, user: account } = await signedUp.json();
  const created = await request.post(`${apiBaseUrl}${createAsset.path}`, {
    headers: { 'x-api-key': apiKey },
    data: {
      ...{ dataset_type: 'RAW', title: 'Uploads', category: 'Book', tags: [], user_id: account.id, price: 0 },
      ...{ embedding_model: 'bagel-text', dimensions: 0, is_published: false, parent_dataset_id: null, use_ipfs: false },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { request, apiKey, assetId: ((await created.json()) as RouteResponse<typeof createAsset>).id };
}

const tusHeaders = (apiKey: string) => ({ 'x-api-key': apiKey, 'tus-resumable': '1.0.0' });

/** Starts a resumable upload of `length` bytes, as tus-js-client does; the reply and the upload's URL. */
async function startUpload({ request, apiKey, assetId }: Uploader, name: string, length: number) {
  const metadata = `filename ${Buffer.from(name).toString('base64')}`;
  const reply = await request.post(`${apiBaseUrl}/api/v1/asset/${assetId}/tus`, {
    headers: { ...tusHeaders(apiKey), 'upload-length': String(length), 'upload-metadata': metadata },
  });
  const location = reply.headers()['location'];
  return { reply, url: location ? new URL(location, apiBaseUrl).href : undefined };
}

const copies = async ({ request, apiKey, assetId }: Uploader) => {
  const reply = await request.get(`${apiBaseUrl}${buildPath(getFilesCopyStatus.path, { id: assetId })}`, {
    headers: { 'x-api-key': apiKey },
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as RouteResponse<typeof getFilesCopyStatus>;
};

/** The files the stack's uploads folder holds for the asset's uploads. */
const partsOf = async ({ assetId }: Uploader) => (await readdir(partsDir)).filter((name) => name.startsWith(assetId));

test('an upload past the bytes a user may have in flight is refused and leaves nothing; it fits once another is cancelled', async ({
  request,
}) => {
  const uploader = await newUploader(request);
  const started = [];
  for (const name of ['a.bin', 'b.bin', 'c.bin', 'd.bin']) {
    const upload = await startUpload(uploader, name, MAX_UPLOAD_BYTES);
    expect(upload.reply.status()).toBe(201);
    started.push(upload);
  }

  const refused = await startUpload(uploader, 'e.bin', MAX_UPLOAD_BYTES);
  expect(refused.reply.status()).toBe(429);
  expect(await refused.reply.json()).toMatchObject({
    detail:
      'Your unfinished uploads hold 2 GB of the 2 GB allowed at once, which leaves 48 MB; this one needs 500 MB. ' +
      'Wait for an upload to finish, or cancel one, then try again.',
  });
  expect(refused.url).toBeUndefined();
  expect((await copies(uploader)).map((copy) => [copy.file_path, copy.status]).toSorted()).toEqual([
    ['a.bin', 'copying'],
    ['b.bin', 'copying'],
    ['c.bin', 'copying'],
    ['d.bin', 'copying'],
  ]);
  // Each upload's bytes and its info file: none for the refused one.
  expect(await partsOf(uploader)).toHaveLength(2 * 4);

  const cancelled = await request.delete(started[0]?.url ?? '', { headers: tusHeaders(uploader.apiKey) });
  expect(cancelled.status()).toBe(204);
  expect((await startUpload(uploader, 'e.bin', MAX_UPLOAD_BYTES)).reply.status()).toBe(201);
  expect((await copies(uploader)).find((copy) => copy.file_path === 'a.bin')).toMatchObject({
    status: 'failed',
    error: 'The upload was cancelled',
  });
});

test('an interrupted upload ends as failed once the sweep finds it expired, and its part is gone', async ({ request }) => {
  const uploader = await newUploader(request);
  const { url } = await startUpload(uploader, 'interrupted.csv', 1000);
  const sent = await request.patch(url ?? '', {
    headers: { ...tusHeaders(uploader.apiKey), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: Buffer.from('question,answer\n'.repeat(20)),
  });
  expect(sent.status()).toBe(204);
  expect((await copies(uploader))[0]).toMatchObject({ file_path: 'interrupted.csv', status: 'copying', total_bytes: 1000 });
  expect(await partsOf(uploader)).toHaveLength(2);

  // The client is gone: nothing more arrives, and the sweep ends the upload after 15 s.
  await expect
    .poll(async () => (await copies(uploader))[0], { timeout: 45_000 })
    .toMatchObject({
      status: 'failed',
      error: 'The upload stopped before it was complete and has expired. Choose the file again to upload it from the start.',
    });
  // The same sweep removes the part just after it has ended the copy.
  await expect.poll(() => partsOf(uploader)).toEqual([]);
  // A client coming back finds no upload to resume, so it starts a new one.
  expect((await request.head(url ?? '', { headers: tusHeaders(uploader.apiKey) })).status()).toBe(404);
});
