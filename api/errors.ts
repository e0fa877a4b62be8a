/**
 * The one error hierarchy. Services throw these; the error middleware turns them into the
 * error envelope (api/middleware/error-handler.ts). Nothing else formats errors.
 */
export type ValidationDetails = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ValidationDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Bad request') {
    super(400, 'BAD_REQUEST', message);
  }
}

export class DecryptionFailedError extends AppError {
  constructor(message = 'The payload could not be decrypted') {
    super(400, 'DECRYPTION_FAILED', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthenticated') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, 'FORBIDDEN', message);
  }
}

export class RegistrationDisabledError extends AppError {
  constructor(message = 'Affiliate self-registration is disabled for this business') {
    super(403, 'REGISTRATION_DISABLED', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Resource not found') {
    super(404, 'NOT_FOUND', message);
  }
}

/** A known path asked with a method it does not answer; `Allow` lists those it does (RFC 9110). */
export class MethodNotAllowedError extends AppError {
  constructor(method: string, allowed: string[]) {
    super(
      405,
      'METHOD_NOT_ALLOWED',
      `${method} is not allowed here; allowed: ${allowed.join(', ')}`,
      undefined,
      {
        Allow: allowed.join(', '),
      },
    );
  }
}

export class ConflictError extends AppError {
  constructor(
    code: 'AFFILIATE_EXISTS' | 'INVALID_STATUS' | 'BUSINESS_EXISTS' | 'INTEGRATION_EXISTS',
    message: string,
  ) {
    super(409, code, message);
  }
}

export class InvalidStatusError extends ConflictError {
  constructor(message: string) {
    super('INVALID_STATUS', message);
  }
}

export class ValidationError extends AppError {
  constructor(details: ValidationDetails, message = 'The given data was invalid') {
    super(422, 'VALIDATION_ERROR', message, details);
  }

  /** One field, one message: the common case for checks made after joi. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many requests, please slow down') {
    super(429, 'TOO_MANY_REQUESTS', message, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** node:http's request deadline: the request line, headers and body did not arrive in time. */
export class RequestTimeoutError extends AppError {
  constructor(message = 'The request was not received in time') {
    super(408, 'REQUEST_TIMEOUT', message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(
    code: 'SERVICE_UNAVAILABLE' | 'PARTNER_DISABLED' | 'PARTNER_NOT_CONFIGURED' = 'SERVICE_UNAVAILABLE',
    message = 'Service temporarily unavailable',
  ) {
    super(503, code, message);
  }
}

/** Reports use REPORT_ERROR for their own failures (API reference, Errors). */
export class ReportError extends AppError {
  constructor(message = 'The report could not be produced') {
    super(500, 'REPORT_ERROR', message);
  }
}

/** 503 SERVICE_UNAVAILABLE with when to come back: a capacity that frees itself is full. */
export class RetryLaterError extends AppError {
  constructor(retryAfterSeconds: number, message: string) {
    super(503, 'SERVICE_UNAVAILABLE', message, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** The affiliate portal's sign-in: every wrong business, e-mail or password alike. */
export class InvalidCredentialsError extends AppError {
  constructor(message = 'The business, e-mail or password is incorrect') {
    super(401, 'INVALID_CREDENTIALS', message);
  }
}

/** A portal sign-in with the right password to a membership that is not active. */
export class AffiliateInactiveError extends AppError {
  constructor(status: string) {
    super(403, 'AFFILIATE_INACTIVE', `This affiliate account is ${status}`);
  }
}
