const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  invalid_input: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

/**
 * The one error type. `code` maps to the HTTP status; `messageKey` (an `errors.*` or `auth.*`
 * message id) is what the UI translates, so server text never reaches users untranslated.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string = `errors.${code}`,
    readonly details?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const statusOf = (code: ErrorCode) => STATUS[code];
