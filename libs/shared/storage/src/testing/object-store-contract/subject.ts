import type { ObjectStore } from '../../object-store';

/** One implementation, freshly set up for one test. */
export interface ObjectStoreUnderTest {
  store: ObjectStore;
  /**
   * Unfinished writes the backend still holds: partial files on disk, multipart uploads in a bucket. A put that fails must leave
   * none, or failed uploads would fill the disk (or the bill) unseen.
   */
  leftovers(): Promise<number>;
  /** Leaves an unfinished write last written to at `idleSince`, as a process killed mid-put does. */
  leaveUnfinishedWrite(idleSince: Date): Promise<void>;
  cleanup(): Promise<void>;
}

/** The store of the test that is running. */
export type CurrentSubject = () => ObjectStoreUnderTest;
