/** A failure the client caused or may act on; rendered in the error format of DESIGN.md. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly domainCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string): AppError => new AppError(404, 'not_found', message);
