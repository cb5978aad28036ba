import type { PlaywrightTestConfig } from '@playwright/test';

/** The port in `variable`, or a free one chosen now and kept there for the workers. */
export declare function runnerPort(variable: string): Promise<string>;

/** The folder in `variable`, or a new temporary one kept there for the workers and removed when the runner exits. */
export declare function runnerTempDir(variable: string, prefix: string): string;

/**
 * The settings every product e2e run shares: tests in `src/`, one worker in order, Debian's Chromium, a trace kept on
 * failure, and the product started by `webServer.command` on `port` and waited for at `/ready`.
 */
export declare function productPlaywrightConfig(options: {
  port: string;
  /** Per test: limits catch a hang, not slowness (`npm test` runs e2e targets beside others on two cores). */
  timeout: number;
  webServer: { command: string; timeout: number; env: Record<string, string | undefined> } & Partial<
    NonNullable<Extract<PlaywrightTestConfig['webServer'], { command: string }>>
  >;
}): PlaywrightTestConfig;
