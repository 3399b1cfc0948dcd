/**
 * Property-based fuzzing of every /api/v1 endpoint that `contracts/api.ts` lists: bodies, query
 * strings and path parameters generated from the contract's schemas, mixed with hostile values,
 * each sent without a token, with a member's valid token and with broken ones. Whatever comes in,
 * the answer is never a 5xx, is JSON, and any non-2xx answer is exactly `{success:false, message}`
 * (the harness also checks each answer against the endpoint's contract).
 *
 *   FUZZ_RUNS=10000   cases per endpoint (500 by default; `npm run bench -- fuzz` uses 10,000)
 *   FUZZ_SEED=123     replay the seed a failure printed
 *   FUZZ_REPORT=file  write the per-endpoint status counts there (for the bench)
 */
import fc from 'fast-check';
import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../contracts/api';
import { API_PREFIX, type Endpoint } from '../../contracts/endpoint';
import { type ArbitraryOptions, asText, fuzzValue, HOSTILE_STRINGS, hostileValue, pathParam } from './arbitraries';
import { EPISODE_ID, get, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type TokenKind = 'none' | 'member' | 'garbage' | 'tampered' | 'other-scheme';
type BodyCase = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string; contentType?: string };

interface FuzzCase {
  params: Record<string, string>;
  query: string;
  body: BodyCase;
  token: TokenKind;
}

const RAW_PAYLOADS = [
  '',
  'not json',
  '{"a":',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '-0',
  '1e999',
  'NaN',
  '"\\ud800"',
  '{"text":"\\u0000","streamId":"\\u0000"}',
  '['.repeat(20_000),
  `{${'"a":{'.repeat(5000)}}`,
  '\u0000\u0001\u0002',
  '\ufeff{}',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
  undefined,
];
const RAW_QUERIES = ['', '', '', '?a=%zz', '?__proto__[polluted]=1', '?constructor=x&constructor=y', '?%00=%00', `?q=${'a'.repeat(10_000)}`, '?&&&=&'];

const pathNames = (endpoint: Endpoint) => endpoint.path.split('/').filter((part) => part.startsWith(':')).map((part) => part.slice(1));

