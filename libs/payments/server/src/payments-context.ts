import type { FastifyRequest } from 'fastify';
import type { Database } from '@bagel/db';
import type { PlatformClient } from '@bagel/platform';
import { HttpError } from '@bagel/server-kit';
import type { ConfiguredPaymentProvider } from './payment-settings';

/** What the payments domain's route modules share. */
export interface PaymentsContext {
  db: Database;
  platform: Pick<PlatformClient, 'creditDeposit' | 'readWaitlistSetting'>;
  provider: ConfiguredPaymentProvider;
}

/** The caller of a 'session' route; registerRoute has already refused anyone else. */
export function signedInUserId(request: FastifyRequest): string {
  const who = request.principal;
  if (who.kind !== 'user') throw new HttpError(401, 'You are not signed in');
  return who.userId;
}

/** The text every failed card payment shows (spec §8), whatever the reason. */
export const PAYMENT_ERROR = 'invalid payment details';
