import { useRef } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconBrain, IconChevronDown, IconDatabasePlus, IconPlus } from '@tabler/icons-react';
import type { NavEntry, PanelId } from './nav-entries';
import { NavEntryItem } from './nav-entry-item';

const createDataset: NavEntry = {
  id: 'create-dataset',
  label: 'Create Dataset',
  icon: IconDatabasePlus,
  target: { kind: 'panel', panel: 'create-dataset' },
};

const createModel: NavEntry = {
  id: 'create-model',
  label: 'Create Model',
  icon: IconBrain,
  target: { kind: 'panel', panel: 'create-model' },
};

export interface CreateMenuProps {
  onOpenPanel: (panel: PanelId) => void;
  /** For stories: start open. */
  defaultOpened?: boolean;
}

/**
 * The header's Create menu (spec §2 Header). From 768 px up only: a phone's header keeps its room for the balance and
 * the avatar, and the menu panel holds the same entries (`CreateNavEntries`).
 */
export function CreateMenu({ onOpenPanel, defaultOpened }: CreateMenuProps) {
  // The sheet opens once the menu has closed: the menu hands the focus back to its button as it closes, and a sheet
  // already loaded (the second time) would otherwise take the focus first and lose it to the button.
  const chosen = useRef<PanelId | null>(null);
  const openChosen = () => {
    if (chosen.current) onOpenPanel(chosen.current);
    chosen.current = null;
  };
  const choose = (panel: PanelId) => (chosen.current = panel);
  return (
    // No focus placeholder: it is a focusable element without a role inside role="menu"; focus goes to the first item.
    <Menu
      position="bottom-end"
      width={200}
      shadow="md"
      defaultOpened={defaultOpened}
      withInitialFocusPlaceholder={false}
      onExitTransitionEnd={openChosen}
    >
      <Menu.Target>
        <Button
          visibleFrom="sm"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Create
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <NavEntryItem entry={createDataset} variant="menu" onOpenPanel={choose} />
        <NavEntryItem entry={createModel} variant="menu" onOpenPanel={choose} />
      </Menu.Dropdown>
    </Menu>
  );
}

export interface CreateNavEntriesProps {
  onOpenPanel: (panel: PanelId) => void;
  /** Called after a choice, to close the menu panel. */
  onChosen: () => void;
}

/** The Create menu's entries as the menu panel lists them, below the desktop breakpoint. */
export function CreateNavEntries({ onOpenPanel, onChosen }: CreateNavEntriesProps) {
  return (
    <>
      <NavEntryItem entry={createDataset} variant="nav" onOpenPanel={onOpenPanel} onChosen={onChosen} />
      <NavEntryItem entry={createModel} variant="nav" onOpenPanel={onOpenPanel} onChosen={onChosen} />
    </>
  );
}
