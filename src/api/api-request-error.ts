import type { ApiError } from '../../api/errors.ts';

/**
 * What a refused or unexpected API answer throws. Its own module, without the schemas, so that screens can tell
 * a refusal apart (`instanceof`) without bringing zod into the first page's script: the client that checks
 * answers against the schemas is loaded with the first call (src/api/site-api.ts).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;
  constructor(status: number, body: ApiError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}
