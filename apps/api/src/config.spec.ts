import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from './config';

const created: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-config-'));
  created.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('loadApiConfig', () => {
  it('defaults to PGlite under DATA_DIR, port 3001 and the web origin on port 3000', () => {
    const dir = dataDir();
    const config = loadApiConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3001,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      publicApiUrl: 'http://localhost:3001',
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
  });

  it('generates the service key where edge reads it, and keeps it across starts', () => {
    const dir = dataDir();
    const first = loadApiConfig({ DATA_DIR: dir });
    expect(readFileSync(join(dir, 'secrets', 'service-key'), 'utf8')).toBe(first.serviceKey);
    expect(readFileSync(join(dir, 'secrets', 'api-key-secret'), 'utf8')).toBe(first.apiKeySecret);
    expect(first.serviceKey).not.toBe(first.apiKeySecret);
    const second = loadApiConfig({ DATA_DIR: dir });
    expect([second.serviceKey, second.apiKeySecret]).toEqual([first.serviceKey, first.apiKeySecret]);
  });

  it('stops the start on PostgreSQL until the secrets replicas share are set, naming them, and writes none', () => {
    const dir = dataDir();
    expect(() => loadApiConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/bagel' })).toThrow(
      'DATABASE_URL is set, so other processes may share this database, and they must share their secrets: set SERVICE_KEY, API_KEY_SECRET to the same value in every api and edge process',
    );
    expect(() => loadApiConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/bagel', SERVICE_KEY: 'service' })).toThrow(
      'set API_KEY_SECRET to the same value',
    );
    expect(existsSync(join(dir, 'secrets'))).toBe(false);
  });

  it('takes every setting from the environment', () => {
    const config = loadApiConfig({
      DATA_DIR: dataDir(),
      API_PORT: '4001',
      PORT: '4000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://db/bagel',
      SERVICE_KEY: 'service',
      API_KEY_SECRET: 'secret',
      PUBLIC_API_URL: 'https://api.bagel.example/',
      CORS_ORIGINS: 'https://bagel.example, https://www.bagel.example/',
    });
    expect(config).toMatchObject({
      port: 4001,
      host: '127.0.0.1',
      databaseUrl: 'postgres://db/bagel',
      serviceKey: 'service',
      apiKeySecret: 'secret',
      publicApiUrl: 'https://api.bagel.example',
      corsOrigins: ['https://bagel.example', 'https://www.bagel.example'],
    });
    expect(loadApiConfig({ DATA_DIR: dataDir(), API_PORT: '4001' }).corsOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });

  it('refuses a port that is not one', () => {
    expect(() => loadApiConfig({ DATA_DIR: dataDir(), API_PORT: 'http' })).toThrow('API_PORT must be a port number, got "http"');
  });

  it('sweeps uploads that never finished every 5 minutes, expiring them after a day without progress, unless told', () => {
    expect(loadApiConfig({ DATA_DIR: dataDir() }).uploadsSweep).toEqual({ everySeconds: 300, expireAfterSeconds: 86_400 });
    const told = loadApiConfig({ DATA_DIR: dataDir(), UPLOAD_SWEEP_SECONDS: '1', UPLOAD_EXPIRY_SECONDS: '15' });
    expect(told.uploadsSweep).toEqual({ everySeconds: 1, expireAfterSeconds: 15 });
    expect(() => loadApiConfig({ DATA_DIR: dataDir(), UPLOAD_SWEEP_SECONDS: '0' })).toThrow(
      'UPLOAD_SWEEP_SECONDS must be a number of seconds above 0, got "0"',
    );
  });

  it('limits each user key to 600 requests a minute unless told (0: no limit), and refuses anything but a whole number', () => {
    expect(loadApiConfig({ DATA_DIR: dataDir() }).rateLimitPerMinute).toBe(600);
    expect(loadApiConfig({ DATA_DIR: dataDir(), API_RATE_LIMIT_PER_MINUTE: '6000' }).rateLimitPerMinute).toBe(6000);
    expect(loadApiConfig({ DATA_DIR: dataDir(), API_RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
    for (const bad of ['-1', '2.5', 'lots']) {
      expect(() => loadApiConfig({ DATA_DIR: dataDir(), API_RATE_LIMIT_PER_MINUTE: bad })).toThrow(
        `API_RATE_LIMIT_PER_MINUTE must be a whole number, 0 or more, got "${bad}"`,
      );
    }
  });

  it('gives a deployment’s model server 20 minutes to answer unless told, and refuses anything but minutes above 0', () => {
    expect(loadApiConfig({ DATA_DIR: dataDir() }).deployStartDeadlineMinutes).toBe(20);
    expect(loadApiConfig({ DATA_DIR: dataDir(), DEPLOY_START_DEADLINE_MINUTES: '45' }).deployStartDeadlineMinutes).toBe(45);
    for (const bad of ['0', '-5', 'soon']) {
      expect(() => loadApiConfig({ DATA_DIR: dataDir(), DEPLOY_START_DEADLINE_MINUTES: bad })).toThrow(
        `DEPLOY_START_DEADLINE_MINUTES must be a number of minutes above 0, got "${bad}"`,
      );
    }
  });
});
