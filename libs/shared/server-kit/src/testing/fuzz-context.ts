import type * as v from 'valibot';
import type { RouteDescriptor } from '@bagel/contract';

export interface FuzzRequest {
  method: RouteDescriptor['method'] | 'HEAD';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzContext {
  /**
   * Values that pass validation for a field of this name (an existing user's id, a username, an amount), so that
   * generated requests also reach handlers and the database, not only the validator. Another user's id belongs here.
   */
  samples: Readonly<Record<string, readonly unknown[]>>;
  /**
   * Headers that authenticate a request as `route.access` asks (a key, a session cookie, an Origin), or that sign
   * its body (a provider's webhook signature covers the exact bytes sent).
   */
  credentials: (route: RouteDescriptor, payload: string | undefined) => Record<string, string>;
  /**
   * The shape of a body the contract leaves raw (a provider's signed webhook event), so that generated bodies get past
   * its own parser too. Its fields, at every depth, are fuzzed like a contract body's.
   */
  rawBodies?: ReadonlyMap<RouteDescriptor, v.GenericSchema>;
}

/** Values that pass for the field at `path`: samples named by the whole path (`data.object.id`), else by its last name. */
export const samplesFor = (context: FuzzContext, path: readonly string[]): readonly unknown[] =>
  context.samples[path.join('.')] ?? context.samples[path.at(-1) ?? ''] ?? [];

/** The same, as it travels in a path or query string. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
