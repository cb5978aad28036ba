import { Link, useLocation } from 'react-router';
import { Menu, NavLink, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { NavEntry, PanelId } from './nav-entries';
import { useExternalLinks } from './external-links';
import { isEntryActive } from './active-entry';

export interface NavEntryItemProps {
  entry: NavEntry;
  /** `menu` inside the avatar menu; `nav` in the sidebar and the mobile menu panel. */
  variant: 'menu' | 'nav';
  onOpenPanel: (panel: PanelId) => void;
  /** Called after any choice, e.g. to close the mobile menu panel. */
  onChosen?: () => void;
}

/** One entry of the navigation tables, as a real link (route or external) or a button (panel). */
export function NavEntryItem({ entry, variant, onOpenPanel, onChosen }: NavEntryItemProps) {
  const { pathname } = useLocation();
  const links = useExternalLinks();
  const { target, label } = entry;
  const leftSection = <entry.icon size={18} aria-hidden />;

  switch (target.kind) {
    case 'route': {
      const active = isEntryActive(pathname, target.to);
      const current = active ? ('page' as const) : undefined;
      return variant === 'menu' ? (
        <Menu.Item component={Link} to={target.to} leftSection={leftSection} aria-current={current} onClick={onChosen}>
          {label}
        </Menu.Item>
      ) : (
        <NavLink
          component={Link}
          to={target.to}
          label={label}
          leftSection={leftSection}
          active={active}
          aria-current={current}
          onClick={onChosen}
        />
      );
    }
    case 'external': {
      const href = links[target.link];
      if (!href) return null;
      const external = { href, target: '_blank', rel: 'noopener noreferrer', rightSection: <IconExternalLink size={14} aria-hidden /> };
      const text = (
        <>
          {label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </>
      );
      return variant === 'menu' ? (
        <Menu.Item component="a" leftSection={leftSection} onClick={onChosen} {...external}>
          {text}
        </Menu.Item>
      ) : (
        <NavLink component="a" label={text} leftSection={leftSection} onClick={onChosen} {...external} />
      );
    }
    case 'panel': {
      const open = () => {
        onChosen?.();
        onOpenPanel(target.panel);
      };
      return variant === 'menu' ? (
        <Menu.Item leftSection={leftSection} onClick={open}>
          {label}
        </Menu.Item>
      ) : (
        <NavLink component="button" type="button" label={label} leftSection={leftSection} onClick={open} />
      );
    }
  }
}
