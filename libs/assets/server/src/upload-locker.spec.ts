import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@tus/server';
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from '@bagel/db';
import { openTestDatabase, usingPostgres } from '@bagel/db/testing';
import { advisoryKey, postgresLocker, uploadLocker, type UploadLocker } from './upload-locker';

type PostgresDriver = Extract<DatabaseDriver, { kind: 'postgres' }>;

const uploadId = () => `${crypto.randomUUID()}_${'0'.repeat(31)}${Math.floor(Math.random() * 10)}`;
const never = () => new AbortController().signal;
/** Pool clients checked out and not yet returned: a lock must give back the one it holds. */
const checkedOut = (driver: PostgresDriver) => driver.pool.totalCount - driver.pool.idleCount;

it('keeps tus’s in-memory locker on PGlite, where there is one process', async () => {
  const locker = uploadLocker(undefined);
  const lock = locker.newLock(uploadId());
  await lock.lock(never(), () => undefined);
  await lock.unlock();
  await locker.close();
});

// Two handles on one database are two api processes: each its own pool and its own LISTEN connection.
describe.runIf(usingPostgres())('Upload locks across processes (PostgreSQL)', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let one: UploadLocker;
  let other: UploadLocker;
  beforeAll(async () => {
    first = await openTestDatabase([]);
    const url = (first.driver as PostgresDriver).pool.options.connectionString;
    second = await openDatabase({ url });
    one = postgresLocker(first.driver as PostgresDriver);
    other = postgresLocker(second.driver as PostgresDriver, { acquireTimeoutMs: 2_000 });
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await second?.close();
    await first?.close();
  });

  it('lets one process hold an upload at a time, asks the holder to let go, and hands the lock over when it does', async () => {
    const id = uploadId();
    const holder = one.newLock(id);
    const asked = vi.fn();
    await holder.lock(never(), asked);

    let acquired = false;
    const waiting = other
      .newLock(id)
      .lock(never(), () => undefined)
      .then(() => (acquired = true));
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    expect(acquired).toBe(false);

    await holder.unlock();
    await waiting;
    expect(acquired).toBe(true);
  });

  it('gives up after its timeout, or as soon as the request stops, and leaves other uploads free', async () => {
    const id = uploadId();
    const holder = one.newLock(id);
    await holder.lock(never(), () => undefined);
    const started = Date.now();
    await expect(other.newLock(id).lock(never(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);

    const stop = new AbortController();
    const stopped = other.newLock(id).lock(stop.signal, () => undefined);
    stop.abort();
    await expect(stopped).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);

    const elsewhere = other.newLock(uploadId());
    await elsewhere.lock(never(), () => undefined);
    await elsewhere.unlock();
    await holder.unlock();
  });

  it('excludes two requests of one process from each other too, though the locks share a session', async () => {
    const id = uploadId();
    const holder = one.newLock(id);
    const asked = vi.fn();
    await holder.lock(never(), asked);
    const next = one.newLock(id);
    const waiting = next.lock(never(), () => undefined);
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    await holder.unlock();
    await waiting;
    await expect(other.newLock(id).lock(AbortSignal.timeout(200), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await next.unlock();
  });

  it('holds every lock on one pool client, given back at close; a lost connection frees its locks and asks their holders to stop', async () => {
    const driver = first.driver as PostgresDriver;
    const idle = checkedOut(driver);
    const locker = postgresLocker(driver);
    const [a, b] = [locker.newLock(uploadId()), locker.newLock(uploadId())];
    const askedA = vi.fn();
    await a.lock(never(), askedA);
    await b.lock(never(), () => undefined);
    expect(checkedOut(driver)).toBe(idle + 1);

    // The session's backend is killed, as a database restart or a network cut would.
    const id = uploadId();
    const c = locker.newLock(id);
    await c.lock(never(), () => undefined);
    // Only the backend holding c's lock: the database server is shared with other tests, whose sessions hold advisory
    // locks of their own (a bigint key shows as its high and low 32 bits).
    await second.db.execute(sql`
      with key as (select hashtextextended(${advisoryKey(id)}, 0) as value)
      select pg_terminate_backend(pid) from pg_locks, key
      where locktype = 'advisory' and granted and objsubid = 1
        and classid = ((key.value >> 32) & 4294967295)::oid and objid = (key.value & 4294967295)::oid`);
    // The pool hears of the lost connection when the kernel tells it: on a loaded machine, past waitFor's 1 s default.
    await vi.waitFor(() => expect(askedA).toHaveBeenCalled(), { timeout: 10_000 });
    const taken = other.newLock(id);
    await taken.lock(never(), () => undefined);
    await Promise.all([a.unlock(), b.unlock(), c.unlock()]);
    await taken.unlock();

    const again = locker.newLock(uploadId());
    await again.lock(never(), () => undefined);
    await again.unlock();
    await locker.close();
    expect(checkedOut(driver)).toBe(idle);
  });
});
