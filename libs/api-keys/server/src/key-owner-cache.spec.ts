import { expect, it } from 'vitest';
import type { Listen } from '@bagel/db';
import { KEY_OWNERS_CHANNEL } from './announced-user-cache';
import { createKeyOwnerCache, type StoredKeyOwner } from './key-owner-cache';

const ALICE: StoredKeyOwner = { userId: 'alice', role: 'user' };

/** A LISTEN whose announcements, losses and reconnections the test makes, and a lookup that counts its calls. */
async function cacheWithFakes(options: { now?: () => number } = {}) {
  const subscriber: { announce?: (payload: string) => void; reconnected?: () => void; lost?: () => void } = {};
  const listen: Listen = async (channel, onNotification, onReconnect, onLost) => {
    expect(channel).toBe(KEY_OWNERS_CHANNEL);
    Object.assign(subscriber, { announce: onNotification, reconnected: onReconnect, lost: onLost });
    return { close: async () => undefined, caughtUp: async () => undefined };
  };
  const lookups: string[] = [];
  let during: (() => void) | undefined;
  const owners = new Map([['alice-key', ALICE]]);
  const cache = await createKeyOwnerCache(
    async (hash) => {
      lookups.push(hash);
      during?.();
      return owners.get(hash);
    },
    listen,
    options.now,
  );
  const whileLooking = (action: (() => void) | undefined) => (during = action);
  return { cache, lookups, subscriber, owners, whileLooking };
}

it('asks the database once per known key, and every time for an unknown one', async () => {
  const { cache, lookups } = await cacheWithFakes();
  expect(await cache.ownerOf('alice-key')).toEqual(ALICE);
  expect(await cache.ownerOf('alice-key')).toEqual(ALICE);
  expect(await cache.ownerOf('nobody')).toBeUndefined();
  expect(await cache.ownerOf('nobody')).toBeUndefined();
  expect(lookups).toEqual(['alice-key', 'nobody', 'nobody']);
});

it("forgets a user's keys when a change to them is announced, and only theirs", async () => {
  const { cache, lookups, subscriber, owners } = await cacheWithFakes();
  owners.set('bob-key', { userId: 'bob', role: 'user' });
  await cache.ownerOf('alice-key');
  await cache.ownerOf('bob-key');
  owners.delete('alice-key');
  subscriber.announce?.('alice');
  expect(await cache.ownerOf('alice-key')).toBeUndefined();
  await cache.ownerOf('bob-key');
  expect(lookups).toEqual(['alice-key', 'bob-key', 'alice-key']);
});

it('does not remember what a lookup read when an announcement came while it ran', async () => {
  const { cache, lookups, subscriber, whileLooking } = await cacheWithFakes();
  whileLooking(() => subscriber.announce?.('alice'));
  expect(await cache.ownerOf('alice-key')).toEqual(ALICE);
  whileLooking(undefined);
  await cache.ownerOf('alice-key');
  expect(lookups).toEqual(['alice-key', 'alice-key']);
});

it('remembers nothing from the moment the LISTEN connection is lost until it is back', async () => {
  const { cache, lookups, subscriber } = await cacheWithFakes();
  await cache.ownerOf('alice-key');
  subscriber.lost?.();
  await cache.ownerOf('alice-key');
  await cache.ownerOf('alice-key');
  subscriber.reconnected?.();
  await cache.ownerOf('alice-key');
  await cache.ownerOf('alice-key');
  expect(lookups).toEqual(['alice-key', 'alice-key', 'alice-key', 'alice-key']);
});

it('asks again once an entry is a minute old', async () => {
  let clock = 0;
  const { cache, lookups } = await cacheWithFakes({ now: () => clock });
  await cache.ownerOf('alice-key');
  clock += 59_999;
  await cache.ownerOf('alice-key');
  clock += 1;
  await cache.ownerOf('alice-key');
  expect(lookups).toEqual(['alice-key', 'alice-key']);
});
