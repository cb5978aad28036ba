import { Box, Divider, Drawer, Group, NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSession } from '@bagel/session';
import { MOBILE_MENU_ENTRIES, type PanelId } from './nav-entries';
import { NavEntryItem } from './nav-entry-item';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';
import { UserIdentity } from './user-identity';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  onOpenPanel: (panel: PanelId) => void;
}

/** Below the desktop breakpoint: the avatar menu's and the sidebar's entries in one panel. */
export function MobileMenu({ opened, onClose, onOpenPanel }: MobileMenuProps) {
  const { user } = useSession();
  const signOut = useSignOut();

  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="left" size="xs" closeButtonProps={{ 'aria-label': 'Close menu' }}>
      {user && (
        <Group gap="sm" wrap="nowrap" mb="sm">
          <UserAvatar user={user} />
          <UserIdentity user={user} />
        </Group>
      )}
      <Divider mb="xs" />
      <Box component="nav" aria-label="Menu">
        {MOBILE_MENU_ENTRIES.map((entry) => (
          <NavEntryItem key={entry.id} entry={entry} variant="nav" onOpenPanel={onOpenPanel} onChosen={onClose} />
        ))}
        <Divider my="xs" />
        <NavLink
          component="button"
          type="button"
          label="Sign Out"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => {
            onClose();
            void signOut();
          }}
        />
      </Box>
    </Drawer>
  );
}
