/** The answer shapes of DESIGN §4. Ids are strings; `likes`/`saveStreams` hold only the viewer's id. */

export interface ReplyView {
  _id: string;
  userName: string;
  /** No member pictures yet; the client shows its default avatar. */
  userImage: string | null;
  text: string;
  createdAt: string;
}

export interface CommentView {
  _id: string;
  userName: string;
  userImage: string | null;
  text: string;
  likes: string[];
  likesCount: number;
  replies: ReplyView[];
  createdAt: string;
}

export interface EpisodeSummaryView {
  _id: string;
  name: string;
  description: string;
  video: string;
  thumbnail: string;
  category: string;
  likes: string[];
  likesCount: number;
  saveStreams: string[];
  shareCount: number;
}

export interface EpisodeView extends EpisodeSummaryView {
  comments: CommentView[];
}

export const displayName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** What a comment and a reply share: who wrote what, and when. */
export const postView = (id: number, author: { firstName: string; lastName: string }, text: string, createdAt: string): ReplyView => ({
  _id: String(id),
  userName: displayName(author.firstName, author.lastName),
  userImage: null,
  text,
  createdAt,
});

/** `[viewerId]` when the viewer marked it, else `[]`: other members' ids are never sent. */
export const viewerMark = (marked: boolean, viewerId: number | undefined) =>
  marked && viewerId !== undefined ? [String(viewerId)] : [];
