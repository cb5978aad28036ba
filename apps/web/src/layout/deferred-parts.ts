/**
 * What the signed-in shell needs only once someone reaches for it: the header's menus and popovers, the menu panel and
 * the balance's tooltip, with Mantine's Menu, Popover, Combobox, Drawer, Tooltip and floating-ui behind them (about
 * 100 kB raw). No page needs them to show, so they are one lazy module, fetched in one request after the page has
 * rendered or as the user first points at, focuses or presses one (`use-deferred-parts.ts`, `DeferredControl`).
 */
export { ModelSearch } from '@bagel/hub-web';
export { NotificationPopover } from '@bagel/notifications-web';
export { BuyBagelsTooltip } from '@bagel/wallet-web';
export { AvatarMenu } from './avatar-menu';
export { CreateMenu } from './create-menu';
export { MobileMenu } from './mobile-menu';
