/**
 * The guide's figures: recall@5 over tests/guide/questions.json (the share of each question's
 * required sources among the five passages it is answered with, averaged), the time to build the
 * passage index from the seed, and the median and 95th-percentile answer time over HTTP, from the
 * request to the answer's last event: without a model (the passages are the answer) and with a
 * local OpenAI-compatible stub that answers at once (the server's own cost of a generated answer).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readPublished } from '../api/src/content/dataset';
import { indexContent } from '../api/src/guide/retrieval';
import { readEvents, startModelStub } from '../tests/api/guideStub';
import { ROOT } from './lib';

interface RunningServer {
  base: string;
  stop(): Promise<void>;
}
type StartServer = (env?: NodeJS.ProcessEnv) => Promise<RunningServer>;

interface Question {
  question: string;
  sources: string[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function askAll(base: string, questions: Question[]) {
  const times: number[] = [];
  let recall = 0;
  for (const { question, sources } of questions) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/guide/answers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question }),
    });
    const events = readEvents(await response.text());
    times.push(performance.now() - started);
    const found = ((events.find((e) => e.event === 'sources')?.data as { sources: { url: string }[] } | undefined)?.sources ?? []).map((s) => s.url);
    recall += sources.filter((url) => found.includes(url)).length / sources.length;
  }
  return { recall: recall / questions.length, median: percentile(times, 50), p95: percentile(times, 95) };
}

export async function benchGuide(startServer: StartServer) {
  const { questions } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/guide/questions.json'), 'utf8')) as { questions: Question[] };
  const documents = readPublished(path.join(ROOT, 'content/dataset.ndjson'));
  const episodes = (JSON.parse(fs.readFileSync(path.join(ROOT, 'content/episodes/episodes.json'), 'utf8')) as { episodes: { id: string; name: string; description: string }[] }).episodes;
  const buildStarted = performance.now();
  const index = indexContent(documents, episodes);
  const buildMs = performance.now() - buildStarted;

  const rows: Record<string, string>[] = [];
  const plain = await startServer({ AI_BASE_URL: '', AI_MODEL: '' });
  try {
    await askAll(plain.base, questions.slice(0, 3)); // the first question builds the index
    const figures = await askAll(plain.base, questions);
    rows.push({ model: 'none (passages)', 'recall@5': figures.recall.toFixed(3), 'median ms': figures.median.toFixed(1), 'p95 ms': figures.p95.toFixed(1) });
  } finally {
    await plain.stop();
  }
  const stub = await startModelStub();
  stub.mode = { kind: 'answer', pieces: ['The texts say ', 'this [1].'] };
  const withModel = await startServer({ AI_BASE_URL: stub.baseUrl, AI_MODEL: 'stub' });
  try {
    await askAll(withModel.base, questions.slice(0, 3));
    const figures = await askAll(withModel.base, questions);
    rows.push({ model: 'local stub (instant)', 'recall@5': figures.recall.toFixed(3), 'median ms': figures.median.toFixed(1), 'p95 ms': figures.p95.toFixed(1) });
  } finally {
    await withModel.stop();
    await stub.close();
  }
  console.log(`${questions.length} questions; index of ${index.passages.length} passages built in ${buildMs.toFixed(0)} ms`);
  console.table(rows);
}
