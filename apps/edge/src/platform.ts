import { createPlatformClient, type PlatformClient } from '@bagel/platform';
import type { EdgeConfig } from './config';

/** api as edge reaches it, with the service key. */
export const platformClientFor = (config: Pick<EdgeConfig, 'apiInternalUrl' | 'serviceKey'>): PlatformClient =>
  createPlatformClient({ baseUrl: config.apiInternalUrl, serviceKey: config.serviceKey });
