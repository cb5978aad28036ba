export { notificationsPlugin, type NotificationsPluginOptions } from './notifications.plugin';
export { notificationsMigrations } from './notifications.migrations';
export { createDomainEvents } from './domain-events';
