/** Builds the answer shapes of `contracts/episodes.ts`. Ids are strings; `likes`/`saveStreams` hold only the viewer's id. */
import type { Comment, Episode, EpisodeSummary, Reply } from '../../../contracts/episodes';
import type { MemberStage } from '../../../contracts/memberStage';

export type ReplyView = Reply;
export type CommentView = Comment;
export type EpisodeSummaryView = EpisodeSummary;
export type EpisodeView = Episode;

export const displayName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** What a comment and a reply share: who wrote what, and when. */
export const postView = (id: number, author: { firstName: string; lastName: string }, text: string, createdAt: string, stage: MemberStage | null): ReplyView => ({
  _id: String(id),
  userName: displayName(author.firstName, author.lastName),
  userImage: null,
  text,
  createdAt,
  userStage: stage,
});

/** `[viewerId]` when the viewer marked it, else `[]`: other members' ids are never sent. */
export const viewerMark = (marked: boolean, viewerId: number | undefined) =>
  marked && viewerId !== undefined ? [String(viewerId)] : [];
