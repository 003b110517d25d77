/** A failure the client caused or may act on; rendered in the error format of DESIGN.md. */
export class AppError extends Error {
  /**
   * The key of its message in apps/server/locales/messages and the values of its placeholders,
   * when the English `message` cannot name it by itself (see `localized`). Without it the error
   * handler finds the key whose en text is `message` under `errors.<code>`.
   */
  messageKey?: string;
  messageParams?: Readonly<Record<string, string | number>>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly domainCode?: number,
    /** Response headers the error needs, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** Names the catalogue key of the message; the English `message` stays as it is for the logs. */
  localized(key: string, params?: Readonly<Record<string, string | number>>): this {
    this.messageKey = key;
    this.messageParams = params;
    return this;
  }
}

export const notFound = (message: string): AppError => new AppError(404, 'not_found', message);

export const unauthorized = (message = 'Log in to continue'): AppError => new AppError(401, 'unauthorized', message);

export const forbidden = (code: string, message: string): AppError => new AppError(403, code, message);

/** Input that passed the shape checks but breaks a rule, with a message per field. */
export const validationFailed = (fields: Record<string, string[]>, message = 'Some fields are not valid'): AppError =>
  new AppError(422, 'validation_failed', message, fields);

export const rateLimited = (retryAfterSeconds: number): AppError =>
  new AppError(429, 'rate_limited', 'Too many attempts. Try again later.', undefined, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
