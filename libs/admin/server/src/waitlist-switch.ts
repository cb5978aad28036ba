import type { Database } from '@bagel/db';
import type { WaitlistSwitch } from '@bagel/ports';
import { readWaitlistEnabled } from './settings.repository';

/** The setting as other api domains read it (the key authenticator, the user directory), wired by the app. */
export const createWaitlistSwitch = (db: Database): WaitlistSwitch => ({ isEnabled: () => readWaitlistEnabled(db) });
