import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Variant } from './imageParams';
import { VariantCache } from './variantCache';

export interface ImageLimits {
  /** Resizes running at once; the thread pool is shared with argon2 (logins) and file reads. */
  resizesAtOnce: number;
  /** Resizes that may wait for a turn, and how long; past either, 503 with Retry-After. */
  queueLength: number;
  maxWaitMs: number;
  /** New variants one client address may have made per minute (429 past it); cached ones are free. */
  newVariantsPerMinute: number;
  /** Disk space for resized variants (least recently used evicted past it). */
  cacheBytes: number;
}

const MB = 1024 * 1024;

export function defaultImageLimits(): ImageLimits {
  const resizesAtOnce = Math.max(1, Math.floor(os.availableParallelism() / 2));
  return { resizesAtOnce, queueLength: resizesAtOnce * 32, maxWaitMs: 2000, newVariantsPerMinute: 240, cacheBytes: 512 * MB };
}

/** IMAGE_RESIZES_AT_ONCE, IMAGE_NEW_VARIANTS_PER_MINUTE, IMAGE_CACHE_MB. */
export function imageLimitsFrom(env: NodeJS.ProcessEnv): Partial<ImageLimits> {
  const read = (name: string) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
    return n;
  };
  const limits = {
    resizesAtOnce: read('IMAGE_RESIZES_AT_ONCE'),
    newVariantsPerMinute: read('IMAGE_NEW_VARIANTS_PER_MINUTE'),
    cacheBytes: read('IMAGE_CACHE_MB') && read('IMAGE_CACHE_MB')! * MB,
  };
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}

/** A counting semaphore whose waiters give up after a while, so a flood is refused rather than queued without end. */
class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: Pick<ImageLimits, 'resizesAtOnce' | 'queueLength' | 'maxWaitMs'>) {}

  take(): Promise<boolean> {
    if (this.running < this.limits.resizesAtOnce) {
      this.running += 1;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.limits.queueLength) return Promise.resolve(false);
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        resolve(false);
      }, this.limits.maxWaitMs);
      this.waiting.push(grant);
    });
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

/** New variants per client address in fixed one-minute windows (in memory: the CPU it guards is this instance's). */
class Budget {
  private readonly windows = new Map<string, { used: number; endsAt: number }>();

  constructor(private readonly perMinute: number) {}

  /** Whether `address` may have one more made; when not, the seconds until it may. */
  take(address: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = Date.now();
    if (this.windows.size > 10_000) for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    let window = this.windows.get(address);
    if (!window || window.endsAt <= now) {
      window = { used: 0, endsAt: now + 60_000 };
      this.windows.set(address, window);
    }
    if (window.used >= this.perMinute) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    window.used += 1;
    return { ok: true };
  }

  giveBack(address: string): void {
    const window = this.windows.get(address);
    if (window && window.used > 0) window.used -= 1;
  }
}

/** Where a server keeps resized pictures. */
export const variantCacheDir = (dataDir: string) => path.join(dataDir, 'image-cache');

/** Removes the cached variants of a source picture (named as in `get`) straight from disk, for code without the server at hand. */
export async function removeVariantsOf(dataDir: string, source: string): Promise<void> {
  await fs.promises.rm(path.join(variantCacheDir(dataDir), VariantCache.folderOf(source)), { recursive: true, force: true });
}

export type VariantAnswer = { body: Buffer } | { refused: 429 | 503; retryAfterSeconds: number };

async function render(sourcePath: string, variant: Variant): Promise<Buffer> {
  let pipeline = sharp(sourcePath);
  if (variant.rect) {
    const [left, top, width, height] = variant.rect;
    pipeline = pipeline.extract({ left, top, width, height });
  }
  pipeline = pipeline.resize({ width: variant.width, height: variant.height, fit: variant.fit, ...(variant.position ? { position: sharp.strategy.entropy } : {}) });
  if (variant.format === 'png') pipeline = pipeline.png();
  else if (variant.format === 'webp') pipeline = pipeline.webp({ quality: variant.quality });
  else pipeline = pipeline.jpeg({ quality: variant.quality, mozjpeg: true });
  return pipeline.toBuffer();
}

/**
 * Makes resized pictures for every image route of one server: from the disk cache when there,
 * else at most `resizesAtOnce` at a time, one per variant however many ask for it at once, and
 * within each client address's budget of new variants.
 */
export function createImageVariants(dataDir: string, overrides: Partial<ImageLimits> = {}) {
  const limits = { ...defaultImageLimits(), ...overrides };
  const cache = new VariantCache(variantCacheDir(dataDir), limits.cacheBytes);
  const turns = new Turns(limits);
  const budget = new Budget(limits.newVariantsPerMinute);
  const inFlight = new Map<string, Promise<Buffer>>();

  return {
    limits,
    cache,
    /**
     * The variant of `source` (a stable name such as `content/{file}`, read from `sourcePath`),
     * made on behalf of `address` if it is new.
     */
    async get(source: string, sourcePath: string, variant: Variant, key: string, address: string): Promise<VariantAnswer> {
      const file = VariantCache.fileOf(source, key, variant.format);
      const cached = await cache.read(file);
      if (cached) return { body: cached };
      const pending = inFlight.get(file);
      if (pending) return { body: await pending };
      const allowed = budget.take(address);
      if (!allowed.ok) return { refused: 429, retryAfterSeconds: allowed.retryAfterSeconds };
      if (!(await turns.take())) {
        budget.giveBack(address);
        return { refused: 503, retryAfterSeconds: Math.ceil(limits.maxWaitMs / 1000) };
      }
      try {
        // Another request may have made it while this one waited for a turn.
        const made = inFlight.get(file) ?? (await cache.read(file));
        if (made) {
          budget.giveBack(address);
          return { body: await made };
        }
        const work = render(sourcePath, variant);
        inFlight.set(file, work);
        try {
          const body = await work;
          // A full or read-only disk costs the cache, not the answer: the picture itself is right.
          await cache.write(file, body).catch(() => {});
          return { body };
        } finally {
          inFlight.delete(file);
        }
      } finally {
        turns.give();
      }
    },
    /** Drops the variants of a picture that was removed. */
    forget: (source: string) => cache.forget(source),
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;

declare module 'fastify' {
  interface FastifyInstance {
    imageVariants: ImageVariants;
  }
}
