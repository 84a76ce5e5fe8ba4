/** The API's one error type: a code for programs, a status for HTTP, a message a person can read. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  PAYMENT_FAILED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  GONE: 410,
  // Understood but not allowed now, e.g. moving a booking within 24 hours of its start.
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  // A feature this server was not set up for (Google sign-in without credentials): absent, not broken.
  NOT_CONFIGURED: 404,
  // This instance cannot serve now (not ready, overloaded); another may.
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}
