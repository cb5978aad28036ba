import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Burger, Group, Text } from '@mantine/core';
import { IconCircleDot } from '@tabler/icons-react';
import { AvatarMenu } from './avatar-menu';
import type { PanelId } from './nav-entries';
import { PATHS } from '@bagel/contract';

/** Places in the header that later features fill (spec §2 Header). */
export interface HeaderSlots {
  search?: ReactNode;
  createMenu?: ReactNode;
  currencySwitch?: ReactNode;
  balance?: ReactNode;
  notifications?: ReactNode;
}

export interface AppHeaderProps {
  isDesktop: boolean;
  menuOpened: boolean;
  onOpenMenu: () => void;
  onOpenPanel: (panel: PanelId) => void;
  slots?: HeaderSlots;
  /** For stories: start with the avatar menu open. */
  avatarMenuOpened?: boolean;
}

export function AppHeader({ isDesktop, menuOpened, onOpenMenu, onOpenPanel, slots = {}, avatarMenuOpened }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap">
        {!isDesktop && <Burger opened={menuOpened} onClick={onOpenMenu} size="sm" aria-label="Open menu" aria-expanded={menuOpened} />}
        <Anchor component={Link} to={PATHS.dashboard} underline="never" c="bright">
          <Group gap={6} wrap="nowrap">
            <IconCircleDot size={28} color="var(--mantine-primary-color-filled)" aria-hidden />
            <Text component="span" fw={800} size="xl">
              Bagel
            </Text>
          </Group>
        </Anchor>
        <Anchor component={Link} to={PATHS.dashboard} fw={500}>
          Dashboard
        </Anchor>
        {slots.search}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {slots.createMenu}
        {slots.currencySwitch}
        {slots.balance}
        {slots.notifications}
        <AvatarMenu onOpenPanel={onOpenPanel} defaultOpened={avatarMenuOpened} />
      </Group>
    </Group>
  );
}
