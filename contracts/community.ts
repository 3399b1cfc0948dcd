/**
 * The community API: members' profiles with handles, follows, posts with hashtags and audiences,
 * the feed, stories, tribes, the trust's events with RSVPs, and search. Likes, saves, shares and
 * new comments on a post use the interaction endpoints with target type `post`; reading a post's
 * comments by relevance and changing or deleting one's own comment are here. A member's e-mail
 * address is in an answer only when the member made it public, or to the member themself.
 */
import { z } from 'zod/mini';
import {
  BIO_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  INSTITUTION_MAX_LENGTH,
  isHandle,
  POST_AUDIENCES,
  POST_BODY_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  PROFESSION_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SOCIAL_LINK_MAX_LENGTH,
  SOCIAL_LINKS_MAX,
  STORY_CAPTION_MAX_LENGTH,
  TRIBE_DESCRIPTION_MAX_LENGTH,
  TRIBE_NAME_MAX_LENGTH,
} from './communityRules';
import { COMMUNITY_MESSAGES } from './messages/community';
import { COMMON_ERRORS, defineEndpoint, errorAnswers, WRITE_ERRORS } from './endpoint';
import { fewMentions, nameText, optionalText, pathId, rowId, text, typeable } from './fields';
import { stance } from './interactions';
import { memberStage } from './memberStage';
import { FIELD_MESSAGES } from './messages/field';
import { REQUEST_MESSAGES } from './messages/request';
import { NAME_MAX_LENGTH } from './rules';

const messages = COMMUNITY_MESSAGES;
const notAnObject = { error: REQUEST_MESSAGES.notAnObject };
const count = z.int().check(z.nonnegative());
const pageQuery = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'Page must be a whole number from 1 to 9999.' }))),
});

export const handleParams = z.object({ handle: pathId(messages.memberNotFound) });
export const postParams = z.object({ postId: rowId(messages.postNotFound) });
export const commentParams = z.object({ commentId: rowId(messages.commentNotFound) });
export const storyParams = z.object({ storyId: rowId(messages.storyNotFound) });
export const tribeParams = z.object({ slug: pathId(messages.tribeNotFound) });
export const eventParams = z.object({ eventId: pathId(messages.eventNotFound) });
export const hashtagParams = z.object({ hashtag: z.string().check(z.regex(/^[\p{L}\p{N}_]{1,50}$/u, { error: 'A hashtag is letters, digits and underscores.' })) });

/** An uploaded picture's address (POST /uploads answers it); the server checks that the member uploaded it. */
const uploadUrl = (label: string) =>
  z.nullish(z.string({ error: FIELD_MESSAGES.mustBeText(label) }).check(z.startsWith('/images/uploads/members/', { error: messages.imageNotYours }), z.maxLength(300), typeable(label)));

// ------------------------------------------------------------------ views

/** How a member appears next to what they made: never an e-mail address or an account id. */
export const memberCard = z.object({
  handle: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  /** The member's Karmic Points stage. */
  stage: z.nullable(memberStage),
  lastActiveAt: z.nullable(z.string()),
});

export const profileView = z.object({
  ...memberCard.shape,
  /** The member's Karmic Points total (their stage is `stage`). */
  karmaPoints: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.nullable(z.string()),
  quote: z.nullable(z.string()),
  profession: z.nullable(z.string()),
  institution: z.nullable(z.string()),
  coverUrl: z.nullable(z.string()),
  socialLinks: z.array(z.string()),
  /** Null unless the member made it public, or the viewer is the member. */
  email: z.nullable(z.string()),
  friendsCount: count,
  followersCount: count,
  followingCount: count,
  postsCount: count,
  /** The viewer's relation; null for a visitor. */
  viewer: z.nullable(z.object({ isSelf: z.boolean(), following: z.boolean(), followsYou: z.boolean() })),
});
export const ownProfile = z.object({
  ...profileView.shape,
  email: z.string(),
  emailPrivate: z.boolean(),
  /** When the handle may next be changed; null when it may be changed now. */
  handleChangeableFrom: z.nullable(z.string()),
});
export const profileAnswer = z.object({ success: z.literal(true), profile: profileView });
export const ownProfileAnswer = z.object({ success: z.literal(true), profile: ownProfile });

