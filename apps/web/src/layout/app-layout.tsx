import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@mantine/core';
import { HEADER_HEIGHT } from '@bagel/ui';
import { useWaitlistRestricted } from '../access/use-waitlist-restricted';
import { AppHeader, type HeaderSlots } from './app-header';
import { DeferredMobileMenu } from './deferred-mobile-menu';
import type { PanelId } from './nav-entries';
import { Sidebar } from './sidebar';
import { isSidebarHiddenForPath, useIsDesktop } from './sidebar-visibility';
import { MAIN_CONTENT_ID, SkipLink, skipTargetClass } from './skip-link';
import { useLoadDeferredPartsWhenIdle } from './use-deferred-parts';

const SIDEBAR_WIDTH = 264;

/** The side panels (their forms, the history) load when one first opens, not with the shell. */
const Panels = lazy(() => import('./panels').then(({ Panels }) => ({ default: Panels })));

/**
 * The signed-in shell: header, sidebar (desktop), menu panel (narrow), side panels, and the page. A user the
 * waitlist restricts reaches it only on admin paths (exempt from the redirect) and gets the header's logo and
 * avatar menu alone: no wallet, no navigation, no panels.
 */
export function AppLayout({ headerSlots }: { headerSlots?: HeaderSlots }) {
  const isDesktop = useIsDesktop();
  useLoadDeferredPartsWhenIdle();
  const restricted = useWaitlistRestricted();
  const location = useLocation();
  // The menu panel closes whenever the page changes, whichever of its links (an entry, the balance's +) did it.
  const [menu, setMenu] = useState({ opened: false, at: location.key });
  if (menu.opened && menu.at !== location.key) setMenu({ opened: false, at: location.key });
  const openMenu = () => setMenu({ opened: true, at: location.key });
  const closeMenu = () => setMenu({ opened: false, at: location.key });
  const [panel, setPanel] = useState<PanelId | null>(null);
  const [panelsNeeded, setPanelsNeeded] = useState(false);
  if (panel && !panelsNeeded) setPanelsNeeded(true);
  const showSidebar = isDesktop && !restricted && !isSidebarHiddenForPath(location.pathname);
  const withMenuPanel = !isDesktop && !restricted;

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={showSidebar ? { width: SIDEBAR_WIDTH, breakpoint: 0 } : undefined} padding="lg">
      <SkipLink />
      <AppShell.Header>
        <AppHeader
          menu={withMenuPanel ? { opened: menu.opened, onOpen: openMenu } : undefined}
          onOpenPanel={setPanel}
          slots={restricted ? undefined : headerSlots}
          restricted={restricted}
        />
      </AppShell.Header>
      {showSidebar && (
        <AppShell.Navbar aria-label="Sidebar">
          <Sidebar onOpenPanel={setPanel} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={skipTargetClass}>
        <Outlet />
      </AppShell.Main>
      {withMenuPanel && <DeferredMobileMenu opened={menu.opened} onClose={closeMenu} onOpenPanel={setPanel} slots={headerSlots} />}
      {!restricted && panelsNeeded && (
        <Suspense fallback={null}>
          <Panels open={panel} onClose={() => setPanel(null)} />
        </Suspense>
      )}
    </AppShell>
  );
}
