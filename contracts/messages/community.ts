import { TRIBE_NAME_MIN_LENGTH, TRIBES_PER_MEMBER_PER_DAY } from '../communityRules';

/** What the community's endpoints and pages say when something is refused: profiles, posts, comments, stories, tribes and events. */
export const COMMUNITY_MESSAGES = {
  memberNotFound: 'No member found with this handle.',
  postNotFound: 'No post found with this id.',
  commentNotFound: 'No comment found with this id.',
  tribeNotFound: 'No tribe found with this name.',
  eventNotFound: 'No event found with this id.',
  notYourPost: 'Only the author can change or delete this post.',
  notYourComment: 'Only the author can change or delete this comment.',
  followSelf: 'You cannot follow yourself.',
  tooManyHashtags: (max: number) => `A post can have at most ${max} hashtags.`,
  hashtagTooLong: (max: number) => `A hashtag can be at most ${max} characters.`,
  handleTaken: 'This handle is already taken. Please choose another.',
  handleInvalid: 'A handle is 3 to 30 lower-case letters, digits, dots, dashes or underscores, starting and ending with a letter or digit.',
  handleTooSoon: (date: string) => `You changed your handle recently; you can change it again from ${date}.`,
  imageNotYours: 'The picture must be one you uploaded.',
  videoNotFound: 'No published video matches this link.',
  tribeRequired: 'Choose the tribe that may see the post.',
  notInTribe: 'You can only post to a tribe you belong to.',
  eventPast: 'This event has already taken place.',
  storyNotFound: 'No story found with this id.',
  notYourStory: 'Only the member who shared this story can delete it.',
  tribeNameTaken: 'A tribe with this name already exists. Please choose another name.',
  tribeNameShort: `A tribe's name needs at least ${TRIBE_NAME_MIN_LENGTH} letters or digits.`,
  tooManyTribes: `You can start at most ${TRIBES_PER_MEMBER_PER_DAY} tribes a day. Please try again tomorrow.`,
  /** A saved item since deleted, hidden by a moderator, or of a member blocked either way. */
  savedItemGone: 'This saved item is no longer available.',
  /** A saved post with neither a title nor text (a picture alone). */
  untitledPost: 'A post with a picture',
  socialLinkInvalid: 'A social link must be a web address starting with https://.',
} as const;
