import { Menu } from '@mantine/core';
import { useNavEntryAction, type NavEntryItemProps } from './nav-entry-action';

/** One entry of the navigation tables in the avatar menu and the Create menu. */
export function NavEntryMenuItem(props: NavEntryItemProps) {
  const action = useNavEntryAction(props);
  if (!action) return null;
  return (
    <Menu.Item leftSection={action.leftSection} rightSection={action.rightSection} onClick={action.onClick} renderRoot={action.renderRoot}>
      {action.label}
    </Menu.Item>
  );
}
