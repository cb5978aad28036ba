import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { NavEntry, PanelId } from './nav-entries';
import { useExternalLinks } from './external-links';
import { isEntryActive } from './active-entry';

export interface NavEntryItemProps {
  entry: NavEntry;
  onOpenPanel: (panel: PanelId) => void;
  /** Called after any choice, e.g. to close the mobile menu panel. */
  onChosen?: () => void;
}

/** What a navigation entry does, as props for Mantine's NavLink or Menu.Item. */
export interface NavEntryAction {
  label: ReactNode;
  leftSection: ReactNode;
  rightSection?: ReactNode;
  active: boolean;
  onClick: (() => void) | undefined;
  /**
   * The element: a router link, a link to another site, or a button. Links drop the `type="button"` Menu.Item gives
   * its root, which is a button unless told otherwise.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's own type for it: the props it renders with.
  renderRoot: (props: any) => ReactNode;
}

/**
 * One entry of the navigation tables as a real link (route or external) or a button (panel); null for an external
 * link not known. The sidebar's `NavEntryItem` and the menus' `NavEntryMenuItem` show it: two files, so the sidebar
 * does not bring Mantine's Menu into the first render of every signed-in page.
 */
export function useNavEntryAction({ entry, onOpenPanel, onChosen }: NavEntryItemProps): NavEntryAction | null {
  const { pathname } = useLocation();
  const links = useExternalLinks();
  const { target, label } = entry;
  const leftSection = <entry.icon size={18} aria-hidden />;

  switch (target.kind) {
    case 'route': {
      const active = isEntryActive(pathname, target.to);
      const current = active ? ('page' as const) : undefined;
      return {
        label,
        leftSection,
        active,
        onClick: onChosen,
        renderRoot: ({ type: _button, ...props }) => <Link {...props} to={target.to} aria-current={current} />,
      };
    }
    case 'external': {
      const href = links[target.link];
      if (!href) return null;
      const text = (
        <>
          {label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </>
      );
      return {
        label: text,
        leftSection,
        rightSection: <IconExternalLink size={14} aria-hidden />,
        active: false,
        onClick: onChosen,
        renderRoot: ({ type: _button, ...props }) => <a {...props} href={href} target="_blank" rel="noopener noreferrer" />,
      };
    }
    case 'panel': {
      const open = () => {
        onChosen?.();
        onOpenPanel(target.panel);
      };
      return { label, leftSection, active: false, onClick: open, renderRoot: (props) => <button {...props} type="button" /> };
    }
  }
}
