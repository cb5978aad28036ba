/** Why a model server could not be reached: our own timeout, or the network's code (fetch says only 'fetch failed'). */
export function unreachableReason(error: unknown, signal: AbortSignal): string {
  if (signal.reason instanceof Error) return signal.reason.message;
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
