/**
 * The GROQ evaluator, run in the query pool's worker threads (piscina) so that no query, however
 * expensive, holds the server's own thread. A worker keeps the parsed, indexed dataset between
 * tasks and reloads it when the task's revision moves; the server stops a task that runs too
 * long by terminating its worker.
 *
 * Node loads this file itself (type stripping), so it imports with `.ts` extensions and uses only
 * erasable TypeScript.
 */
import { evaluate, parse } from 'groq-js';
import fs from 'node:fs';
import os from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { move } from 'piscina';
import { type ContentDocument, isDraftId, readAll } from './dataset.ts';
import { DatasetIndex, narrowTree } from './narrowing.ts';

export interface QueryTask {
  query: string;
  params: Record<string, unknown>;
  /** The NDJSON file and its revision as the server last saw it. */
  file: string;
  revision: number;
  /**
   * Which documents the query sees, as in Sanity's API: `published` (the public endpoint's only
   * one), `raw` (drafts beside published documents) or `drafts` (each draft in place of its
   * published document, under the published id). The Studio's backend asks for the last two.
   */
  perspective?: Perspective;
  /** Serialised results larger than this are refused, not sent. */
  maxResultBytes: number;
  /** Told when evaluation starts (the dataset is loaded): the server's time limit starts then. */
  started?: MessagePort;
}

/** What a task answers when it does not answer the result's JSON (UTF-8 bytes, moved, not copied). */
export type QueryFailure =
  | { kind: 'queryError'; message: string; position?: number }
  | { kind: 'resultTooLarge'; bytes: number };

export type QueryOutcome = Uint8Array | QueryFailure;

/**
 * Linux gives each thread its own nice value: the worker lowers its own, so that when queries
 * keep every core busy the server's thread (pages, /api/v1, answers from the cache) still gets
 * the CPU first. Elsewhere the worker keeps the default priority.
 */
function lowerOwnPriority() {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, 10);
  } catch {
    // not Linux, or not allowed: the default priority
  }
}
lowerOwnPriority();

export type Perspective = 'published' | 'raw' | 'drafts';

/** Each draft in place of its published document, under the published id (`_originalId` keeps the draft's). */
function draftsOverlay(all: ContentDocument[]): ContentDocument[] {
  const drafts = new Map<string, ContentDocument>();
  for (const doc of all) if (isDraftId(doc._id)) drafts.set(doc._id.slice('drafts.'.length), doc);
  const seen = new Set<string>();
  const documents: ContentDocument[] = [];
  for (const doc of all) {
    const publishedId = isDraftId(doc._id) ? doc._id.slice('drafts.'.length) : doc._id;
    if (seen.has(publishedId)) continue;
    seen.add(publishedId);
    const chosen = drafts.get(publishedId) ?? doc;
    documents.push({ ...chosen, _id: publishedId, _originalId: chosen._id });
  }
  return documents;
}

let loaded: { file: string; revision: number; all: ContentDocument[]; indexes: Map<Perspective, DatasetIndex> } | undefined;

function datasetAt(file: string, revision: number, perspective: Perspective): DatasetIndex {
  if (!loaded || loaded.file !== file || loaded.revision !== revision) {
    loaded = { file, revision, all: readAll(file), indexes: new Map() };
  }
  let index = loaded.indexes.get(perspective);
  if (!index) {
    const { all } = loaded;
    const documents = perspective === 'raw' ? all : perspective === 'drafts' ? draftsOverlay(all) : all.filter((doc) => !isDraftId(doc._id));
    index = new DatasetIndex(documents);
    loaded.indexes.set(perspective, index);
  }
  return index;
}

const encoder = new TextEncoder();

export default async function runQuery(task: QueryTask): Promise<QueryOutcome> {
  const index = datasetAt(task.file, task.revision, task.perspective ?? 'published');
  task.started?.postMessage('started');
  task.started?.close();
  let json: string;
  try {
    const tree = narrowTree(parse(task.query, { params: task.params }), index);
    const value = await evaluate(tree, { dataset: index.documents, params: task.params, dereference: index.dereference });
    json = JSON.stringify(await value.get()) ?? 'null';
  } catch (error) {
    const { message, position } = error as { message?: unknown; position?: unknown };
    return {
      kind: 'queryError',
      message: typeof message === 'string' ? message : 'The query could not be evaluated',
      position: typeof position === 'number' ? position : undefined,
    };
  }
  // A string's length never exceeds its UTF-8 size: refuse before encoding when it is already too long.
  if (json.length > task.maxResultBytes) return { kind: 'resultTooLarge', bytes: json.length };
  const bytes = encoder.encode(json);
  if (bytes.byteLength > task.maxResultBytes) return { kind: 'resultTooLarge', bytes: bytes.byteLength };
  return move(bytes) as Uint8Array;
}
