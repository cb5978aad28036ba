import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from './database';

/** A data dir of the test's own, removed when it ends. */
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bagel-db-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

describe('openDatabase on PGlite', () => {
  it('keeps data in its folder across reopen', async () => {
    const dataDir = join(scratch(), 'api');
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table notes (body text)`);
    await first.db.execute(sql`insert into notes values ('kept')`);
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(rowsOf(await second.db.execute(sql`select body from notes`))).toEqual([{ body: 'kept' }]);
    await second.close();
  }, 60_000);

  it('starts PostgreSQL with 32 MB of shared buffers, not the 128 MB it would zero on every start', async () => {
    const handle = await openDatabase({});
    onTestFinished(() => handle.close());
    expect(rowsOf(await handle.db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: '32MB' }]);
  });

  it("refuses a folder another live process holds, and takes over a dead holder's lock", async () => {
    const dataDir = scratch();
    const first = await openDatabase({ dataDir });
    // Our own pid would be re-entrant; pid 1 is always alive and never us.
    writeFileSync(join(dataDir, 'bagel.lock'), '1');
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in process 1/);
    await first.close();

    writeFileSync(join(dataDir, 'bagel.lock'), '2147483646');
    const reopened = await openDatabase({ dataDir });
    expect(rowsOf(await reopened.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    await reopened.close();
  }, 60_000);
});
