/** A call that failed: the answer's code (or HTTP status), its message, and whether it was toasted. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    /** True for codes on the silent list: no toast was shown, the caller decides what to say. */
    readonly silent: boolean,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The call never got an answer (network down, timeout, a status above 500). */
export class TransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransportError';
  }
}
