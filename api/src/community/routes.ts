import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMMUNITY_ENDPOINTS as E } from '../../../contracts/community';
import { clock, CLOCK_SHIFT_HEADER } from '../clock';
import type { Database } from '../db/schema';
import { routeSchema } from '../http/routeSchema';
import type { PublishedContent } from '../content/dataset';
import { createKarmaLedger } from '../karma/ledger';
import { createDiscussion } from './discussion';
import { createGatherings, eventCalendar } from './gatherings';
import { createPeople } from './people';
import { createPosts } from './posts';
import { publishedCommunity } from './published';
import { createSearch } from './search';
import { createTribes } from './tribes';
import type { Safety } from '../safety';
import { assertNotBlocked } from '../safety/visibility';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import { memberOf, viewerOf } from '../auth/memberGuard';

export interface CommunityRouteDeps {
  db: Kysely<Database>;
  content: PublishedContent;
  siteOrigin: () => string;
  /** Block checks and the notifications of follows and mentions. */
  safety: Safety;
}

const ok = true as const;
const pageOf = (query: { page?: string }) => Number(query.page ?? 1);

/** /api/v1/community/…: profiles, follows, posts and their discussions, stories, tribes, events, search. */
export async function communityRoutes(app: FastifyInstance, { db, content, siteOrigin, safety }: CommunityRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const people = createPeople(db);
  const published = publishedCommunity(content);
  const karma = createKarmaLedger(content);
  const posts = createPosts(db, people, published, karma);
  const discussion = createDiscussion(db, posts, karma);
  const gatherings = createGatherings(db, people, published);
  const search = createSearch(db, posts, content);
  const tribes = createTribes(db);

  // The browser tests' server moves the clock for the requests that ask (api/src/clock.ts), once the session is checked by the real time.
  const shiftedClock = (request: FastifyRequest, _reply: unknown, done: () => void) => clock.forRequest(request.headers[CLOCK_SHIFT_HEADER], done);

  api.get(E.myProfile.path, { schema: routeSchema(E.myProfile), preHandler: shiftedClock }, async (request) => ({ success: ok, profile: await people.own(memberOf(request).id) }));
  api.put(E.saveMyProfile.path, { schema: routeSchema(E.saveMyProfile), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    profile: await people.save(memberOf(request).id, request.body),
  }));
  api.get(E.profile.path, { schema: routeSchema(E.profile), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    profile: await people.profile(request.params.handle, viewerOf(request)),
  }));
  api.get(E.people.path, { schema: routeSchema(E.people), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    ...(await people.list(request.params.handle, request.query.list, pageOf(request.query))),
  }));
  api.get(E.memberPosts.path, { schema: routeSchema(E.memberPosts), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    ...(await posts.byMember(request.params.handle, viewerOf(request), pageOf(request.query))),
  }));
  api.put(E.follow.path, { schema: routeSchema(E.follow), preHandler: shiftedClock }, async (request) => {
    const followerId = memberOf(request).id;
    const followeeId = await people.idOf(request.params.handle);
    await assertNotBlocked(db, followerId, followeeId, SAFETY_MESSAGES.blockedFollow);
    const answer = await people.follow(followerId, request.params.handle, true);
    await safety.events.followed(followerId, followeeId);
    return { success: ok, ...answer };
  });
  api.delete(E.unfollow.path, { schema: routeSchema(E.unfollow), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    ...(await people.follow(memberOf(request).id, request.params.handle, false)),
  }));

  api.get(E.feed.path, { schema: routeSchema(E.feed), preHandler: shiftedClock }, async (request) => ({ success: ok, ...(await posts.feed(viewerOf(request), pageOf(request.query))) }));
  api.get(E.hashtag.path, { schema: routeSchema(E.hashtag), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    ...(await posts.byHashtag(request.params.hashtag, viewerOf(request), pageOf(request.query))),
  }));
  api.post(E.createPost.path, { schema: routeSchema(E.createPost), preHandler: shiftedClock }, async (request, reply) => {
    const post = await posts.create(memberOf(request).id, request.body);
    await safety.events.posted(memberOf(request).id, post);
    return reply.status(201).send({ success: ok, post });
  });
  api.get(E.post.path, { schema: routeSchema(E.post), preHandler: shiftedClock }, async (request) => ({ success: ok, post: await posts.get(Number(request.params.postId), viewerOf(request)) }));
  api.put(E.editPost.path, { schema: routeSchema(E.editPost), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    post: await posts.update(Number(request.params.postId), memberOf(request).id, request.body),
  }));
  api.delete(E.deletePost.path, { schema: routeSchema(E.deletePost), preHandler: shiftedClock }, async (request) => {
    await posts.remove(Number(request.params.postId), memberOf(request).id);
    return { success: ok };
  });
  api.get(E.postComments.path, { schema: routeSchema(E.postComments), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    ...(await discussion.list(Number(request.params.postId), viewerOf(request), request.query.sort ?? 'relevant')),
  }));
  api.put(E.editComment.path, { schema: routeSchema(E.editComment), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    comment: await discussion.edit(Number(request.params.commentId), memberOf(request).id, request.body.text),
  }));
  api.delete(E.deleteComment.path, { schema: routeSchema(E.deleteComment), preHandler: shiftedClock }, async (request) => {
    await discussion.remove(Number(request.params.commentId), memberOf(request).id);
    return { success: ok };
  });

  api.get(E.stories.path, { schema: routeSchema(E.stories), preHandler: shiftedClock }, async (request) => ({ success: ok, members: await gatherings.stories(viewerOf(request)) }));
  api.post(E.addStory.path, { schema: routeSchema(E.addStory), preHandler: shiftedClock }, async (request, reply) =>
    reply.status(201).send({ success: ok, story: await gatherings.addStory(memberOf(request).id, request.body) }),
  );
  api.delete(E.deleteStory.path, { schema: routeSchema(E.deleteStory), preHandler: shiftedClock }, async (request) => {
    await gatherings.deleteStory(Number(request.params.storyId), memberOf(request).id);
    return { success: ok };
  });
  api.get(E.tribes.path, { schema: routeSchema(E.tribes), preHandler: shiftedClock }, async (request) => ({ success: ok, tribes: await tribes.list(viewerOf(request)) }));
  api.post(E.createTribe.path, { schema: routeSchema(E.createTribe), preHandler: shiftedClock }, async (request, reply) =>
    reply.status(201).send({ success: ok, tribe: await tribes.create(memberOf(request).id, request.body) }),
  );
  api.put(E.joinTribe.path, { schema: routeSchema(E.joinTribe), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    tribe: await tribes.membership(request.params.slug, memberOf(request).id, true),
  }));
  api.delete(E.leaveTribe.path, { schema: routeSchema(E.leaveTribe), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    tribe: await tribes.membership(request.params.slug, memberOf(request).id, false),
  }));
  api.get(E.events.path, { schema: routeSchema(E.events), preHandler: shiftedClock }, async (request) => ({ success: ok, events: await gatherings.events(viewerOf(request)) }));
  api.put(E.attend.path, { schema: routeSchema(E.attend), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    event: await gatherings.attend(request.params.eventId, memberOf(request).id, true),
  }));
  api.delete(E.unattend.path, { schema: routeSchema(E.unattend), preHandler: shiftedClock }, async (request) => ({
    success: ok,
    event: await gatherings.attend(request.params.eventId, memberOf(request).id, false),
  }));
  api.get(E.eventCalendar.path, { schema: routeSchema(E.eventCalendar) }, async (request, reply) => {
    const event = gatherings.eventOf(request.params.eventId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${event.id}.ics"`)
      .send(eventCalendar(event, siteOrigin(), clock.nowIso()));
  });
  api.get(E.search.path, { schema: routeSchema(E.search), preHandler: shiftedClock }, async (request) => ({ success: ok, ...(await search.search(request.query.q, viewerOf(request))) }));
  api.get(E.saved.path, { schema: routeSchema(E.saved), preHandler: shiftedClock }, async (request) => ({ success: ok, items: await search.saved(memberOf(request).id) }));
}
