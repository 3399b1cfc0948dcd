/**
 * The embedded content endpoint behaves like Sanity's query API: GET with `$name=<JSON>`
 * parameters, POST {query, params}, drafts hidden, syntax errors as 400 with a description,
 * unknown datasets as 404 — and the unchanged @sanity/client works against it.
 */
import { createClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';

const docs = [
  { _id: 'siteSettings', _type: 'siteSettings', productName: 'Jnanam', contactEmail: 'contact@jnanam.example' },
  { _id: 'topic-yoga', _type: 'topic', title: 'Yoga', order: 2 },
  { _id: 'topic-dharma', _type: 'topic', title: 'Dharma', order: 1 },
  { _id: 'drafts.topic-yoga', _type: 'topic', title: 'Yoga (unpublished edit)', order: 2 },
  { _id: 'drafts.topic-secret', _type: 'topic', title: 'Secret draft', order: 3 },
];

let app: FastifyInstance;
let base: string;
const dirs: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  const contentDir = tmp('jnanam-content-');
  fs.mkdirSync(path.join(contentDir, 'images'));
  fs.writeFileSync(path.join(contentDir, 'dataset.ndjson'), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: tmp('jnanam-data-'), CONTENT_DIR: contentDir, WEB_DIST_DIR: tmp('jnanam-web-'), LOG_REQUESTS: 'false' }),
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const url = (q: string, params: Record<string, string> = {}, dataset = 'production') =>
  `/v2025-02-19/data/query/${dataset}?${new URLSearchParams({ query: q, ...params })}`;

describe('GET /v{apiVersion}/data/query/{dataset}', () => {
  it('answers {query, result, ms}', async () => {
    const q = '*[_type == "topic"] | order(order asc).title';
    const res = await app.inject({ method: 'GET', url: url(q) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.query).toBe(q);
    expect(body.result).toEqual(['Dharma', 'Yoga']);
    expect(typeof body.ms).toBe('number');
  });

  it('reads parameters as $name=<JSON>', async () => {
    const res = await app.inject({ method: 'GET', url: url('*[_type == "topic" && title == $title][0]._id', { $title: '"Dharma"' }) });
    expect(res.json().result).toBe('topic-dharma');
    const list = await app.inject({ method: 'GET', url: url('*[_id in $ids] | order(_id asc)._id', { $ids: '["topic-yoga","siteSettings"]' }) });
    expect(list.json().result).toEqual(['siteSettings', 'topic-yoga']);
  });

  it('rejects a parameter that is not JSON with 400', async () => {
    const res = await app.inject({ method: 'GET', url: url('*[title == $title]', { $title: 'Dharma' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toMatch(/\$title/);
  });

  it('hides drafts (the published perspective)', async () => {
    const res = await app.inject({ method: 'GET', url: url('*[_type == "topic"]{_id, title}') });
    const ids = res.json().result.map((d: { _id: string }) => d._id);
    expect(ids).not.toContain('drafts.topic-yoga');
    expect(ids).not.toContain('drafts.topic-secret');
    expect(res.json().result.find((d: { _id: string }) => d._id === 'topic-yoga').title).toBe('Yoga');
  });

  it('answers a GROQ syntax error with 400 and a description', async () => {
    const res = await app.inject({ method: 'GET', url: url('*[_type == ') });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.type).toBe('queryParseError');
    expect(typeof error.description).toBe('string');
    expect(error.description.length).toBeGreaterThan(0);
  });

  it('answers an unknown dataset with 404', async () => {
    const res = await app.inject({ method: 'GET', url: url('*[0]', {}, 'staging') });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/staging/);
  });
});

describe('POST /v{apiVersion}/data/query/{dataset}', () => {
  it('takes {query, params}', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2025-02-19/data/query/production',
      payload: { query: '*[_type == "topic" && order > $min].title', params: { min: 1 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual(['Yoga']);
  });

  it('answers a syntax error with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/v2025-02-19/data/query/production', payload: { query: '*[' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.description).toBeTruthy();
  });
});

describe('@sanity/client against the endpoint', () => {
  it('fetches unchanged with apiHost = the origin', async () => {
    const client = createClient({ projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', useCdn: false, apiHost: base, useProjectHostname: false });
    expect(await client.fetch('*[_id == $id][0].contactEmail', { id: 'siteSettings' })).toBe('contact@jnanam.example');
    const long = await client.fetch<string[]>(`*[_type == "topic" && title != $pad] | order(order asc).title`, { pad: 'x'.repeat(12_000) });
    expect(long).toEqual(['Dharma', 'Yoga']); // long queries go as POST
    await expect(client.fetch('*[')).rejects.toThrow();
  });
});