export const followAnswer = z.object({
  success: z.literal(true),
  following: z.boolean(),
  /** The followed member's counts and the follower's, after the change. */
  followee: z.object({ friendsCount: count, followersCount: count }),
  follower: z.object({ friendsCount: count, followersCount: count }),
});

export const PEOPLE_LISTS = ['friends', 'followers', 'following'] as const;
export const peopleQuery = z.object({ list: z.enum(PEOPLE_LISTS, { error: 'List must be friends, followers or following.' }), ...pageQuery.shape });
export const peopleAnswer = z.object({ success: z.literal(true), people: z.array(memberCard), total: count, hasMore: z.boolean() });

export const postView = z.object({
  id: z.string(),
  author: memberCard,
  title: z.nullable(z.string()),
  body: z.string(),
  hashtags: z.array(z.string()),
  imageUrl: z.nullable(z.string()),
  imageAlt: z.nullable(z.string()),
  video: z.nullable(z.object({ id: z.string(), title: z.string(), imageUrl: z.nullable(z.string()) })),
  audience: z.enum(POST_AUDIENCES),
  tribe: z.nullable(z.object({ slug: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
  likesCount: count,
  commentsCount: count,
  sharesCount: count,
  /** The viewer's marks; false for a visitor. */
  liked: z.boolean(),
  saved: z.boolean(),
  mine: z.boolean(),
  /** Only to its author, when a moderator hid it: why. */
  hiddenReason: z.optional(z.string()),
});
export const postsAnswer = z.object({ success: z.literal(true), posts: z.array(postView), page: z.int(), hasMore: z.boolean() });
export const postAnswer = z.object({ success: z.literal(true), post: postView });

export const postBody = z.object(
  {
    title: nameText('Title', { max: POST_TITLE_MAX_LENGTH }),
    body: text('Post text', { max: POST_BODY_MAX_LENGTH }).check(fewMentions('Post text')),
    imageUrl: uploadUrl('Picture'),
    imageAlt: optionalText('Picture description', IMAGE_ALT_MAX_LENGTH),
    /** A video sample's id or its /video-preview?video=<id> address. */
    videoLink: optionalText('Video link', 300),
    audience: z.optional(z.enum(POST_AUDIENCES, { error: 'Audience must be everyone, followers or tribe.' })),
    /** The tribe's slug when the audience is `tribe`. */
    tribe: optionalText('Tribe', 100),
  },
  notAnObject,
);
export type PostBody = z.input<typeof postBody>;
export type PostInput = z.output<typeof postBody>;

export const COMMENT_SORTS = ['relevant', 'newest'] as const;
export const postCommentsQuery = z.object({ sort: z.optional(z.enum(COMMENT_SORTS, { error: 'Sort must be relevant or newest.' })) });
const postComment = z.object({
  id: z.string(),
  author: z.nullable(memberCard),
  text: z.string(),
  stance: z.nullable(stance),
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
  likesCount: count,
  liked: z.boolean(),
  mine: z.boolean(),
  /** Only to its author, when a moderator hid it: why. */
  hiddenReason: z.optional(z.string()),
});
export const postCommentThread = z.object({ ...postComment.shape, replies: z.array(postComment) });
export const postCommentsAnswer = z.object({ success: z.literal(true), comments: z.array(postCommentThread), commentsCount: count });
export const commentEditBody = z.object({ text: text('Comment text', { max: 2000 }).check(fewMentions('Comment text')) }, notAnObject);
export const commentEditedAnswer = z.object({ success: z.literal(true), comment: postComment });
export type PostComment = z.infer<typeof postComment>;
export type PostCommentThread = z.infer<typeof postCommentThread>;

export const storyView = z.object({
  id: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  caption: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The viewer shared it (and may delete it). */
  mine: z.boolean(),
});
/** Stories of the last day, grouped by member: the viewer's own first, then the newest. */
export const storiesAnswer = z.object({ success: z.literal(true), members: z.array(z.object({ member: memberCard, stories: z.array(storyView) })) });
export const storyBody = z.object(
  {
    imageUrl: z.string({ error: FIELD_MESSAGES.required('Picture') }).check(z.startsWith('/images/uploads/members/', { error: messages.imageNotYours }), z.maxLength(300), typeable('Picture')),
    caption: optionalText('Caption', STORY_CAPTION_MAX_LENGTH),
  },
  notAnObject,
);
export const storyAnswer = z.object({ success: z.literal(true), story: storyView });

export const tribeView = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  membersCount: count,
  /** The latest post to the tribe or member joining it. */
  lastActiveAt: z.string(),
  joined: z.boolean(),
});
export const tribesAnswer = z.object({ success: z.literal(true), tribes: z.array(tribeView) });
export const tribeAnswer = z.object({ success: z.literal(true), tribe: tribeView });
/** A new tribe: anyone may join it (tribes are open), and its founder is its first member and admin. */
export const tribeBody = z.object(
  {
    name: nameText('Name', { max: TRIBE_NAME_MAX_LENGTH }),
    description: optionalText('Description', TRIBE_DESCRIPTION_MAX_LENGTH),
  },
  notAnObject,
);
export type TribeBody = z.input<typeof tribeBody>;

export const eventView = z.object({
  id: z.string(),
  title: z.string(),
  place: z.nullable(z.string()),
  description: z.nullable(z.string()),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  attendeesCount: count,
  /** Up to three attendees, members the viewer follows first. */
  attendees: z.array(memberCard),
  going: z.boolean(),
});
export const eventsAnswer = z.object({ success: z.literal(true), events: z.array(eventView) });
export const eventAnswer = z.object({ success: z.literal(true), event: eventView });

export const searchQuery = z.object({ q: text('Search', { max: SEARCH_MAX_LENGTH }) });
export const searchAnswer = z.object({
  success: z.literal(true),
  people: z.array(memberCard),
  posts: z.array(postView),
  hashtags: z.array(z.object({ hashtag: z.string(), postsCount: count })),
});

export const savedAnswer = z.object({
  success: z.literal(true),
  items: z.array(
    z.object({
      targetType: z.string(),
      targetId: z.string(),
      /** What the list shows: the item's title, or a line saying it is no longer available. */
      title: z.string(),
      /** Where it is read; null when it is no longer available. */
      href: z.nullable(z.string()),
      available: z.boolean(),
      savedAt: z.string(),
    }),
  ),
});

export const profileBody = z.object(
  {
    firstName: nameText('First name', { max: NAME_MAX_LENGTH }),
    lastName: nameText('Last name', { max: NAME_MAX_LENGTH }),
    handle: z.optional(z.string({ error: messages.handleInvalid }).check(z.trim(), z.toLowerCase(), z.refine(isHandle, { error: messages.handleInvalid }))),
    bio: optionalText('Bio', BIO_MAX_LENGTH),
    quote: optionalText('Quote', QUOTE_MAX_LENGTH),
    emailPrivate: z.boolean({ error: 'Make it Private must be true or false.' }),
    profession: optionalText('Profession', PROFESSION_MAX_LENGTH),
    institution: optionalText('Company/Institute', INSTITUTION_MAX_LENGTH),
    socialLinks: z.optional(
      z
        .array(z.string().check(z.trim(), z.maxLength(SOCIAL_LINK_MAX_LENGTH, { error: messages.socialLinkInvalid }), z.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { error: messages.socialLinkInvalid })))
        .check(z.maxLength(SOCIAL_LINKS_MAX, { error: `At most ${SOCIAL_LINKS_MAX} social links.` })),
    ),
    avatarUrl: uploadUrl('Profile picture'),
    coverUrl: uploadUrl('Cover picture'),
  },
  notAnObject,
);
export type ProfileBody = z.input<typeof profileBody>;
export type ProfileInput = z.output<typeof profileBody>;

