import { postPath } from './routes';

// Apart from routes.ts, which every page loads: only the social page and the server's notifications need these.

/** The address parameter naming the comment a post opens on (its comments shown, that one scrolled to). */
export const POST_COMMENT_PARAM = 'comment';
/** One post with its comments open at one comment (a notification about that comment leads here). */
export const postCommentPath = (postId: string, commentId: string) => `${postPath(postId)}&${POST_COMMENT_PARAM}=${encodeURIComponent(commentId)}`;
