import { ADMIN_READ } from '../../lib/use-admin-query';

/** The queue is read afresh each time the tab or its count shows, then every minute while they are on screen. */
export const MODERATION_READ = { ...ADMIN_READ, refreshInterval: 60_000 } as const;
