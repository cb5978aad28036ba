import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSession } from '@bagel/session';
import { AvatarButton } from './avatar-button';
import { ACCOUNT_ENTRIES, type PanelId } from './nav-entries';
import { NavEntryMenuItem } from './nav-entry-menu-item';
import { useNavEntries } from './use-nav-entries';
import { useSignOut } from './use-sign-out';
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
        <AvatarButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <UserIdentity user={user} px="sm" py="xs" />
        <Menu.Divider />
        {entries.map((entry) => (
          <NavEntryMenuItem key={entry.id} entry={entry} onOpenPanel={onOpenPanel} />
        ))}
        {entries.length > 0 && <Menu.Divider />}
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
