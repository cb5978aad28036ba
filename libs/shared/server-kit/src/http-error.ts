import { STATUS_CODES } from 'node:http';

/** An error whose message is safe to show the caller; the error handler turns it into `{ error, detail, field }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    detail: string,
    readonly field?: string,
    /** `cause` is logged with a 5xx, never sent. */
    options?: ErrorOptions,
  ) {
    super(detail, options);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
  }
}

export const statusText = (statusCode: number): string => STATUS_CODES[statusCode] ?? 'Error';
