/** The one error catalogue: every machine code the API can answer with, and its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  MARKET_NOT_TRACKED: 400,
  MISSING_API_KEY: 401,
  INVALID_API_KEY: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_SESSION: 401,
  SESSION_REQUIRED: 401,
  PLAN_REQUIRED: 403,
  FORBIDDEN: 403,
  ROLE_REQUIRED: 403,
  CSRF_TOKEN_INVALID: 403,
  MARKETS_TRIAL_LIMIT: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  VALIDATION_ERROR: 422,
  LIMIT_REACHED: 422,
  NO_PROMPTS: 422,
  QUOTA_EXCEEDED: 422,
  MODEL_NOT_CONFIGURED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
  }
}

export const errors = {
  notFound: (what: string) => new AppError('NOT_FOUND', `${what} not found`),
  forbidden: (what: string) => new AppError('FORBIDDEN', `${what} belongs to another account`),
  validation: (message: string) => new AppError('VALIDATION_ERROR', message),
  conflict: (message: string) => new AppError('CONFLICT', message),
  limitReached: (message: string) => new AppError('LIMIT_REACHED', message),
};

export function errorBody(error: AppError): { error: string; code: ErrorCode } {
  return { error: error.message, code: error.code };
}
