/**
 * Where an endpoint is and how it is called, without its zod schemas: the browser calls the API
 * through these so that its bundle does not carry zod, while the declaration still types the call.
 */
import type { Endpoint } from './endpoint';

declare const declared: unique symbol;

export interface EndpointAddress<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: the endpoint's declaration as a type, for its params, body and answers. */
  readonly [declared]?: E;
}

/** The addresses of a record of endpoints: the compiler checks each method and path against its declaration. */
export type EndpointAddresses<R extends Readonly<Record<string, Endpoint>>> = { readonly [K in keyof R]: EndpointAddress<R[K]> };
