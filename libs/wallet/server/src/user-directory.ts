/** A platform user as the wallet needs them: who they are and the name others send to. */
export interface DirectoryUser {
  id: string;
  username: string;
}

/**
 * The wallet's port onto the users the platform knows (the api-keys domain owns them; wallet never imports it).
 * Each of `idsOrUsernames` is a user id, or a username matched case-insensitively; the answer is in
 * the same order, undefined where nobody matches.
 */
export interface UserDirectory {
  findUsers(idsOrUsernames: readonly string[]): Promise<Array<DirectoryUser | undefined>>;
}

/** The one user `id` names, when `id` is a user id (not a username) that exists. */
export async function findUserById(directory: UserDirectory, id: string): Promise<DirectoryUser | undefined> {
  const [user] = await directory.findUsers([id]);
  return user?.id === id ? user : undefined;
}
