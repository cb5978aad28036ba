import { NavLink } from '@mantine/core';
import { useNavEntryAction, type NavEntryItemProps } from './nav-entry-action';

/** One entry of the navigation tables in the sidebar and the mobile menu panel. */
export function NavEntryItem(props: NavEntryItemProps) {
  const action = useNavEntryAction(props);
  if (!action) return null;
  const { label, leftSection, rightSection, active, onClick, renderRoot } = action;
  return (
    <NavLink
      label={label}
      leftSection={leftSection}
      rightSection={rightSection}
      active={active}
      onClick={onClick}
      renderRoot={renderRoot}
    />
  );
}
