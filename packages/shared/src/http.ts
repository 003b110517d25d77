/** The error body of every failed API call (DESIGN.md section 2). */
export interface ApiErrorBody {
  readonly error: {
    /** Stable snake_case code a client may branch on. */
    readonly code: string;
    readonly message: string;
    /** Per-field messages for validation failures. */
    readonly fields?: Readonly<Record<string, readonly string[]>>;
    /** A numeric domain code where the spec has one (13100: deposit limit reached). */
    readonly domainCode?: number;
  };
}

export interface PageMeta {
  readonly page: number;
  readonly perPage: number;
  readonly totalPages: number;
  readonly totalRows: number;
}

export interface ListResponse<Item> {
  readonly data: readonly Item[];
  readonly meta: PageMeta;
}

/** The header that carries a request's trace id, accepted from the client and echoed back. */
export const TRACE_ID_HEADER = 'x-trace-id';
