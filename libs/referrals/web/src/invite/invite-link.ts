/** The link a friend signs up through: the landing page keeps `?ref=` for the sign-up (spec §4). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
