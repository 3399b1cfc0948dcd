import type { $ZodType, input, output } from 'zod/v4/core';
import type { Endpoint } from '@contracts/endpoint';
import { pathOfEndpoint, type EndpointAddress } from '@contracts/endpointAddress';
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
  method?: Endpoint['method'];
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 here is expected (logging out with an expired token) and must not end the session with a message. */
  expectUnauthorized?: boolean;
}

/**
 * The one client for /api/v1: adds `Authorization: Bearer <token>` when a token is stored and
 * the `userType` header, parses JSON and throws ApiError for anything but 2xx. A 401 for a stored
 * token renews the session once and sends the request again, so a form sent after the access token
 * ran out still goes through with what was typed.
 */
async function apiRequest<T>(path: string, options: RequestOptions = {}, renewed = false): Promise<T> {
  const { method = 'GET', body, signal, expectUnauthorized = false } = options;
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
    // In the browser only: the server renders pages anonymously.
    if (response.status === 401 && token && !renewed && !apiOrigin) {
      const { renewSession } = await import('./renewal');
      const outcome = await renewSession(API_BASE, token);
      if (outcome === 'renewed') return apiRequest<T>(path, options, true);
      if (outcome === 'unavailable') throw new ApiError(0, undefined, 'Could not reach the server.');
    }
    if (response.status === 401 && token && !expectUnauthorized) onUnauthorized?.();
    throw new ApiError(response.status, message, `The server answered ${response.status}.`);
  }
  return payload as T;
}

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type Statuses<E extends Endpoint> = keyof E['responses'] & SuccessStatus;
/** What the endpoint answers when it succeeds, as its contract declares it (typed, not parsed). */
type Answer<E extends Endpoint> = { [S in Statuses<E>]: output<E['responses'][S]> }[Statuses<E>];
/** The success answer of the endpoint at this address. */
export type EndpointAnswer<A extends EndpointAddress> = A extends EndpointAddress<infer E> ? Answer<E> : never;

type Part<Schema, Name extends string> = Schema extends $ZodType
  ? Partial<input<Schema>> extends input<Schema>
    ? { [K in Name]?: input<Schema> }
    : { [K in Name]: input<Schema> }
  : { [K in Name]?: never };
type Declared<E, Key extends string> = E extends { [K in Key]: infer Schema } ? Schema : undefined;

/** The endpoint's path parameters, query and JSON body, each typed by its declaration. */
export type EndpointInput<E extends Endpoint> = Part<Declared<E, 'params'>, 'params'> &
  Part<Declared<E, 'querystring'>, 'query'> &
  Part<Declared<E, 'body'>, 'body'>;
type CallOptions<E extends Endpoint> = EndpointInput<E> & Pick<RequestOptions, 'signal' | 'expectUnauthorized'>;
// The options may be left out when nothing in them is required.
type CallArgs<E extends Endpoint> = Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];
type PathInput<E extends Endpoint> = Omit<EndpointInput<E>, 'body'>;
type PathArgs<E extends Endpoint> = Partial<PathInput<E>> extends PathInput<E> ? [input?: PathInput<E>] : [input: PathInput<E>];

interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The endpoint's path under API_BASE, with its `:params` filled in and its query string. */
export function endpointPath<E extends Endpoint>(endpoint: EndpointAddress<E>, ...[input]: PathArgs<E>): string;
export function endpointPath(endpoint: EndpointAddress, input?: AnyInput): string {
  return pathOfEndpoint(endpoint, input);
}

/** Calls an endpoint declared in contracts/ at its own method and path, typed by its declaration. */
export function callEndpoint<E extends Endpoint>(endpoint: EndpointAddress<E>, ...[options]: CallArgs<E>): Promise<Answer<E>>;
export function callEndpoint(endpoint: EndpointAddress, options: AnyInput & Pick<RequestOptions, 'signal' | 'expectUnauthorized'> = {}) {
  const { body, signal, expectUnauthorized } = options;
  return apiRequest(pathOfEndpoint(endpoint, options), { method: endpoint.method, body, signal, expectUnauthorized });
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