function fieldsOf(schema: $ZodType | undefined): Record<string, $ZodType> {
  const def = (schema as unknown as { _zod?: { def: { shape?: Record<string, $ZodType> } } } | undefined)?._zod?.def;
  return def?.shape ?? {};
}

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `?${new URLSearchParams({ q: asText(value) }).toString()}`;
  const search = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    for (const item of Array.isArray(field) ? field : [field]) {
      search.append(key, asText(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function caseFor(endpoint: Endpoint, options: ArbitraryOptions): fc.Arbitrary<FuzzCase> {
  const paramFields = fieldsOf(endpoint.params);
  const params = fc.record(Object.fromEntries(pathNames(endpoint).map((name) => [name, pathParam(paramFields[name], options)])));
  const query = endpoint.querystring
    ? fc.oneof({ arbitrary: fuzzValue(endpoint.querystring, options).map(queryString), weight: 4 }, fc.constantFrom(...RAW_QUERIES))
    : fc.constantFrom(...RAW_QUERIES);
  const raw = fc.record({ kind: fc.constant('raw' as const), payload: fc.constantFrom(...RAW_PAYLOADS), contentType: fc.constantFrom(...CONTENT_TYPES) });
  const jsonWithType = fc
    .tuple(endpoint.body ? fuzzValue(endpoint.body, options) : hostileValue, fc.constantFrom(...CONTENT_TYPES))
    .map(([value, contentType]): BodyCase => ({ kind: 'raw', payload: JSON.stringify(value) ?? '', contentType }));
  let body: fc.Arbitrary<BodyCase>;
  if (endpoint.method === 'GET') body = fc.constant({ kind: 'none' });
  else if (endpoint.body) {
    body = fc.oneof(
      { arbitrary: fuzzValue(endpoint.body, options).map((value): BodyCase => ({ kind: 'json', value })), weight: 8 },
      { arbitrary: jsonWithType, weight: 1 },
      { arbitrary: raw, weight: 1 },
    );
  } else body = fc.oneof(fc.constant<BodyCase>({ kind: 'none' }), jsonWithType, raw);
  const token = fc.constantFrom<TokenKind>('none', 'member', 'member', 'member', 'member', 'garbage', 'tampered', 'other-scheme');
  return fc.record({ params, query, body, token });
}

const SESSION_ENDING = new Set(['/user/logout', '/account/sessions/end-all', '/account/password', '/account/delete']);

/** The member with a token that works: logged in again, or signed up again (same address) after a deletion. */
async function workingMember(app: TestApp['app'], member: TestMember): Promise<TestMember> {
  if ((await get(app, '/account/settings', member.token)).status === 200) return member;
  const login = await post(app, '/user/login', { email: member.email, password: PASSWORD });
  if (login.status === 200) return { ...member, token: login.body.data.token };
  return newMember(app, { email: member.email, firstName: member.firstName, lastName: member.lastName });
}

describe(`fuzzing every /api/v1 endpoint of the contract (${STORE}, ${RUNS} cases each)`, () => {
  let test: TestApp;
  let member: TestMember;
  let options: ArbitraryOptions;
  const statuses = new Map<string, Record<number, number>>();

  beforeAll(async () => {
    test = await startTestApp({ enquiryLimits: { perIpPerHour: 1_000_000_000 } });
    member = await newMember(test.app);
    const comment = await post(test.app, '/user/add-comment-to-stream', { streamId: EPISODE_ID, text: 'Fuzzing starts here.' }, member.token);
    const commentId: string = comment.body.comment._id;
    options = {
      knownStrings: [EPISODE_ID, commentId, member.id, member.email, PASSWORD, 'episode', 'comment', ...HOSTILE_STRINGS.slice(0, 3)],
      fieldValues: {
        // The member's (a login that works, a sign-up that conflicts) or a new one (a sign-up that works).
        email: fc.oneof(fc.constant(member.email), fc.uuid().map((uuid) => `fuzz.${uuid.slice(0, 13)}@example.com`)),
        password: [PASSWORD],
        confirmPassword: [PASSWORD],
        firstName: ['Asha'],
        lastName: ['Rao'],
        fullName: ['Asha Rao'],
        phone: ['+91 98765 43210'],
        country: ['India'],
        language: ['Hindi'],
        text: ['A thoughtful comment.'],
        streamId: [EPISODE_ID],
        commentId: [commentId],
        id: [EPISODE_ID],
        targetId: [EPISODE_ID, commentId],
        parentId: [commentId],
      },
    };
  });

  afterAll(async () => {
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ runs: RUNS, store: STORE, statuses: Object.fromEntries(statuses) }));
    await test?.close();
  });

  function authorization(kind: TokenKind): Record<string, string> {
    switch (kind) {
      case 'none':
        return {};
      case 'member':
        return { authorization: `Bearer ${member.token}` };
      case 'garbage':
        return { authorization: 'Bearer \u0000../not.a.token' };
      case 'tampered':
        return { authorization: `Bearer ${member.token.slice(0, -4)}AAAA` };
      case 'other-scheme':
        return { authorization: `Basic ${Buffer.from(`${member.email}:${PASSWORD}`).toString('base64')}` };
    }
  }

  function request(endpoint: Endpoint, fuzz: FuzzCase): InjectOptions {
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => fuzz.params[name] ?? '');
    const headers = authorization(fuzz.token);
    let payload: string | undefined;
    if (fuzz.body.kind === 'json') {
      payload = JSON.stringify(fuzz.body.value) ?? '';
      headers['content-type'] = 'application/json';
    } else if (fuzz.body.kind === 'raw') {
      payload = fuzz.body.payload;
      if (fuzz.body.contentType) headers['content-type'] = fuzz.body.contentType;
    }
    return { method: endpoint.method, url: `${API_PREFIX}${path}${fuzz.query}`, headers, payload };
  }

  // A stream stays open for as long as its member is there, so it has no answer to check here; live.test.ts tests it.
  it.each(API_ENDPOINTS.filter((endpoint) => !endpoint.stream).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: never a 5xx, always JSON, errors exactly {success:false, message}',
    async (name, endpoint) => {
      const counts: Record<number, number> = {};
      statuses.set(name, counts);
      await fc.assert(
        fc.asyncProperty(caseFor(endpoint, options), async (fuzz) => {
          const options_ = request(endpoint, fuzz);
          // Dot segments ('..', '%2e%2e') are resolved before any server sees the address: enough of
          // them lead out of /api/v1 to a page of the site, which is not this endpoint's answer.
          const resolved = new URL(String(options_.url), 'http://fuzz.invalid').pathname;
          fc.pre(resolved.startsWith(`${API_PREFIX}/`));
          const response = await test.app.inject(options_);
          counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
          const body: unknown = response.json();
          if (response.statusCode >= 300) {
            expect(Object.keys(body as object).sort()).toEqual(['message', 'success']);
            expect(body).toEqual({ success: false, message: expect.any(String) });
            expect((body as { message: string }).message.length).toBeGreaterThan(0);
          }
          // A call that ended the member's session (logout, log out everywhere, a password change) or
          // the account itself (deletion): the next cases go on with a working member token.
          if (fuzz.token === 'member' && response.statusCode < 300 && SESSION_ENDING.has(endpoint.path)) {
            member = await workingMember(test.app, member);
          }
        }),
        { numRuns: RUNS, seed: SEED, verbose: 1 },
      );
    },
    Math.max(60_000, RUNS * 100),
  );
});
