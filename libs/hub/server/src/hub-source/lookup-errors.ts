import { HUB_NAME, type HubRepoType } from '@bagel/hub-contract';
import { HubGatedError } from './hub-source';

/** What files and downloads reject with when the hub lacks what was asked for; both sources word it alike. */

export const unknownRepo = (repoType: HubRepoType, repoId: string) => new Error(`The hub has no ${repoType} ${repoId}`);

export const unknownRevision = (repoId: string, revision: string) => new Error(`Revision ${revision} of ${repoId} is unknown`);

export const unknownFile = (repoId: string, revision: string, path: string) =>
  new Error(`${repoId} has no file ${path} at revision ${revision}`);

/**
 * A gated repository this platform may not read, and what to do: accept its conditions on its hub page with the account
 * whose token the platform sends, or configure a token of an account that has access.
 */
export function gatedRepo(repoId: string, page: string, tokenSent: boolean): HubGatedError {
  const token = '(HUGGINGFACE_TOKEN) with the token of an account';
  return new HubGatedError(
    tokenSent
      ? `${repoId} is gated on ${HUB_NAME}, and the ${HUB_NAME} account whose token this platform uses has not been granted ` +
          `access to its files. Accept its conditions at ${page} with that account, or configure the platform ${token} that has access.`
      : `${repoId} is gated on ${HUB_NAME}, and this platform sends no ${HUB_NAME} token. ` +
          `Configure the platform ${token} that accepted its conditions at ${page}.`,
  );
}
