export { BellButton } from './bell/bell-button';
export { NotificationBell, type BellState, type NotificationBellProps } from './bell/notification-bell';
export { NotificationPopover } from './bell/notification-popover';
