import { HUB_NAME } from '@bagel/contract';
import { HttpError } from '@bagel/server-kit';
import { HubUnavailableError } from './hub-source/hub-source';

export const REPO_NOT_FOUND = `This repository was not found on ${HUB_NAME}`;

/** Runs a hub call, answering 502 when the hub cannot be reached (the cause is logged, never sent). */
export async function fromHub<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HubUnavailableError) {
      throw new HttpError(502, `${HUB_NAME} is not reachable right now. Please try again shortly.`, undefined, { cause: error });
    }
    throw error;
  }
}
