import { AsyncLocalStorage } from 'node:async_hooks';
import type { KvStore } from '@tus/server';

/**
 * A cache that lasts one request. tus's S3 store reads an upload's info object several times a request, and by default keeps
 * it in memory for good; with several processes another one may have moved the upload on (a new part, a declared length,
 * its removal) since, and a stale copy would answer the wrong offset or never complete the upload. A request holds the
 * upload's lock, so what it read stays true until it ends. Outside `during` nothing is cached.
 */
export function requestScopedCache<T>() {
  const requests = new AsyncLocalStorage<Map<string, T>>();
  const cache: KvStore<T> = {
    get: async (key) => requests.getStore()?.get(key),
    set: async (key, value) => void requests.getStore()?.set(key, value),
    delete: async (key) => void requests.getStore()?.delete(key),
  };
  return { cache, during: <R>(work: () => Promise<R>): Promise<R> => requests.run(new Map(), work) };
}
