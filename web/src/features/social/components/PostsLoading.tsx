/** What a list of posts says while its first page loads. */
export const PostsLoading = () => <p role="status">Loading posts…</p>;
