import { Menu, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSession } from '@bagel/session';
import { ACCOUNT_ENTRIES, type PanelId } from './nav-entries';
import { NavEntryItem } from './nav-entry-item';
import { useNavEntries } from './use-nav-entries';
import { useSignOut } from './use-sign-out';
import { avatarControlLabel, UserAvatar } from './user-avatar';
import { UserIdentity } from './user-identity';

export interface AvatarMenuProps {
  onOpenPanel: (panel: PanelId) => void;
  /** For stories: start open. */
  defaultOpened?: boolean;
}

export function AvatarMenu({ onOpenPanel, defaultOpened }: AvatarMenuProps) {
  const { user } = useSession();
  const signOut = useSignOut();
  const entries = useNavEntries(ACCOUNT_ENTRIES);
  if (!user) return null;

  return (
    // No focus placeholder: it is a focusable element without a role inside role="menu"; focus goes to the first item.
    <Menu position="bottom-end" width={240} shadow="md" defaultOpened={defaultOpened} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={avatarControlLabel(user, `Account menu for ${user.username}`)}>
          <UserAvatar user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <UserIdentity user={user} px="sm" py="xs" />
        <Menu.Divider />
        {entries.map((entry) => (
          <NavEntryItem key={entry.id} entry={entry} variant="menu" onOpenPanel={onOpenPanel} />
        ))}
        {entries.length > 0 && <Menu.Divider />}
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
