import type { ApiError, ApiErrorCode, FieldErrorCode } from '../../api/errors.ts';
import type { RunRefusalReason } from '../../api/run-refusals.ts';

export type FieldErrors = Record<string, { code: FieldErrorCode; message: string }>;

/** An error that becomes a 4xx/5xx JSON answer with a stable code; thrown by handlers, mapped in one place. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
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

  toBody(): ApiError & { error: ApiErrorCode } {
    return this.fields
      ? { error: this.code, message: this.message, fields: this.fields }
      : { error: this.code, message: this.message };
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const unauthorized = (message = 'Log in first: this call needs a bearer token') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

/** 422 rejected_run: a refused run, with its reason's code for the site to say in the visitor's language. */
export class RejectedRunError extends HttpError {
  readonly reason: RunRefusalReason;

  constructor(reason: RunRefusalReason, message: string) {
    super(422, 'rejected_run', message);
    this.reason = reason;
  }

  override toBody(): ApiError & { error: ApiErrorCode } {
    return { ...super.toBody(), reason: this.reason };
  }
}
