import { randomUUID } from 'node:crypto';
import type { UserRole } from '@bagel/contract';
import type { Authenticator, Principal } from '../principal';
import type { TestCall } from './test-call';

/** The key a test app knows as the service's (edge's), acting for any user. */
export const TEST_SERVICE_KEY = 'test-service-key-0123456789abcdef';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  apiKey: string;
}

/** A user as other domains' ports see them (structurally `@bagel/ports`' DirectoryUser). */
export interface TestDirectoryUser {
  id: string;
  username: string;
  waitlisted: boolean;
  createdAt: Date;
}

/** Who may call a test app: how the app tells them apart, and how a test makes a new one. */
export interface TestUserSource {
  /** Decorated on the app before the domain's plugins; absent when those plugins bring the app's own (api-keys). */
  authenticate?: Authenticator;
  createUser(call: TestCall, role?: UserRole): Promise<TestUser>;
}

/** The fields of a new user, unique per call. */
export const newUserFields = () => {
  const suffix = randomUUID().slice(0, 8);
  return { id: randomUUID(), username: `user_${suffix}`, email: `user_${suffix}@example.com` };
};

/** In-memory users: {@link createTestUsers}. */
export interface TestUsers extends TestUserSource {
  authenticate: Authenticator;
  /** Each of `idsOrUsernames` by id, or by username in any case; undefined where nobody matches. */
  findUsers(idsOrUsernames: readonly string[]): Promise<Array<TestDirectoryUser | undefined>>;
}

const INVALID: Principal = { kind: 'invalid', reason: 'Invalid API key' };

/**
 * Users held by the test process, each with a key of their own, behind an authenticator that answers as api's does
 * (no x-api-key: anonymous; an empty, repeated or unknown one: invalid; {@link TEST_SERVICE_KEY}: the service), so a
 * user's key acting on another user's id meets the same refusal as on api. `findUsers` is a user directory over them.
 */
export function createTestUsers(): TestUsers {
  const users = new Map<string, TestUser & { role: UserRole; createdAt: Date }>();
  const authenticate: Authenticator = async (request) => {
    const key = request.headers['x-api-key'];
    if (key === undefined) return { kind: 'anonymous' };
    if (typeof key !== 'string' || key === '') return INVALID;
    if (key === TEST_SERVICE_KEY) return { kind: 'service' };
    const owner = [...users.values()].find((user) => user.apiKey === key);
    return owner ? { kind: 'user', userId: owner.id, role: owner.role, waitlisted: false } : INVALID;
  };
  return {
    authenticate,
    async createUser(_call, role = 'user') {
      const user = { ...newUserFields(), apiKey: `test_${randomUUID()}` };
      users.set(user.id, { ...user, role, createdAt: new Date() });
      return user;
    },
    async findUsers(idsOrUsernames) {
      return idsOrUsernames.map((idOrUsername) => {
        const wanted = idOrUsername.toLowerCase();
        const user = users.get(idOrUsername) ?? [...users.values()].find((candidate) => candidate.username.toLowerCase() === wanted);
        return user && { id: user.id, username: user.username, waitlisted: false, createdAt: user.createdAt };
      });
    },
  };
}
