import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadEdgeConfig } from './config';

/** A data dir of the test's own (the secrets are generated into it), removed when it ends. */
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'edge-config-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

describe('loadEdgeConfig', () => {
  it('has working defaults for a fresh machine, generating the secrets once into the data dir', () => {
    const dataDir = scratch();
    const config = loadEdgeConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      adminPassword: undefined,
      apiInternalUrl: 'http://127.0.0.1:3001',
      publicApiUrl: 'http://localhost:3001',
      publicOrigin: 'http://localhost:3000',
      webDist: resolve(import.meta.dirname, '../../web/dist'),
      trustProxy: false,
      logLevel: 'info',
      signUpsPerHour: 10,
    });
    expect(config.serviceKey).toBe(readFileSync(join(dataDir, 'secrets', 'service-key'), 'utf8'));
    expect(config.cookieSecret).toBe(readFileSync(join(dataDir, 'secrets', 'cookie-secret'), 'utf8'));
    expect(config.cookieSecret).not.toBe(config.serviceKey);
    expect(loadEdgeConfig({ DATA_DIR: dataDir })).toEqual(config);
  });

  it('stops the start on PostgreSQL until the secrets replicas share are set, naming them, and writes none', () => {
    const dataDir = scratch();
    expect(() => loadEdgeConfig({ DATA_DIR: dataDir, EDGE_DATABASE_URL: 'postgres://edge@db/edge', SERVICE_KEY: 'service' })).toThrow(
      'EDGE_DATABASE_URL is set, so other processes may share this database, and they must share their secrets: set COOKIE_SECRET to the same value in every api and edge process',
    );
    // api's database on PostgreSQL is enough: the edge beside it must agree with the other edges on cookies.
    expect(() => loadEdgeConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/bagel' })).toThrow('set SERVICE_KEY, COOKIE_SECRET to');
    expect(existsSync(join(dataDir, 'secrets'))).toBe(false);
  });

  it('takes every setting from the environment', () => {
    const config = loadEdgeConfig({
      PORT: '8080',
      API_PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: scratch(),
      EDGE_DATABASE_URL: 'postgres://edge@db/edge',
      COOKIE_SECRET: 'cookie',
      SERVICE_KEY: 'service',
      PUBLIC_ORIGIN: 'https://bagel.example/',
      PUBLIC_API_URL: 'https://api.bagel.example/',
      WEB_DIST: 'some/dist',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'operator password',
      SIGN_UP_LIMIT_PER_HOUR: '200',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://edge@db/edge',
      cookieSecret: 'cookie',
      serviceKey: 'service',
      apiInternalUrl: 'http://127.0.0.1:9090',
      publicApiUrl: 'https://api.bagel.example',
      publicOrigin: 'https://bagel.example',
      webDist: resolve('some/dist'),
      trustProxy: true,
      logLevel: 'warn',
      adminPassword: 'operator password',
      signUpsPerHour: 200,
    });
    expect(loadEdgeConfig({ DATA_DIR: scratch(), PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
    expect(loadEdgeConfig({ DATA_DIR: scratch(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('refuses a sign-up limit that would refuse everyone, or is not a whole number', () => {
    expect(() => loadEdgeConfig({ DATA_DIR: scratch(), SIGN_UP_LIMIT_PER_HOUR: '0' })).toThrow('SIGN_UP_LIMIT_PER_HOUR must be 1 or more');
    expect(() => loadEdgeConfig({ DATA_DIR: scratch(), SIGN_UP_LIMIT_PER_HOUR: '2.5' })).toThrow(
      'SIGN_UP_LIMIT_PER_HOUR must be a whole number',
    );
  });

  it('uses the sandbox with a generated webhook secret, or Stripe when all three of its keys are set', () => {
    const dataDir = scratch();
    expect(loadEdgeConfig({ DATA_DIR: dataDir }).payments).toEqual({
      provider: 'sandbox',
      webhookSecret: readFileSync(join(dataDir, 'secrets', 'sandbox-webhook-secret'), 'utf8'),
    });
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadEdgeConfig({ DATA_DIR: scratch(), ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: new URL('http://127.0.0.1:12111'),
    });
    expect(() => loadEdgeConfig({ DATA_DIR: scratch(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET; missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
    );
  });

  it('says which setting is wrong', () => {
    expect(() => loadEdgeConfig({ DATA_DIR: scratch(), PORT: 'eighty' })).toThrow('PORT must be a port number, got "eighty"');
    expect(() => loadEdgeConfig({ DATA_DIR: scratch(), PUBLIC_ORIGIN: 'localhost:3000' })).toThrow(
      'PUBLIC_ORIGIN must be an http(s) URL, got "localhost:3000"',
    );
    expect(() => loadEdgeConfig({ DATA_DIR: scratch(), API_INTERNAL_URL: 'not a url' })).toThrow('API_INTERNAL_URL must be an http(s) URL');
    expect(() => loadEdgeConfig({ DATA_DIR: scratch(), ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD: Password must be at least 8 characters',
    );
  });
});
