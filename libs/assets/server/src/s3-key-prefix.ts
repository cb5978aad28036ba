import type { S3Client } from '@aws-sdk/client-s3';

/** The members of S3 calls that name keys: the key itself, the keys of DeleteObjects, and a listing's prefix and marker. */
interface KeysIn {
  Key?: string;
  Prefix?: string;
  KeyMarker?: string;
  StartAfter?: string;
  Delete?: { Objects?: Array<{ Key?: string }> };
}

interface KeysOut {
  Key?: string;
  NextKeyMarker?: string;
  Uploads?: Array<{ Key?: string }>;
  Contents?: Array<{ Key?: string }>;
}

const LISTINGS = new Set(['ListMultipartUploadsCommand', 'ListObjectsV2Command']);

/**
 * Makes `client` see only the keys under `prefix`, as if they were the whole bucket: every key it sends gets the prefix, its
 * listings list only keys under it, and the keys it answers lose it again. tus's S3 store has no key prefix of its own, and
 * its parts must never mix with the object store's files in the same bucket.
 */
export function keepUnderPrefix(client: S3Client, prefix: string): void {
  const under = (key: string | undefined) => (key === undefined ? undefined : `${prefix}${key}`);
  const back = (key: string | undefined) => (key?.startsWith(prefix) ? key.slice(prefix.length) : key);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = { ...(args.input as KeysIn) };
      if (input.Key !== undefined) input.Key = under(input.Key);
      if (input.Delete?.Objects)
        input.Delete = { ...input.Delete, Objects: input.Delete.Objects.map((object) => ({ ...object, Key: under(object.Key) })) };
      if (LISTINGS.has(context.commandName ?? '')) {
        input.Prefix = `${prefix}${input.Prefix ?? ''}`;
        if (input.KeyMarker) input.KeyMarker = under(input.KeyMarker);
        if (input.StartAfter) input.StartAfter = under(input.StartAfter);
      }
      const result = await next({ ...args, input });
      const output = result.output as KeysOut;
      output.Key = back(output.Key);
      output.NextKeyMarker = back(output.NextKeyMarker);
      for (const entry of [...(output.Uploads ?? []), ...(output.Contents ?? [])]) entry.Key = back(entry.Key);
      return result;
    },
    { step: 'initialize', name: 'keepUnderPrefix' },
  );
}
