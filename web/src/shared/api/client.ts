import { readStoredSession } from '../session/storage';
import { ApiError } from './ApiError';

export const API_BASE = '/api/v1';

// Empty in the browser (same origin); the server's own address when it renders pages.
let apiOrigin = '';

/** The server renders pages with this client too, calling its own /api/v1 (anonymously). */
export function pointApiClientAt(serverOrigin: string) {
  apiOrigin = serverOrigin;
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The session registers here so that a 401 on an authenticated call logs the member out. */
export function setUnauthorizedListener(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 here is expected (logging out with an expired token) and must not end the session with a message. */
  expectUnauthorized?: boolean;
}

/**
 * The one client for /api/v1: adds `Authorization: Bearer <token>` when a token is stored and
 * the `userType` header (SPEC §6), parses JSON and throws ApiError for anything but 2xx.
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal, expectUnauthorized = false }: RequestOptions = {}): Promise<T> {
  const { token, userType } = readStoredSession();
  const headers: Record<string, string> = { Accept: 'application/json', userType };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${apiOrigin}${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, undefined, 'Could not reach the server.');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const message = messageOf(payload);
    if (response.status === 401 && token && !expectUnauthorized) onUnauthorized?.();
    throw new ApiError(response.status, message, `The server answered ${response.status}.`);
  }
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}
