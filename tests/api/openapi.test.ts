import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { API_ENDPOINTS } from '../../contracts/api';
import { API_PREFIX, defineEndpoint, errorAnswers } from '../../contracts/endpoint';
import { loadConfig } from '../../api/src/config';
import { registerErrorHandling } from '../../api/src/http/errors';
import { registerContract } from '../../api/src/http/openapi';
import { routeSchema } from '../../api/src/http/routeSchema';
import { registerApiV1 } from '../../api/src/v1';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json();
});
afterAll(async () => {
  await t?.close();
});

const operation = (method: string, apiPath: string) =>
  document.paths?.[apiPath.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 at /api/v1/openapi.json and lists the ten published calls with their answers', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: API_PREFIX }]);
    const like = operation('POST', '/user/like-unlike-stream');
    expect(like?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(like?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404', '500']));
    const login = operation('POST', '/user/login') as OpenAPIV3_1.OperationObject;
    const body = (login.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(body.required).toEqual(['email', 'password']);
    const answer = (login.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(answer.properties ?? {})).toEqual(['success', 'message', 'data']);
    expect(operation('GET', '/user/getepisode/:id')?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
  });

  it('lists every route registered under /api/v1, and only those', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-openapi-'));
    const app = Fastify();
    const registered: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    try {
      registerErrorHandling(app);
      await registerApiV1(app, { ...loadConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: undefined, logRequests: false });
      await app.ready();
      const documented = (await app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as OpenAPIV3_1.Document;
      const apiRoutes = registered
        .filter((route) => route.url.startsWith(`${API_PREFIX}/`) && !(route.schema as { hide?: boolean } | undefined)?.hide)
        .flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url.slice(API_PREFIX.length)}`));
      const inDocument = Object.entries(documented.paths ?? {}).flatMap(([apiPath, item]) =>
        Object.keys(item ?? {})
          .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
          .map((method) => `${method.toUpperCase()} ${apiPath.replace(/\{(\w+)\}/g, ':$1')}`),
      );
      expect(apiRoutes.length).toBeGreaterThanOrEqual(API_ENDPOINTS.length);
      expect(inDocument.sort()).toEqual(apiRoutes.sort());
      // …and the contract's endpoint list (which the tests check answers against) is the same set.
      expect(API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(apiRoutes.sort());
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('answers are serialised by their schema', () => {
  const probe = defineEndpoint({
    method: 'GET',
    path: '/probe/:kind',
    summary: 'test only',
    tag: 'Test',
    auth: 'none',
    params: z.object({ kind: z.string() }),
    responses: { 200: z.object({ success: z.literal(true), name: z.string() }), ...errorAnswers(500) },
  });
  const logged: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
    registerErrorHandling(app);
    await app.register(async (api) => {
      await registerContract(api);
      api.withTypeProvider<ZodTypeProvider>().get(probe.path, { schema: routeSchema(probe) }, async (request) =>
        // Deliberately wrong answers: an extra field, and (for kind=broken) a missing one.
        (request.params.kind === 'broken' ? { success: true, secret: 'x' } : { success: true, name: 'Asha', passwordHash: 'x' }) as never,
      );
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('never sends a field the contract does not name', async () => {
    const answer = await app.inject({ method: 'GET', url: '/probe/extra' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"success":true,"name":"Asha"}');
  });

  it('answers 500 in the error shape, and logs, when an answer breaks its schema', async () => {
    const answer = await app.inject({ method: 'GET', url: '/probe/broken' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    expect(answer.body).not.toContain('secret');
    expect(logged.join('\n')).toContain('answer does not match its schema');
  });
});

describe('the API reference at /api/docs', () => {
  it('is served with its script from this server and a CSP relaxed for this page only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).headers.location).toBe('/api/docs/');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`${API_PREFIX}/openapi.json`);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("connect-src 'self';");
    const script = /<script[^>]+src="([^"]+)"/.exec(page.body)?.[1];
    const bundle = await t.app.inject({ method: 'GET', url: new URL(script!, 'http://localhost/api/docs/').pathname });
    expect(bundle.statusCode).toBe(200);
    // Everywhere else the site's strict policy stays: its own files and inline scripts with this answer's nonce.
    const other = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    const otherScripts = /script-src ([^;]+)/.exec(String(other.headers['content-security-policy']))?.[1];
    expect(otherScripts?.split(' ')).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{24}'$/)]);
  });
});
