import type { ErrorCode } from '@mijote/contracts';

/**
 * The one error type of the API: a stable code (translated by the client), an HTTP status and
 * parameters. Thrown by services; mapped to `{ code, message, params }` in plugins/errors.ts.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what = 'resource'): AppError {
    return new AppError(404, 'not-found', `The ${what} was not found`, { what });
  }
  static unauthorized(): AppError {
    return new AppError(401, 'unauthorized', 'Authentication is required');
  }
  static forbidden(): AppError {
    return new AppError(403, 'forbidden', 'You may not do that');
  }
}
