/**
 * Typed errors thrown by domain services. `lib/http/index.ts` maps them to statuses; pages show
 * their messages. Messages are written for the person using the site.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
    this.name = new.target.name;
  }
}
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
/** 413: a body or file larger than the route takes; the message says what the limit is. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = "Please sign in to continue.") {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "You are not allowed to do this.") {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = "Not found.") {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class InvalidError extends AppError {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(422, message);
    this.fields = fields;
  }
}
/** 503: a service the site depends on is out of reach for a moment; nothing was changed, the request may be sent again. */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, options: { cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(503, message);
    this.cause = options.cause;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }
}
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
