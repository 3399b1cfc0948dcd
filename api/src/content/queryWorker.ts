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
import { move } from 'piscina';
import { readPublished } from './dataset.ts';
import { DatasetIndex, narrowTree } from './narrowing.ts';

export interface QueryTask {
  query: string;
  params: Record<string, unknown>;
  /** The NDJSON file and its revision as the server last saw it. */
  file: string;
  revision: number;
  /** Serialised results larger than this are refused, not sent. */
  maxResultBytes: number;
}

/** What a task answers when it does not answer the result's JSON (UTF-8 bytes, moved, not copied). */
export type QueryFailure =
  | { kind: 'queryError'; message: string; position?: number }
  | { kind: 'resultTooLarge'; bytes: number };

export type QueryOutcome = Uint8Array | QueryFailure;

let loaded: { file: string; revision: number; index: DatasetIndex } | undefined;

function datasetAt(file: string, revision: number): DatasetIndex {
  if (!loaded || loaded.file !== file || loaded.revision !== revision) {
    loaded = { file, revision, index: new DatasetIndex(readPublished(file)) };
  }
  return loaded.index;
}

const encoder = new TextEncoder();

export default async function runQuery(task: QueryTask): Promise<QueryOutcome> {
  const index = datasetAt(task.file, task.revision);
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
