import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A new folder under the system's temporary one, removed when `app` closes (also when it fails to start). */
export async function scratchDirOf(app: FastifyInstance, prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  app.addHook('onClose', () => rm(dir, { recursive: true, force: true }));
  return dir;
}
