/**
 * A failed /api/v1 call. `status` is 0 when no answer arrived (network down, server gone);
 * `serverMessage` is the `{success:false, message}` text when the server gave one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined, fallback = 'The request failed.') {
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }

  /** True when the request never got an answer, or the server broke without saying why. */
  get requestFailed(): boolean {
    return this.status === 0 || (this.status >= 500 && !this.serverMessage);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
