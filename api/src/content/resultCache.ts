/**
 * Answers to repeated queries without evaluating them again: the site asks the same page queries
 * with the same parameters over and over, and the dataset changes rarely. Keyed by query and
 * parameters; emptied when the dataset's revision moves; bounded by entries and bytes, least
 * recently used first out.
 */
export class ResultCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private revision = -1;

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    this.maxEntries = limits.maxEntries;
    this.maxBytes = limits.maxBytes;
  }

  static key(query: string, params: Record<string, unknown>): string {
    return `${query}\u0000${JSON.stringify(params)}`;
  }

  get size() {
    return this.entries.size;
  }

  /** The result's JSON for this revision, if cached (and marks it recently used). */
  get(revision: number, key: string): Buffer | undefined {
    this.forgetOlderThan(revision);
    const result = this.entries.get(key);
    if (result) {
      this.entries.delete(key);
      this.entries.set(key, result);
    }
    return result;
  }

  set(revision: number, key: string, result: Buffer): void {
    this.forgetOlderThan(revision);
    // One result may take at most an eighth of the budget, so a few large answers cannot flush the page queries.
    if (this.maxEntries <= 0 || result.length > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.length;
    }
    this.entries.set(key, result);
    this.bytes += result.length;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  private forgetOlderThan(revision: number) {
    if (revision === this.revision) return;
    this.entries.clear();
    this.bytes = 0;
    this.revision = revision;
  }
}
