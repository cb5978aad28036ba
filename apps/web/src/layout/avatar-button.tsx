import { UnstyledButton, type ElementProps, type UnstyledButtonProps } from '@mantine/core';
import type { SessionUser } from '@bagel/account-contract';
import { avatarControlLabel, UserAvatar } from './user-avatar';

export interface AvatarButtonProps extends UnstyledButtonProps, ElementProps<'button', keyof UnstyledButtonProps> {
  user: SessionUser;
}

/** The avatar menu's button: the menu's target, and what the header shows until the menu's code is in. */
export function AvatarButton({ user, ...props }: AvatarButtonProps) {
  return (
    <UnstyledButton aria-label={avatarControlLabel(user, `Account menu for ${user.username}`)} {...props}>
      <UserAvatar user={user} />
    </UnstyledButton>
  );
}
