export { NotificationBell, type NotificationBellProps } from './bell/notification-bell';
