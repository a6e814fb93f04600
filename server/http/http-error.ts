import type { ApiError, FieldErrorCode } from '../../api/errors.ts';

export type FieldErrors = Record<string, { code: FieldErrorCode; message: string }>;

/** An error that becomes a 4xx/5xx JSON answer with a stable code; thrown by handlers, mapped in one place. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: FieldErrors,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }

  toBody(): ApiError {
    return this.fields
      ? { error: this.code, message: this.message, fields: this.fields }
      : { error: this.code, message: this.message };
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const unauthorized = (message = 'Log in first: this call needs a bearer token') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
