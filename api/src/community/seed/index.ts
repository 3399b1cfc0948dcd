/**
 * The sample members' data, as typed modules (never in the public dataset). Importing this
 * module loads every picture declaration, so samplePictureSpecs() is complete afterwards.
 */
export { SAMPLE_MEMBERS, PROFILE_MEMBER, sampleEmail, type SampleMember } from './members';
export { SAMPLE_POSTS, SAMPLE_STORIES, SAMPLE_FOLLOWS, SAMPLE_TRIBES, SAMPLE_EVENT_ATTENDANCES } from './feed';
export { SAMPLE_CONVERSATIONS } from './conversations';
export { SAMPLE_REVIEWS } from './reviews';
export { SAMPLE_POST_INTERACTIONS, SAMPLE_REVIEW_LIKES, SAMPLE_VIDEO_SAMPLE_COMMENTS, type SampleComment } from './interactions';
export { samplePictureSpecs, type SamplePictureSpec } from './pictures';
