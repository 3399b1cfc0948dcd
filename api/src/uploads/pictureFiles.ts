import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * Where members' pictures (uploads and message pictures) are kept. Each is a file in the instance's
 * DATA_DIR (0600, in 0700 folders). With PostgreSQL, where several instances may stand behind one
 * load balancer, the bytes are also stored in `picture_files`, and each instance's folder is only a
 * cache of it: a picture stored through one instance is fetched into another's folder the first time
 * it is asked for there, and one removed through any instance is no longer served by the others.
 */

/** The file names pictures are stored under; anything else is never looked up. */
const STORED_NAME = /^[a-f0-9]{32}(?:-\d{1,5}x\d{1,5})?\.(?:jpg|png|webp)$/;

export interface StoredPicture {
  /** The folder under DATA_DIR, which is also the key's first part: `uploads`, `private/messages`. */
  folder: string;
  fileName: string;
}

export function createPictureFiles(db: Kysely<Database>, dataDir: string, { shared }: { shared: boolean }) {
  const fileOf = ({ folder, fileName }: StoredPicture) => path.join(dataDir, folder, fileName);
  const keyOf = ({ folder, fileName }: StoredPicture) => `${folder}/${fileName}`;

  /** Writes the bytes under a temporary name and renames it, so a reader never sees half a file. */
  async function writeLocal(file: string, data: Buffer) {
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await fs.promises.writeFile(partial, data, { mode: 0o600, flag: 'wx' });
    await fs.promises.rename(partial, file);
  }

  return {
    shared,
    fileOf,
    /** Keeps a new picture (its name is random: it never replaces another). */
    async save(picture: StoredPicture, owner: { userId: number; contentType: string }, data: Buffer) {
      await writeLocal(fileOf(picture), data);
      if (!shared) return;
      try {
        await db.insertInto('picture_files').values({ name: keyOf(picture), user_id: owner.userId, content_type: owner.contentType, data, created_at: nowIso() }).execute();
      } catch (error) {
        await fs.promises.rm(fileOf(picture), { force: true });
        throw error;
      }
    },

    /**
     * Whether the picture may be served from `fileOf(picture)`: true once the file is there (fetched
     * from the database when another instance stored it); false when there is no such picture, or it
     * was removed (a copy left in this instance's folder is dropped then).
     */
    async present(picture: StoredPicture): Promise<boolean> {
      if (!STORED_NAME.test(picture.fileName)) return false;
      const file = fileOf(picture);
      const local = fs.existsSync(file);
      if (!shared) return local;
      const key = keyOf(picture);
      if (local) {
        if (await db.selectFrom('picture_files').select('name').where('name', '=', key).executeTakeFirst()) return true;
        await fs.promises.rm(file, { force: true });
        return false;
      }
      const row = await db.selectFrom('picture_files').select('data').where('name', '=', key).executeTakeFirst();
      if (row) await writeLocal(file, row.data);
      return Boolean(row);
    },

    async remove(picture: StoredPicture) {
      if (!STORED_NAME.test(picture.fileName)) return;
      await fs.promises.rm(fileOf(picture), { force: true });
      if (shared) await db.deleteFrom('picture_files').where('name', '=', keyOf(picture)).execute();
    },
  };
}

export type PictureFiles = ReturnType<typeof createPictureFiles>;
