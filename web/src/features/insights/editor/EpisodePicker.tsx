import useSWR from 'swr';
import { EPISODE_ENDPOINTS } from '@contracts/endpointAddresses/episodes';
import { callEndpoint } from '~/shared/api/client';
import { INSIGHTS_EDITOR_MESSAGES as T } from '@contracts/messages/insightsEditor';


/** The video panel's second way: one of the trust's episodes, by category (the list loads when the panel opens). */
export function EpisodePicker({ onPick }: { onPick: (episodeId: string) => void }) {
  const { data } = useSWR('article-editor-episodes', async () => (await callEndpoint(EPISODE_ENDPOINTS.list)).data ?? [], { revalidateOnFocus: false });
  return (
    <label>
      {T.videoEpisode}
      <select value="" disabled={!data?.length} onChange={(event) => event.target.value && onPick(event.target.value)}>
        <option value="">{T.chooseEpisode}</option>
        {(data ?? []).map((category) => (
          <optgroup key={category.category} label={category.category}>
            {category.episodes.map((episode) => (
              <option key={episode._id} value={episode._id}>
                {episode.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
