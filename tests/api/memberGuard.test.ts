/**
 * The one member guard: whatever an endpoint's contract says about who may call it holds for
 * every endpoint, whichever feature registered it — a visitor and an ended session hear 401 from
 * each member endpoint (before any check of what they sent), and are let in as visitors where the
 * contract allows one.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../contracts/api';
import { API_PREFIX, type Endpoint } from '../../contracts/endpoint';
import { SESSION_MESSAGES } from '../../contracts/messages/session';
import { call, newMember, post, startTestApp, STORE, type TestApp } from './helpers';

/** The endpoint's address with a made-up value in each `:name` segment, and a body its contract would refuse. */
const requestTo = (endpoint: Endpoint, token?: string): InjectOptions => ({
  method: endpoint.method,
  url: API_PREFIX + endpoint.path.replace(/:(\w+)/g, '1'),
  headers: token ? { authorization: `Bearer ${token}` } : {},
  ...(endpoint.body ? { payload: { unexpected: true } } : {}),
});

const byAuth = (auth: Endpoint['auth']) => API_ENDPOINTS.filter((endpoint) => endpoint.auth === auth);

describe(`the member guard (${STORE})`, () => {
  let t: TestApp;
  let endedToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    const member = await newMember(t.app);
    expect((await post(t.app, '/user/logout', undefined, member.token)).status).toBe(200);
    endedToken = member.token;
  });
  afterAll(async () => t?.close());

  it('answers 401 to a visitor at every endpoint whose contract requires a member, before reading what was sent', async () => {
    const members = byAuth('member');
    expect(members.length).toBeGreaterThan(80);
    for (const endpoint of members) {
      const answer = await call(t.app, requestTo(endpoint));
      expect({ endpoint: `${endpoint.method} ${endpoint.path}`, status: answer.status, message: answer.body.message }).toEqual({
        endpoint: `${endpoint.method} ${endpoint.path}`,
        status: 401,
        message: SESSION_MESSAGES.loginRequired,
      });
    }
  });

  it('tells a member whose session ended to log in again, at every member endpoint', async () => {
    for (const endpoint of byAuth('member')) {
      const answer = await call(t.app, requestTo(endpoint, endedToken));
      expect({ endpoint: `${endpoint.method} ${endpoint.path}`, status: answer.status, message: answer.body.message }).toEqual({
        endpoint: `${endpoint.method} ${endpoint.path}`,
        status: 401,
        message: SESSION_MESSAGES.ended,
      });
    }
  });

  it('lets a visitor, and an ended session as a visitor, through where the contract allows one', async () => {
    const optional = byAuth('optional');
    expect(optional.length).toBeGreaterThan(20);
    for (const endpoint of optional) {
      for (const token of [undefined, endedToken]) {
        const answer = await call(t.app, requestTo(endpoint, token));
        expect({ endpoint: `${endpoint.method} ${endpoint.path}`, unauthorised: answer.status === 401 }).toEqual({
          endpoint: `${endpoint.method} ${endpoint.path}`,
          unauthorised: false,
        });
      }
    }
  });
});
