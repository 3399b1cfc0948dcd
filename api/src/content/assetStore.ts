/**
 * Where the pictures and files staff upload in the Studio are kept: one folder each in
 * DATA_DIR/content, named by the SHA-1 of their bytes, so the same bytes are stored once. Every
 * write and read of an uploaded asset's bytes goes through here (the image and file routes read the
 * folders these name), so keeping them elsewhere — shared by several instances — is a change to
 * this module and those two routes only.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface AssetStore {
  imagesDir: string;
  filesDir: string;
  /** Whether an image or file named so is already stored. */
  has(kind: 'image' | 'file', name: string): boolean;
  /** Stores a picture's bytes under `name` (synced before this returns, so a document may name it). */
  saveImage(name: string, data: Buffer): void;
  /**
   * Streams an incoming file into a temporary file, hashing and counting its bytes; `check`
   * sees the first bytes (at least `headBytes`, or all if fewer) and returns the most bytes the
   * file may have, or throws to refuse it. Nothing is kept unless `keep` is called.
   */
  receive(stream: Readable, headBytes: number, check: (head: Buffer) => Promise<number>, tooLarge: (limit: number) => Error): Promise<IncomingFile>;
}

export interface IncomingFile {
  sha1: string;
  size: number;
  head: Buffer;
  /** The whole file, for checks that need every byte (small files only). */
  read(): Buffer;
  /** Moves it to `name` in the files folder (a file already there with the same name is the same bytes). */
  keep(name: string): void;
  /** Removes the temporary file. */
  discard(): void;
}

function writeSynced(file: string, data: Buffer) {
  const fd = fs.openSync(file, 'w', 0o600);
  try {
    fs.writeSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function createAssetStore(contentDir: string): AssetStore {
  const imagesDir = path.join(contentDir, 'images');
  const filesDir = path.join(contentDir, 'files');
  const incomingDir = path.join(filesDir, '.incoming');
  const dirOf = (kind: 'image' | 'file') => (kind === 'image' ? imagesDir : filesDir);

  return {
    imagesDir,
    filesDir,
    has: (kind, name) => fs.existsSync(path.join(dirOf(kind), name)),
    saveImage(name, data) {
      fs.mkdirSync(imagesDir, { recursive: true, mode: 0o700 });
      const file = path.join(imagesDir, name);
      writeSynced(`${file}.tmp`, data);
      fs.renameSync(`${file}.tmp`, file);
    },
    async receive(stream, headBytes, check, tooLarge) {
      fs.mkdirSync(incomingDir, { recursive: true, mode: 0o700 });
      const temp = path.join(incomingDir, randomUUID());
      const out = fs.createWriteStream(temp, { mode: 0o600 });
      const hash = createHash('sha1');
      let size = 0;
      let head = Buffer.alloc(0);
      let limit: number | undefined;
      const discard = () => fs.rmSync(temp, { force: true });
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          if (limit === undefined && head.length < headBytes) head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
          if (limit === undefined && head.length >= headBytes) limit = await check(head);
          size += chunk.length;
          if (limit !== undefined && size > limit) throw tooLarge(limit);
          hash.update(chunk);
          if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
        }
        limit ??= await check(head);
        if (size > limit) throw tooLarge(limit);
        await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
        const fd = fs.openSync(temp, 'r');
        try {
          fs.fsyncSync(fd);
        } finally {
          fs.closeSync(fd);
        }
      } catch (error) {
        // The stream opens its file in the background: removed only once it is closed, or it could appear again.
        if (!out.closed) await new Promise((resolve) => out.once('close', resolve).destroy());
        discard();
        throw error;
      }
      return {
        sha1: hash.digest('hex'),
        size,
        head,
        read: () => fs.readFileSync(temp),
        keep(name) {
          const target = path.join(filesDir, name);
          if (fs.existsSync(target)) discard();
          else fs.renameSync(temp, target);
        },
        discard,
      };
    },
  };
}
