import * as v from 'valibot';

/** Every non-2xx reply of both servers. `field` names the input at fault on a 400. */
export const ErrorBody = v.object({
  error: v.string(),
  detail: v.string(),
  field: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
