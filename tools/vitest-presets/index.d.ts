import type { UserConfig } from 'vitest/config';

export declare const serverTests: UserConfig;
export declare const webTests: UserConfig;
