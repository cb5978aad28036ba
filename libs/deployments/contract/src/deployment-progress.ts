import * as v from 'valibot';

/** A progress figure as a server may send it: a number, the number as text, or nothing. */
const ProgressFigure = v.optional(v.nullable(v.union([v.number(), v.string()])));

/** The two names spec §3 reads a deployment's progress from; a reply may carry either, or both. */
export const progressEntries = { progress: ProgressFigure, deployment_progress: ProgressFigure };

type ProgressFields = { [key in keyof typeof progressEntries]?: v.InferOutput<typeof ProgressFigure> };
type ReadProgress<T> = Omit<T, keyof ProgressFields> & { progress: number; deployment_progress: number };

const figure = (value: number | string | null | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? NaN : Number(value);

/**
 * Spec §3 and §9: progress is read from `progress`, else `deployment_progress`, coerced to a number, 0 when neither
 * holds one. Both fields then carry that figure, so a reply with only one of them, or the number as text, moves the
 * bar; a reply with both as numbers (what the server sends) comes out as it went in.
 */
export function readProgress<T extends ProgressFields>(reply: T): ReadProgress<T> {
  const first = figure(reply.progress);
  const read = Number.isFinite(first) ? first : figure(reply.deployment_progress);
  const progress = Number.isFinite(read) ? read : 0;
  return { ...reply, progress, deployment_progress: progress };
}
