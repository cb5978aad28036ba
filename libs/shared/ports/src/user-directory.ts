/** A platform user as other domains need them. */
export interface DirectoryUser {
  id: string;
  /** The name others see and send to. */
  username: string;
  /** True while the waitlist restricts them: their role is waitlist and the waitlist setting is on. */
  waitlisted: boolean;
  /** When the platform first knew them (their sign-up): referrals take codes only from new accounts. */
  createdAt: Date;
}

/**
 * The users the platform knows (the api-keys domain owns them), for domains that must not import it.
 * Each of `idsOrUsernames` is a user id, or a username matched case-insensitively; the answer is in
 * the same order, undefined where nobody matches. Several at once are one lookup.
 */
export interface UserDirectory {
  findUsers(idsOrUsernames: readonly string[]): Promise<Array<DirectoryUser | undefined>>;
}

/** The one user `id` names, when `id` is a user id (not a username) that exists. */
export async function findUserById(directory: UserDirectory, id: string): Promise<DirectoryUser | undefined> {
  const [user] = await directory.findUsers([id]);
  return user?.id === id ? user : undefined;
}
