import { Menu } from '@mantine/core';
import { IconBrain, IconDatabasePlus } from '@tabler/icons-react';
import { CreateButton } from './create-button';
import type { NavEntry, PanelId } from './nav-entries';
import { NavEntryItem } from './nav-entry-item';
import { NavEntryMenuItem } from './nav-entry-menu-item';
import { usePanelAfterClose } from './use-panel-after-close';

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
  const panelAfterClose = usePanelAfterClose(onOpenPanel);
  return (
    // No focus placeholder: it is a focusable element without a role inside role="menu"; focus goes to the first item.
    <Menu
      position="bottom-end"
      width={200}
      shadow="md"
      defaultOpened={defaultOpened}
      withInitialFocusPlaceholder={false}
      onExitTransitionEnd={panelAfterClose.onExitTransitionEnd}
    >
      <Menu.Target>
        <CreateButton />
      </Menu.Target>
      <Menu.Dropdown>
        <NavEntryMenuItem entry={createDataset} onOpenPanel={panelAfterClose.choose} />
        <NavEntryMenuItem entry={createModel} onOpenPanel={panelAfterClose.choose} />
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
      <NavEntryItem entry={createDataset} onOpenPanel={onOpenPanel} onChosen={onChosen} />
      <NavEntryItem entry={createModel} onOpenPanel={onOpenPanel} onChosen={onChosen} />
    </>
  );
}
