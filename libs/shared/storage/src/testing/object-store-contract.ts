import { afterEach, beforeEach, describe } from 'vitest';
import { describeDeletes } from './object-store-contract/deletes';
import { describeKeyChecks } from './object-store-contract/keys';
import { describeLeftovers } from './object-store-contract/leftovers';
import { describeReads } from './object-store-contract/reads';
import type { ObjectStoreUnderTest } from './object-store-contract/subject';
import { describeWrites } from './object-store-contract/writes';

export type { ObjectStoreUnderTest } from './object-store-contract/subject';

/**
 * The behaviour every ObjectStore promises, as one suite each implementation runs: domains rely on the port, so the local disk
 * and S3 must not differ in anything a caller can see. `makeStore` sets up an empty store for each test.
 */
export function describeObjectStoreContract(name: string, makeStore: () => Promise<ObjectStoreUnderTest>): void {
  describe(`${name} keeps the ObjectStore contract`, () => {
    let current: ObjectStoreUnderTest | undefined;
    beforeEach(async () => {
      current = await makeStore();
    });
    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });
    const subject = () => {
      if (!current) throw new Error('No store: the contract runs only inside its tests');
      return current;
    };

    describeWrites(subject);
    describeReads(subject);
    describeDeletes(subject);
    describeKeyChecks(subject);
    describeLeftovers(subject);
  });
}
