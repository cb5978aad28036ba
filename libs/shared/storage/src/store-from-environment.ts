import { join } from 'node:path';
import { createLocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import type { S3ObjectStoreOptions } from './s3-object-store';

/**
 * The bucket the settings name: `S3_BUCKET` (with `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`,
 * `S3_FORCE_PATH_STYLE=true` as needed; without keys the SDK's usual credential chain applies), or undefined when there is none.
 * The object store keeps files there, and whatever else must be shared by every process (resumable uploads' parts) too.
 */
export function s3OptionsFromEnvironment(env: NodeJS.ProcessEnv): S3ObjectStoreOptions | undefined {
  const bucket = env['S3_BUCKET']?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env['S3_ACCESS_KEY_ID'];
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY'];
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    bucket,
    endpoint: env['S3_ENDPOINT'] || undefined,
    region: env['S3_REGION'] || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env['S3_FORCE_PATH_STYLE'] === 'true',
  };
}

/**
 * The store the settings ask for: the bucket {@link s3OptionsFromEnvironment} names, else the embedded default, `<dataDir>/files`
 * on the local disk. The S3 SDK is loaded only for a bucket: it is a quarter of a second of a start's module loading.
 */
export async function objectStoreFromEnvironment(env: NodeJS.ProcessEnv, dataDir: string): Promise<ObjectStore> {
  const bucket = s3OptionsFromEnvironment(env);
  if (!bucket) return createLocalObjectStore(join(dataDir, 'files'));
  const { createS3ObjectStore } = await import('./s3-object-store');
  return createS3ObjectStore(bucket);
}
