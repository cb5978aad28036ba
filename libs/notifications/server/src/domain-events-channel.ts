/** Where other domains' events are announced (migration 0002_announce_changes). */
export const DOMAIN_EVENTS_CHANNEL = 'domain_events';
