/**
 * The content endpoint follows its dataset file: after an edit or a new import, the next query
 * answers from the new documents — neither the result cache nor the query workers (which hold the
 * parsed dataset) keep answering the old ones. A file broken mid-edit gets a plain 500 until fixed.
 */
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';

let app: FastifyInstance;
let datasetFile: string;
const dirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const writeDataset = (docs: object[]) => fs.writeFileSync(datasetFile, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');

beforeAll(async () => {
  const contentDir = tmp('jnanam-reload-content-');
  fs.mkdirSync(path.join(contentDir, 'images'));
  datasetFile = path.join(contentDir, 'dataset.ndjson');
  writeDataset([{ _id: 'topic-yoga', _type: 'topic', title: 'Yoga' }]);
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: tmp('jnanam-reload-data-'), CONTENT_DIR: contentDir, WEB_DIST_DIR: tmp('jnanam-reload-web-'), LOG_REQUESTS: 'false' }),
  );
});

afterAll(async () => {
  await app?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const titles = async () => {
  const res = await app.inject({ method: 'GET', url: `/v2025-02-19/data/query/production?${new URLSearchParams({ query: '*[_type == "topic"] | order(title asc).title' })}` });
  expect(res.statusCode).toBe(200);
  return res.json().result as string[];
};

it('answers from the new documents after the dataset file changes', async () => {
  expect(await titles()).toEqual(['Yoga']);
  expect(await titles()).toEqual(['Yoga']); // now from the cache
  writeDataset([
    { _id: 'topic-yoga', _type: 'topic', title: 'Yoga' },
    { _id: 'topic-dharma', _type: 'topic', title: 'Dharma' },
    { _id: 'drafts.topic-karma', _type: 'topic', title: 'Karma (draft)' },
  ]);
  expect(await titles()).toEqual(['Dharma', 'Yoga']);
  writeDataset([{ _id: 'topic-dharma', _type: 'topic', title: 'Dharma' }]);
  expect(await titles()).toEqual(['Dharma']);
});

it('answers 500 without details while the file is broken, and recovers when it is fixed', async () => {
  fs.writeFileSync(datasetFile, '{"_id": "topic-yoga", "_type": "topic", "title": "Yo\n');
  const res = await app.inject({ method: 'GET', url: `/v2025-02-19/data/query/production?${new URLSearchParams({ query: 'count(*)' })}` });
  expect(res.statusCode).toBe(500);
  expect(res.json().error).toEqual({ description: 'The query could not be evaluated right now. Try again later.', type: 'internalError' });
  writeDataset([{ _id: 'topic-karma', _type: 'topic', title: 'Karma' }]);
  expect(await titles()).toEqual(['Karma']);
});
