import { Avatar, type AvatarProps } from '@mantine/core';
import type { SessionUser } from '@bagel/account-contract';

/** Up to two letters: the first of the first and last words of the name, else of the username. */
export function initialsOf(user: SessionUser): string {
  const words = (user.name.trim() || user.username).split(/\s+/);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** What a control showing the avatar should be called: it starts with the visible initials, as WCAG 2.5.3 asks. */
export function avatarControlLabel(user: SessionUser, purpose: string): string {
  return user.image_url ? purpose : `${initialsOf(user)}: ${purpose}`;
}

/** The uploaded picture when there is one, else the user's initials. Decorative: the surrounding control names it. */
export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: AvatarProps['size'] }) {
  return (
    <Avatar src={user.image_url ?? undefined} alt="" color="bagel" variant="filled" size={size} radius="xl" aria-hidden>
      {initialsOf(user)}
    </Avatar>
  );
}
