/** A platform user as the wallet needs them: who they are and the name others send to. */
export interface DirectoryUser {
  id: string;
  username: string;
}

/**
 * The wallet's port onto the users the platform knows (identity owns them; wallet never imports it).
 * `idOrUsername` is a user id, or a username matched case-insensitively.
 */
export interface UserDirectory {
  findUser(idOrUsername: string): Promise<DirectoryUser | undefined>;
}
