import { Readable } from 'node:stream';
import type { GeneratedFile } from '../generator/generator';

/** A generated file's bytes, whether the generator handed them whole or as a stream. */
export async function bytesOf(file: GeneratedFile): Promise<Buffer> {
  if (!(file.body instanceof Readable)) return file.body;
  const parts: Buffer[] = [];
  for await (const part of file.body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
