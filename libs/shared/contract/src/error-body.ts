import * as v from 'valibot';

/**
 * Every non-2xx reply of both servers. `field` names the input at fault on a 400; `code`, when there is one, says what a
 * refusal is about so a client can act on it without reading the text.
 */
export const ErrorBody = v.object({
  error: v.string(),
  detail: v.string(),
  field: v.optional(v.string()),
  code: v.optional(v.string()),
});

/** The code of every refusal for a balance that cannot pay: a transfer, a charge, a deploy, a fine-tune's estimate. */
export const INSUFFICIENT_BALANCE_CODE = 'insufficient_balance';
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
