import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Burger, Group, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@bagel/ui';
import { IconCircleDot } from '@tabler/icons-react';
import { useSession } from '@bagel/session';
import { AvatarButton } from './avatar-button';
import { CreateButton } from './create-button';
import { DeferredControl } from './deferred-control';
import type { PanelId } from './nav-entries';
import { PATHS } from '@bagel/contract';

/** Places in the header that later features fill (spec §2 Header). */
export interface HeaderSlots {
  search?: ReactNode;
  currencySwitch?: ReactNode;
  balance?: ReactNode;
  notifications?: ReactNode;
}

export interface AppHeaderProps {
  /** The burger for the menu panel (below the desktop breakpoint); no burger without it. */
  menu?: { opened: boolean; onOpen: () => void };
  onOpenPanel: (panel: PanelId) => void;
  slots?: HeaderSlots;
  /**
   * A user the waitlist restricts: the logo leads to the waitlist page; no Dashboard link, which would only bounce them
   * there, and no Create menu, since the shell opens no panels for them.
   */
  restricted?: boolean;
  /** For stories: start with the avatar menu open. */
  avatarMenuOpened?: boolean;
}

/**
 * From 320 px up the balance and the bell always fit: below 992 px the Dashboard link goes (the logo and the menu panel
 * lead there too) to leave room for the model search's icon; below 768 px the Create menu and the currency switch move
 * to the menu panel; and below 576 px the logo and the avatar menu go too, since the menu panel (its first entry the
 * dashboard, its top the user's avatar and name) holds all they offer. The menu panel holds these, and the balance, at
 * every width under the desktop breakpoint.
 */
/**
 * The currency switch shows from `sm` up. Narrower, it is not rendered at all rather than hidden: its sliding indicator
 * measures the page as it mounts, a forced layout that cost Lighthouse's phone about 120 ms of main thread. Read at once
 * in the browser (useMediaQuery), so a wide window never shows the header without it.
 */
function useShowsCurrencySwitch(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, { onPhone: false });
}

export function AppHeader({ menu, onOpenPanel, slots = {}, restricted = false, avatarMenuOpened }: AppHeaderProps) {
  const { user } = useSession();
  const showsCurrencySwitch = useShowsCurrencySwitch();
  return (
    <Group h="100%" px={{ base: 'sm', xs: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {menu && <Burger opened={menu.opened} onClick={menu.onOpen} size="sm" aria-label="Open menu" aria-expanded={menu.opened} />}
        <Anchor
          component={Link}
          to={restricted ? PATHS.waitlist : PATHS.dashboard}
          underline="never"
          c="bright"
          aria-label="Bagel"
          visibleFrom={menu ? 'xs' : undefined}
        >
          <Group gap={6} wrap="nowrap">
            <IconCircleDot size={28} color="var(--mantine-primary-color-filled)" aria-hidden />
            <Text component="span" fw={800} size="xl">
              Bagel
            </Text>
          </Group>
        </Anchor>
        {!restricted && (
          <Anchor component={Link} to={PATHS.dashboard} fw={500} visibleFrom="md">
            Dashboard
          </Anchor>
        )}
        {slots.search}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {!restricted && (
          <DeferredControl placeholder={<CreateButton />}>{(parts) => <parts.CreateMenu onOpenPanel={onOpenPanel} />}</DeferredControl>
        )}
        {showsCurrencySwitch && slots.currencySwitch}
        {slots.balance}
        {slots.notifications}
        <Box visibleFrom={menu ? 'xs' : undefined}>
          {user && (
            <DeferredControl placeholder={<AvatarButton user={user} />} defaultOpened={avatarMenuOpened}>
              {(parts) => <parts.AvatarMenu onOpenPanel={onOpenPanel} />}
            </DeferredControl>
          )}
        </Box>
      </Group>
    </Group>
  );
}
