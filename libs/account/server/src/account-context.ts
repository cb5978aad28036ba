import type { FastifyRequest } from 'fastify';
import type { Database } from '@bagel/db';
import type { RuntimeConfig } from '@bagel/account-contract';
import type { UserRole } from '@bagel/contract';
import { HttpError } from '@bagel/server-kit';
import type { AccountsService } from './accounts.service';
import type { PlatformClient } from '@bagel/platform';
import type { SessionCookieSettings } from './session-cookie';
import type { ClientInfo, SessionStore } from './session-store';

/** What the session domain's route modules share. */
export interface AccountContext {
  db: Database;
  platform: PlatformClient;
  accounts: AccountsService;
  sessions: SessionStore;
  cookie: SessionCookieSettings;
  runtimeConfig: RuntimeConfig;
}

/** The caller of a 'session' route; registerRoute has already refused anyone else. */
export function signedInUser(request: FastifyRequest): { userId: string; role: UserRole | undefined } {
  const who = request.principal;
  if (who.kind !== 'user') throw new HttpError(401, 'You are not signed in');
  return { userId: who.userId, role: who.role };
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
