import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PREFIX, type Endpoint } from '../../../contracts/endpoint';
import { pathOfEndpoint, type Answer, type EndpointAddress, type PathInput } from '../../../contracts/endpointAddress';
import type { PageMember } from '../../../contracts/pageLoadContext';
import type { AuthenticatedSession, Authenticator } from './authenticate';
import type { SessionCookies } from './sessionCookies';
import type { TokenService } from './tokens';
import { clock } from '../clock';
import type { Database } from '../db/schema';

/** Long enough for one page's reads; the token never leaves the server. */
const READ_TOKEN_SECONDS = 60;

/** Who reads a page: the member and how to ask the API for their own state (site/pages.ts hands both to the loaders). */
export interface PageReader {
  member: PageMember;
  read<E extends Endpoint>(endpoint: EndpointAddress<E>, input?: PathInput): Promise<Answer<E> | null>;
}

export interface PageReaderDeps {
  app: FastifyInstance;
  db: Kysely<Database>;
  authenticator: Authenticator;
  cookies: SessionCookies;
  tokens: TokenService;
}

/**
 * The member of a page request, from the session's page cookie. A cookie whose session is gone
 * (logged out elsewhere, suspended, erased, expired) makes the page a visitor's, and the answer
 * clears the cookies. The member's reads go through the API's own routes in-process, with an access
 * token of their login minted for this page, so a page sees exactly what the API answers them.
 */
export function createPageReaders({ app, db, authenticator, cookies, tokens }: PageReaderDeps) {
  async function readerOf(session: AuthenticatedSession): Promise<PageReader> {
    const { member } = session;
    const profile = await db.selectFrom('member_profiles').select(['handle', 'avatar_url']).where('user_id', '=', member.id).executeTakeFirst();
    let bearer: Promise<string> | undefined;
    const token = () =>
      (bearer ??= tokens
        .issue(member.id, session.sessionVersion, session.familyId, Math.floor(clock.nowMs() / 1000) + READ_TOKEN_SECONDS)
        .then((issued) => issued.token));
    return {
      member: {
        id: member.id,
        handle: profile?.handle ?? null,
        firstName: member.firstName,
        lastName: member.lastName,
        name: `${member.firstName} ${member.lastName}`.trim() || member.email,
        role: member.role,
        type: member.userType,
        avatarUrl: profile?.avatar_url ?? null,
      },
      async read<E extends Endpoint>(endpoint: EndpointAddress<E>, input?: PathInput): Promise<Answer<E> | null> {
        if (endpoint.method !== 'GET') throw new Error(`A page reads only: ${endpoint.method} ${endpoint.path} is a write.`);
        const response = await app.inject({
          method: 'GET',
          url: `${API_PREFIX}${pathOfEndpoint(endpoint, input)}`,
          headers: { authorization: `Bearer ${await token()}`, accept: 'application/json' },
        });
        return response.statusCode === 200 ? (response.json() as Answer<E>) : null;
      },
    };
  }

  return {
    async readerOf(request: FastifyRequest, reply: FastifyReply): Promise<PageReader | null> {
      const token = cookies.pageToken(request);
      if (!token) return null;
      const session = await authenticator.sessionOfPageToken(token);
      if (!session) {
        cookies.clear(reply, request);
        return null;
      }
      return readerOf(session);
    },
  };
}

export type PageReaders = ReturnType<typeof createPageReaders>;
