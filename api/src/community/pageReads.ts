import type { Kysely } from 'kysely';
import { handleParams, hashtagParams } from '../../../contracts/community';
import type { CommunityPostsSource } from '../../../contracts/pageLoadContext';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { PublishedContent } from '../content/dataset';
import { createGatherings } from './gatherings';
import { createPeople } from './people';
import { createPosts } from './posts';
import { publishedCommunity } from './published';
import { createTribes } from './tribes';

/** What the social pages' loaders read in-process, as a visitor: a profile, the first page of posts, the stories, the tribes and the events. */
export function communityPageReads(db: Kysely<Database>, content: PublishedContent) {
  const people = createPeople(db);
  const published = publishedCommunity(content);
  const posts = createPosts(db, people, published);
  const gatherings = createGatherings(db, people, published);
  const tribes = createTribes(db);
  // The address is checked as the endpoint checks it: what it would refuse, the browser asks for and shows.
  const checked = <T>(schema: { safeParse(value: unknown): { success: boolean } }, value: T): T => {
    if (!schema.safeParse(value).success) throw new HttpError(400, 'Not a valid address.');
    return value;
  };
  return {
    communityProfile: (handle: string) => people.profile(checked(handleParams, { handle }).handle, undefined),
    communityPosts: (source: CommunityPostsSource) =>
      source.kind === 'member'
        ? posts.byMember(checked(handleParams, { handle: source.handle }).handle, undefined, 1)
        : source.kind === 'hashtag'
          ? posts.byHashtag(checked(hashtagParams, { hashtag: source.hashtag }).hashtag, undefined, 1)
          : posts.feed(undefined, 1),
    communityStories: () => gatherings.stories(undefined),
    communityTribes: () => tribes.list(undefined),
    communityEvents: () => gatherings.events(undefined),
  };
}
