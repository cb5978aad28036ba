import { Box, Divider, Drawer, Group, NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSession } from '@bagel/session';
import { useWaitlistRestricted } from '../access/use-waitlist-restricted';
import type { HeaderSlots } from './app-header';
import { CreateNavEntries } from './create-menu';
import { MOBILE_MENU_ENTRIES, type PanelId } from './nav-entries';
import { NavEntryItem } from './nav-entry-item';
import { useNavEntries } from './use-nav-entries';
import { usePanelAfterClose } from './use-panel-after-close';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';
import { UserIdentity } from './user-identity';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  onOpenPanel: (panel: PanelId) => void;
  /** The header's balance and currency switch, which a phone's header has no room for (or only just). */
  slots?: Pick<HeaderSlots, 'balance' | 'currencySwitch'>;
}

/** Below the desktop breakpoint: the header's (its Create menu first), the avatar menu's and the sidebar's entries in one panel. */
export function MobileMenu({ opened, onClose, onOpenPanel, slots = {} }: MobileMenuProps) {
  const { user } = useSession();
  const signOut = useSignOut();
  const entries = useNavEntries(MOBILE_MENU_ENTRIES);
  const restricted = useWaitlistRestricted();
  const panelAfterClose = usePanelAfterClose(onOpenPanel);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={panelAfterClose.onExitTransitionEnd}
      title="Menu"
      position="left"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      {user && (
        <Group gap="sm" wrap="nowrap" mb="sm">
          <UserAvatar user={user} />
          <UserIdentity user={user} />
        </Group>
      )}
      {(slots.balance || slots.currencySwitch) && (
        <Group gap="sm" mb="sm">
          {slots.balance}
          {slots.currencySwitch}
        </Group>
      )}
      <Divider mb="xs" />
      <Box component="nav" aria-label="Menu">
        {!restricted && (
          <>
            <CreateNavEntries onOpenPanel={panelAfterClose.choose} onChosen={onClose} />
            <Divider my="xs" />
          </>
        )}
        {entries.map((entry) => (
          <NavEntryItem key={entry.id} entry={entry} onOpenPanel={panelAfterClose.choose} onChosen={onClose} />
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
