import { resolve } from 'node:path';

/**
 * Readers for the settings both apps take from the environment. Each throws an error naming the
 * variable, so a bad value stops the start with a clear message instead of a confusing failure later.
 */

export function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** A duration in seconds, more than 0 (fractions allowed). */
export function secondsFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name} must be a number of seconds above 0, got "${raw}"`);
  return seconds;
}

/** A whole number, 0 or more. */
export function countFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const count = Number(raw);
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`${name} must be a whole number, 0 or more, got "${raw}"`);
  return count;
}

export function urlFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): URL {
  const raw = env[name] || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url;
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

/** A URL without its trailing slash, ready to have paths appended. */
export const baseUrlFrom = (env: NodeJS.ProcessEnv, name: string, fallback: string): string =>
  urlFrom(env, name, fallback).href.replace(/\/+$/, '');

export const listFrom = (raw: string): string[] =>
  raw
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** Off by default; "true" trusts any proxy, anything else is a comma-separated list of proxy addresses or CIDRs. */
export function trustProxyFrom(env: NodeJS.ProcessEnv): boolean | string {
  const raw = env['TRUST_PROXY'];
  if (raw === undefined || raw === '' || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** Resolved against the working folder, so edge and api started from one folder share it (and its secrets). */
export const dataDirFrom = (env: NodeJS.ProcessEnv): string => resolve(env['DATA_DIR'] || '.data');