export type MemberCard = z.infer<typeof memberCard>;
export type ProfileView = z.infer<typeof profileView>;
export type OwnProfile = z.infer<typeof ownProfile>;
export type PostView = z.infer<typeof postView>;
export type StoryView = z.infer<typeof storyView>;
export type SavedItem = z.infer<typeof savedAnswer>['items'][number];
export type StoriesAnswer = z.infer<typeof storiesAnswer>;
export type TribeView = z.infer<typeof tribeView>;
export type EventView = z.infer<typeof eventView>;
export type PostsAnswer = z.infer<typeof postsAnswer>;

// ------------------------------------------------------------------ endpoints

const TAG = 'Community';
const READ_ERRORS = { ...errorAnswers(400, 404, 414), ...COMMON_ERRORS };
const read = <const P extends string, const S extends string>(path: P, summary: S) => ({ method: 'GET', path, summary, tag: TAG, auth: 'optional' }) as const;
const write = <const M extends 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', const P extends string, const S extends string>(method: M, path: P, summary: S) =>
  ({ method, path, summary, tag: TAG, auth: 'member' }) as const;

export const COMMUNITY_ENDPOINTS = {
  myProfile: defineEndpoint({ ...write('GET', '/community/me', "The member's own profile, with their e-mail address"), responses: { 200: ownProfileAnswer, ...errorAnswers(401), ...COMMON_ERRORS } }),
  saveMyProfile: defineEndpoint({ ...write('PUT', '/community/me', "Change the member's profile (the e-mail address changes through /account/email)"), body: profileBody, responses: { 200: ownProfileAnswer, ...WRITE_ERRORS } }),
  profile: defineEndpoint({ ...read('/community/profiles/:handle', "A member's public profile"), params: handleParams, responses: { 200: profileAnswer, ...READ_ERRORS } }),
  people: defineEndpoint({ ...read('/community/profiles/:handle/people', "A member's friends (mutual follows), followers or the members they follow"), params: handleParams, querystring: peopleQuery, responses: { 200: peopleAnswer, ...READ_ERRORS } }),
  memberPosts: defineEndpoint({ ...read('/community/profiles/:handle/posts', "A member's posts the viewer may see, newest first"), params: handleParams, querystring: pageQuery, responses: { 200: postsAnswer, ...READ_ERRORS } }),
  follow: defineEndpoint({ ...write('PUT', '/community/profiles/:handle/follow', 'Follow a member'), params: handleParams, responses: { 200: followAnswer, ...WRITE_ERRORS } }),
  unfollow: defineEndpoint({ ...write('DELETE', '/community/profiles/:handle/follow', 'Stop following a member'), params: handleParams, responses: { 200: followAnswer, ...WRITE_ERRORS } }),
  feed: defineEndpoint({ ...read('/community/feed', "The feed: posts of the people and tribes the member follows, then other public posts; a visitor's is public posts"), querystring: pageQuery, responses: { 200: postsAnswer, ...READ_ERRORS } }),
  hashtag: defineEndpoint({ ...read('/community/hashtags/:hashtag', 'Posts with a hashtag, newest first'), params: hashtagParams, querystring: pageQuery, responses: { 200: postsAnswer, ...READ_ERRORS } }),
  createPost: defineEndpoint({ ...write('POST', '/community/posts', 'Publish a post'), body: postBody, responses: { 201: postAnswer, ...WRITE_ERRORS } }),
  post: defineEndpoint({ ...read('/community/posts/:postId', 'One post'), params: postParams, responses: { 200: postAnswer, ...READ_ERRORS } }),
  editPost: defineEndpoint({ ...write('PUT', '/community/posts/:postId', "Change one's own post"), params: postParams, body: postBody, responses: { 200: postAnswer, ...WRITE_ERRORS } }),
  deletePost: defineEndpoint({ ...write('DELETE', '/community/posts/:postId', "Delete one's own post with its comments"), params: postParams, responses: { 200: z.object({ success: z.literal(true) }), ...WRITE_ERRORS } }),
  postComments: defineEndpoint({ ...read('/community/posts/:postId/comments', "A post's comments, most relevant (likes and replies) or newest first, each with its replies"), params: postParams, querystring: postCommentsQuery, responses: { 200: postCommentsAnswer, ...READ_ERRORS } }),
  editComment: defineEndpoint({ ...write('PUT', '/community/comments/:commentId', "Change one's own comment on a post"), params: commentParams, body: commentEditBody, responses: { 200: commentEditedAnswer, ...WRITE_ERRORS } }),
  deleteComment: defineEndpoint({ ...write('DELETE', '/community/comments/:commentId', "Delete one's own comment on a post with its replies"), params: commentParams, responses: { 200: z.object({ success: z.literal(true) }), ...WRITE_ERRORS } }),
  stories: defineEndpoint({ ...read('/community/stories', 'Stories of the last 24 hours, by member'), responses: { 200: storiesAnswer, ...COMMON_ERRORS } }),
  addStory: defineEndpoint({ ...write('POST', '/community/stories', 'Add a story (an uploaded picture with a caption), shown for 24 hours'), body: storyBody, responses: { 201: storyAnswer, ...WRITE_ERRORS } }),
  deleteStory: defineEndpoint({ ...write('DELETE', '/community/stories/:storyId', "Delete one's own story before its day is over"), params: storyParams, responses: { 200: z.object({ success: z.literal(true) }), ...WRITE_ERRORS } }),
  tribes: defineEndpoint({ ...read('/community/tribes', 'Every tribe with its member count and last activity'), responses: { 200: tribesAnswer, ...COMMON_ERRORS } }),
  createTribe: defineEndpoint({ ...write('POST', '/community/tribes', 'Start a tribe: its founder becomes its admin and first member'), body: tribeBody, responses: { 201: tribeAnswer, ...WRITE_ERRORS } }),
  joinTribe: defineEndpoint({ ...write('PUT', '/community/tribes/:slug/membership', 'Join a tribe'), params: tribeParams, responses: { 200: tribeAnswer, ...WRITE_ERRORS } }),
  leaveTribe: defineEndpoint({ ...write('DELETE', '/community/tribes/:slug/membership', 'Leave a tribe'), params: tribeParams, responses: { 200: tribeAnswer, ...WRITE_ERRORS } }),
  events: defineEndpoint({ ...read('/community/events', "The trust's upcoming events with who is going"), responses: { 200: eventsAnswer, ...COMMON_ERRORS } }),
  attend: defineEndpoint({ ...write('PUT', '/community/events/:eventId/attendance', 'Say you will attend an event'), params: eventParams, responses: { 200: eventAnswer, ...WRITE_ERRORS } }),
  unattend: defineEndpoint({ ...write('DELETE', '/community/events/:eventId/attendance', 'Take back your attendance'), params: eventParams, responses: { 200: eventAnswer, ...WRITE_ERRORS } }),
  eventCalendar: defineEndpoint({ ...read('/community/events/:eventId/calendar.ics', 'An event as an iCalendar file, to add to a calendar'), auth: 'none', params: eventParams, responses: { 200: z.string(), ...READ_ERRORS } }),
  search: defineEndpoint({ ...read('/community/search', 'Search members, posts and hashtags'), querystring: searchQuery, responses: { 200: searchAnswer, ...READ_ERRORS } }),
  saved: defineEndpoint({ ...write('GET', '/community/me/saved', 'Everything the member saved (posts, articles, episodes, sparks, course items, videos), newest first'), responses: { 200: savedAnswer, ...errorAnswers(401), ...COMMON_ERRORS } }),
} as const;
