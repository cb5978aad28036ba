import { HUB_NAME } from '@bagel/hub-contract';
import { HttpError, RetryLaterError } from '@bagel/server-kit';
import { HubGatedError, HubRateLimitedError, HubUnavailableError } from './hub-source/hub-source';

export const REPO_NOT_FOUND = `This repository was not found on ${HUB_NAME}`;

/**
 * Runs a hub call, answering for what the hub refused: 403 with what to do for a gated repository the platform may not
 * read (the hub works; access must be granted first), 503 with its Retry-After when it asks us to slow down (it will
 * answer again in a moment), 502 when it cannot be reached or fails (the cause is logged, never sent).
 */
export async function fromHub<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HubGatedError) throw new HttpError(403, error.message, 'repo_id', { cause: error });
    if (error instanceof HubRateLimitedError) {
      const detail = `${HUB_NAME} is asking us to slow down. Please try again in a moment.`;
      throw new RetryLaterError(503, detail, error.retryAfterSeconds, { cause: error });
    }
    if (error instanceof HubUnavailableError) {
      throw new HttpError(502, `${HUB_NAME} is not reachable right now. Please try again shortly.`, undefined, { cause: error });
    }
    throw error;
  }
}
