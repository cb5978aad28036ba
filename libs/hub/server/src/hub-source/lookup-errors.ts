import type { HubRepoType } from '@bagel/contract';

/** What files and downloads reject with when the hub lacks what was asked for; both sources word it alike. */

export const unknownRepo = (repoType: HubRepoType, repoId: string) => new Error(`The hub has no ${repoType} ${repoId}`);

export const unknownRevision = (repoId: string, revision: string) => new Error(`Revision ${revision} of ${repoId} is unknown`);

export const unknownFile = (repoId: string, revision: string, path: string) =>
  new Error(`${repoId} has no file ${path} at revision ${revision}`);
