import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A variant read again is marked as used on disk at most this often (its mtime orders eviction after a restart). */
const TOUCH_INTERVAL_MS = 60_000;

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

interface Entry {
  bytes: number;
  touchedAt: number;
}

/**
 * Resized pictures on disk, least recently used evicted past `maxBytes`, so a restart does not
 * redo them and memory holds only the index. Files live at `{dir}/{source}/{variant}.{ext}` (both
 * hashed): one folder per source picture, removed whole when the picture is. Only this process
 * writes the folder; a file missing under it (removed by hand) counts as not cached.
 */
export class VariantCache {
  private readonly index = new Map<string, Entry>();
  private totalBytes = 0;
  private readonly loaded: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.loaded = this.load();
  }

  /** Where a source picture's variants live, relative to the cache (`source` names it, e.g. `content/abc-10x10.webp`). */
  static folderOf(source: string): string {
    return hash(source).slice(0, 32);
  }

  static fileOf(source: string, variantKey: string, extension: string): string {
    return `${VariantCache.folderOf(source)}/${hash(variantKey).slice(0, 40)}.${extension}`;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.index.size;
  }

  async read(file: string): Promise<Buffer | undefined> {
    await this.loaded;
    const entry = this.index.get(file);
    if (!entry) return undefined;
    let body: Buffer;
    try {
      body = await fs.promises.readFile(path.join(this.dir, file));
    } catch {
      this.drop(file);
      return undefined;
    }
    this.index.delete(file);
    this.index.set(file, entry);
    const now = Date.now();
    if (now - entry.touchedAt > TOUCH_INTERVAL_MS) {
      entry.touchedAt = now;
      fs.promises.utimes(path.join(this.dir, file), now / 1000, now / 1000).catch(() => {});
    }
    return body;
  }

  /** Stores a variant (atomically: a reader never sees half a file), then evicts past the bound. */
  async write(file: string, body: Buffer): Promise<void> {
    await this.loaded;
    const target = path.join(this.dir, file);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.promises.writeFile(temporary, body, { mode: 0o600 });
    await fs.promises.rename(temporary, target);
    this.drop(file);
    this.index.set(file, { bytes: body.length, touchedAt: Date.now() });
    this.totalBytes += body.length;
    await this.evict();
  }

  /** Removes every variant of a source picture (when the picture itself is removed). */
  async forget(source: string): Promise<void> {
    await this.loaded;
    const folder = VariantCache.folderOf(source);
    for (const file of this.index.keys()) if (file.startsWith(`${folder}/`)) this.drop(file);
    await fs.promises.rm(path.join(this.dir, folder), { recursive: true, force: true });
  }

  private drop(file: string) {
    const entry = this.index.get(file);
    if (!entry) return;
    this.index.delete(file);
    this.totalBytes -= entry.bytes;
  }

  private async evict() {
    for (const file of this.index.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.drop(file);
      await fs.promises.rm(path.join(this.dir, file), { force: true });
    }
  }

  /** Rebuilds the index from the folder, oldest first; half-written files of a crash are removed. */
  private async load() {
    const found: { file: string; bytes: number; mtimeMs: number }[] = [];
    for (const folder of await fs.promises.readdir(this.dir)) {
      let names: string[];
      try {
        names = await fs.promises.readdir(path.join(this.dir, folder));
      } catch {
        continue;
      }
      for (const name of names) {
        const full = path.join(this.dir, folder, name);
        if (name.endsWith('.tmp')) {
          await fs.promises.rm(full, { force: true });
          continue;
        }
        const stat = await fs.promises.stat(full).catch(() => undefined);
        if (stat?.isFile()) found.push({ file: `${folder}/${name}`, bytes: stat.size, mtimeMs: stat.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { file, bytes, mtimeMs } of found) {
      this.index.set(file, { bytes, touchedAt: mtimeMs });
      this.totalBytes += bytes;
    }
    await this.evict();
  }
}
