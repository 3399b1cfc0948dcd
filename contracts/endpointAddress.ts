/**
 * Where an endpoint is and how it is called, without its zod schemas: the browser calls the API
 * through these so that its bundle does not carry zod, while the declaration still types the call.
 */
import type { output } from 'zod/v4/core';
import type { Endpoint } from './endpoint';

/** Where the members' backend is mounted; endpoint paths are relative to it (here, without zod, for browser code). */
export const API_PREFIX = '/api/v1';

declare const declared: unique symbol;

export interface EndpointAddress<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: the endpoint's declaration as a type, for its params, body and answers. */
  readonly [declared]?: E;
}

/** The addresses of a record of endpoints: the compiler checks each method and path against its declaration. */
export type EndpointAddresses<R extends Readonly<Record<string, Endpoint>>> = { readonly [K in keyof R]: EndpointAddress<R[K]> };

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type Statuses<E extends Endpoint> = keyof E['responses'] & SuccessStatus;
/** What the endpoint answers when it succeeds, as its contract declares it (typed, not parsed). */
export type Answer<E extends Endpoint> = { [S in Statuses<E>]: output<E['responses'][S]> }[Statuses<E>];
/** The success answer of the endpoint at this address. */
export type EndpointAnswer<A extends EndpointAddress> = A extends EndpointAddress<infer E> ? Answer<E> : never;

/** An endpoint's path parameters and query, as a caller gives them. */
export interface PathInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/** The endpoint's path under API_PREFIX, with its `:params` filled in and its query string. */
export function pathOfEndpoint(endpoint: EndpointAddress, { params, query }: PathInput = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its ${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return search.length ? `${path}?${search.join('&')}` : path;
}
