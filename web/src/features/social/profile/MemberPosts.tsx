import { useEffect, useRef } from 'react';
import { CreatePostBar } from '../components/CreatePostBar';
import { PostList } from '../components/PostList';
import { usePosts } from '../data/usePosts';

/** A profile's posts, newest first, with the create-post bar on one's own; `version` changes when the profile did (a follow, an edit). */
export default function MemberPosts({ handle, isSelf, version }: { handle: string; isSelf: boolean; version: number }) {
  const posts = usePosts({ kind: 'member', handle });
  const { refresh } = posts;
  // A follow may open followers-only posts to the viewer, a block or an edit changes them: the list is read again.
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refresh();
  }, [version, refresh]);
  return (
    <>
      {isSelf ? <CreatePostBar onCreated={() => void refresh()} /> : null}
      <PostList list={posts} empty={isSelf ? 'You have not posted yet.' : 'No posts to show yet.'} />
    </>
  );
}
