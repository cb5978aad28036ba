import { DESKTOP_BREAKPOINT_PX } from '@bagel/contract';
import { useMediaQuery } from '@bagel/ui';

const FULL_WIDTH_SECTIONS = new Set(['dataset', 'market', 'model']);

/** The asset lists and the market use the full width: no sidebar when the path ends in dataset, market or model. */
export function isSidebarHiddenForPath(pathname: string): boolean {
  const lastSegment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return FULL_WIDTH_SECTIONS.has(lastSegment);
}

/** True at DESKTOP_BREAKPOINT_PX and wider; read at once in the browser (useMediaQuery), so the desktop never flashes the burger. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`, { onPhone: false });
}
