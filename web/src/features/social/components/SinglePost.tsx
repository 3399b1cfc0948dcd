import useSWR from 'swr';
import { useSession } from '~/shared/session/useSession';
import { fetchPost } from '../data/api';
import { PostCard } from './PostCard';

/** `?post=<id>`: one post on its own, with a way back to the feed. */
export default function SinglePost({ id }: { id: string }) {
  const { token } = useSession();
  // The visitor's copy stays on screen while the member's loads, so a comment box opened meanwhile stays open.
  const { data, error, mutate } = useSWR(['community-post', id, token ?? ''], () => fetchPost(id), { keepPreviousData: true });
  if (error) return <p>{error instanceof Error ? error.message : 'This post could not be loaded.'}</p>;
  if (!data) return <p role="status">Loading the post…</p>;
  return <PostCard post={data} onChanged={(next) => void mutate(next ?? undefined, { revalidate: !next })} />;
}
