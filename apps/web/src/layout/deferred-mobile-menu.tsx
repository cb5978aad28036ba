import { useEffect, useState } from 'react';
import type { MobileMenuProps } from './mobile-menu';
import { loadDeferredParts, useDeferredParts } from './use-deferred-parts';

/**
 * The menu panel, once the shell's deferred parts are in: opening it fetches them if they are not yet. Its drawer is mounted
 * closed and opened after, as if it had always been there: a drawer mounted open would not know to give the focus back
 * to the burger when it closes.
 */
export function DeferredMobileMenu(props: MobileMenuProps) {
  const parts = useDeferredParts();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (props.opened) void loadDeferredParts();
  }, [props.opened]);
  useEffect(() => {
    if (parts) setMounted(true);
  }, [parts]);
  return parts ? <parts.MobileMenu {...props} opened={props.opened && mounted} /> : null;
}
