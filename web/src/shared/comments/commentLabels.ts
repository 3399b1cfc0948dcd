/** The comments panel's words. */
export interface CommentLabels {
  heading: string;
  login: string;
  placeholder: string;
  send: string;
  seeAll: string;
}

/** What a page's content calls the panel's parts (the video page and the Academy name their fields alike). */
export interface CommentWords {
  commentsHeading?: string | null;
  loginToCommentLabel?: string | null;
  commentPlaceholder?: string | null;
  sendLabel?: string | null;
  seeAllLabel?: string | null;
}

export const commentLabelsOf = (words: CommentWords): CommentLabels => ({
  heading: words.commentsHeading ?? 'Comments',
  login: words.loginToCommentLabel ?? 'Log in to Comment',
  placeholder: words.commentPlaceholder ?? 'Comment Here',
  send: words.sendLabel ?? 'Send',
  seeAll: words.seeAllLabel ?? 'See all',
});
