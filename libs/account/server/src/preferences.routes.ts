import type { FastifyInstance } from 'fastify';
import { getUserPreferences, setUserPreference } from '@bagel/account-contract';
import { registerRoute } from '@bagel/server-kit';
import { readPreferences, writePreference } from './preferences.repository';
import { signedInUser, type AccountContext } from './account-context';

/** Always the signed-in user's own preferences: the routes take no user id at all. */
export function registerPreferencesRoutes(app: FastifyInstance, { db }: AccountContext): void {
  registerRoute(app, getUserPreferences, async (request) => readPreferences(db, signedInUser(request).userId));

  registerRoute(app, setUserPreference, async (request) => {
    const { userId } = signedInUser(request);
    await writePreference(db, userId, request.body);
    return readPreferences(db, userId);
  });
}
