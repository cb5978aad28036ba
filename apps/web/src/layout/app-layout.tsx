import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AppHeader, type HeaderSlots } from './app-header';
import { MobileMenu } from './mobile-menu';
import type { PanelId } from './nav-entries';
import { Panels } from './panels';
import { Sidebar } from './sidebar';
import { isSidebarHiddenForPath, useIsDesktop } from './sidebar-visibility';

const SIDEBAR_WIDTH = 264;

/** The signed-in shell: header, sidebar (desktop), menu panel (narrow), side panels, and the page. */
export function AppLayout({ headerSlots }: { headerSlots?: HeaderSlots }) {
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const [panel, setPanel] = useState<PanelId | null>(null);
  const showSidebar = isDesktop && !isSidebarHiddenForPath(pathname);

  return (
    <AppShell header={{ height: 64 }} navbar={showSidebar ? { width: SIDEBAR_WIDTH, breakpoint: 0 } : undefined} padding="lg">
      <AppShell.Header>
        <AppHeader isDesktop={isDesktop} menuOpened={menuOpened} onOpenMenu={menu.open} onOpenPanel={setPanel} slots={headerSlots} />
      </AppShell.Header>
      {showSidebar && (
        <AppShell.Navbar aria-label="Sidebar">
          <Sidebar onOpenPanel={setPanel} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      {!isDesktop && <MobileMenu opened={menuOpened} onClose={menu.close} onOpenPanel={setPanel} />}
      <Panels open={panel} onClose={() => setPanel(null)} />
    </AppShell>
  );
}
