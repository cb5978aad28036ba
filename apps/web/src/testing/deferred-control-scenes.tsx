import { vi } from 'vitest';
import { ModelSearchPlaceholder } from '@bagel/hub-web';
import { renderWithProviders, setViewportWidth } from '@bagel/web-testing';
import { AppHeader } from '../layout/app-header';
import { DeferredControl } from '../layout/deferred-control';

/**
 * What deferred-control.spec.tsx renders, in a module of its own: the spec imports it afresh for each test (after
 * `vi.resetModules()`), so the deferred parts are not in yet, with the libraries it needs imported statically.
 */
export function renderHeader() {
  return renderWithProviders(<AppHeader onOpenPanel={vi.fn()} />, { route: '/dashboard' });
}

/** The header's model search as the signed-in shell fills its slot, on a desktop (the box, not the icon). */
export function renderSearch() {
  setViewportWidth(1280);
  return renderWithProviders(
    <DeferredControl placeholder={<ModelSearchPlaceholder />}>
      {(parts, started) => <parts.ModelSearch defaultText={started.text} />}
    </DeferredControl>,
    { route: '/dashboard' },
  );
}
