import { STATUS_CODES } from 'node:http';

/** An error whose message is safe to show the caller; the error handler turns it into `{ error, detail, field, code }`. */
export class HttpError extends Error {
  /**
   * What the refusal is about, for a client to act on: the envelope's `code` (e.g. INSUFFICIENT_BALANCE_CODE). Not
   * `code`, which Node and Fastify set on errors for their own reasons (FST_ERR_VALIDATION).
   */
  readonly envelopeCode?: string;

  constructor(
    readonly statusCode: number,
    detail: string,
    readonly field?: string,
    /** `cause` is logged with a 5xx, never sent. */
    options?: ErrorOptions & { code?: string },
  ) {
    super(detail, options);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
    if (options?.code !== undefined) this.envelopeCode = options.code;
  }
}

export const statusText = (statusCode: number): string => STATUS_CODES[statusCode] ?? 'Error';
