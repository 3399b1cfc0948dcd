import type { Kysely } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { EPISODE_CATEGORIES } from './categories';

/** Episode ids are slugs: they appear in addresses (/video-player/{id}). */
export const EPISODE_ID_PATTERN = /^[a-z0-9-]{1,200}$/;

const seedFile = z.object({
  clips: z.record(z.string(), z.string()),
  episodes: z.array(
    z.object({
      id: z.string().regex(EPISODE_ID_PATTERN),
      category: z.enum(EPISODE_CATEGORIES),
      clip: z.string(),
      name: z.string().min(1),
      description: z.string().min(1),
    }),
  ),
});

export const episodesSeedPath = (contentDir: string) => path.join(contentDir, 'episodes', 'episodes.json');

/** Media addresses served by the media plugin from content/media. */
export const clipUrl = (clip: string) => `/media/episodes/clips/${clip}.mp4`;
export const thumbnailUrl = (episodeId: string) => `/media/episodes/thumbnails/${episodeId}.jpg`;

/**
 * Upserts the episodes of content/episodes/episodes.json on every start: new ones are added and
 * edited texts applied, while members' likes, saves, comments and share counts are kept.
 */
export async function seedEpisodes(db: Kysely<Database>, contentDir: string): Promise<void> {
  const file = episodesSeedPath(contentDir);
  if (!fs.existsSync(file)) return;
  const seed = seedFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const positions = new Map<string, number>();
  const rows = seed.episodes.map((episode) => {
    if (!(episode.clip in seed.clips)) throw new Error(`${file}: episode ${episode.id} names an unknown clip "${episode.clip}"`);
    const position = positions.get(episode.category) ?? 0;
    positions.set(episode.category, position + 1);
    return {
      id: episode.id,
      name: episode.name,
      description: episode.description,
      video: clipUrl(episode.clip),
      thumbnail: thumbnailUrl(episode.id),
      category: episode.category,
      position,
      created_at: nowIso(),
    };
  });
  if (rows.length === 0) return;
  await db
    .insertInto('episodes')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        description: eb.ref('excluded.description'),
        video: eb.ref('excluded.video'),
        thumbnail: eb.ref('excluded.thumbnail'),
        category: eb.ref('excluded.category'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}
