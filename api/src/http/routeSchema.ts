import type { $ZodType } from 'zod/v4/core';
import type { Endpoint } from '../../../contracts/endpoint';

/** The security requirement of each kind of endpoint, by the `bearerAuth` scheme of the OpenAPI document. */
const SECURITY: Record<Endpoint['auth'], Record<string, string[]>[] | undefined> = {
  none: undefined,
  member: [{ bearerAuth: [] }],
  staff: [{ bearerAuth: [] }],
  // Either no token or a valid one.
  optional: [{}, { bearerAuth: [] }],
};

type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/**
 * A Fastify route's `schema` from its contract: request parts are validated (bad input is refused
 * with 400 before the handler runs), answers are serialised by their schema (a field the contract
 * does not name is never sent), and the route appears in the OpenAPI document. A multipart form
 * (`form`) is only described: its route reads the parts itself.
 */
export function routeSchema<const E extends Endpoint>(endpoint: E) {
  const schema = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: SECURITY[endpoint.auth],
    body: endpoint.body,
    // A multipart form is not validated by Fastify (it compiles only the parts above); the
    // OpenAPI transform (openapi.ts) shows it as the request body.
    form: endpoint.form,
    consumes: endpoint.form ? ['multipart/form-data'] : undefined,
    // A stream answers Server-Sent Events; its refusals are JSON like every other answer.
    produces: endpoint.stream ? ['text/event-stream', 'application/json'] : undefined,
    params: endpoint.params,
    querystring: endpoint.querystring,
    response: endpoint.responses,
  };
  // Fastify warns about a `body` key whose value is undefined: leave absent parts out.
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as Defined<{
    summary: string;
    tags: string[];
    security: (typeof SECURITY)[E['auth']];
    body: E['body'];
    form: E['form'];
    consumes: E['form'] extends $ZodType ? string[] : undefined;
    produces: E['stream'] extends object ? string[] : undefined;
    params: E['params'];
    querystring: E['querystring'];
    response: E['responses'];
  }>;
}
