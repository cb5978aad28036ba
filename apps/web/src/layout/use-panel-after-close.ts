import { useRef } from 'react';
import type { PanelId } from './nav-entries';

/**
 * A panel chosen from a menu opens once the menu has closed (its exit transition ended). Closing, the menu hands the
 * focus back to whatever opened it; a panel already loaded (the second time) would otherwise take the focus first and
 * lose it to the menu's button.
 */
export function usePanelAfterClose(onOpenPanel: (panel: PanelId) => void) {
  const chosen = useRef<PanelId | null>(null);
  return {
    choose: (panel: PanelId) => {
      chosen.current = panel;
    },
    onExitTransitionEnd: () => {
      if (chosen.current) onOpenPanel(chosen.current);
      chosen.current = null;
    },
  };
}
