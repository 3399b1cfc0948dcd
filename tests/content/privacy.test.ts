/**
 * The dataset is public (anyone can query all of it, as with a public Sanity dataset), so it must
 * hold nothing of members: asked for everything through the content endpoint — and read raw,
 * drafts included — it shows no e-mail address but the trust's own, none of the sample members'
 * messages, posts, reviews or comments, and no document of the types that moved to the API.
 */
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app';
import {
  SAMPLE_POST_INTERACTIONS,
  SAMPLE_VIDEO_SAMPLE_COMMENTS,
  type SampleComment,
} from '../../api/src/community/seed/interactions';
import { SAMPLE_CONVERSATIONS, SAMPLE_MEMBERS, SAMPLE_POSTS, SAMPLE_REVIEWS, sampleEmail } from '../../api/src/community/seed';
import { loadConfig } from '../../api/src/config';
import { schemaTypes } from '../../schemas';
import { CONTENT_DIR } from './seed';

const MOVED_TYPES = ['memberProfile', 'conversation', 'post', 'bookReview', 'tribe'];
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

let app: FastifyInstance;
let dataDir: string;
/** Everything the public can read: the endpoint's answer to `*`, and the raw file (drafts too). */
let publicText: string;
let rawText: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-privacy-'));
  app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CONTENT_DIR, WEB_DIST_DIR: dataDir, LOG_REQUESTS: 'false' }));
  const answer = await app.inject({ url: `/v2025-02-19/data/query/production?${new URLSearchParams({ query: '*' })}` });
  expect(answer.statusCode).toBe(200);
  publicText = JSON.stringify((answer.json() as { result: unknown[] }).result);
  rawText = fs.readFileSync(path.join(CONTENT_DIR, 'dataset.ndjson'), 'utf8');
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const commentTexts = (comments: SampleComment[]) => comments.flatMap((c) => [c.text, ...(c.replies ?? []).map((r) => r.text)]);

describe('the public dataset', () => {
  it('is answered in full by the endpoint (the check reads real content)', () => {
    expect(JSON.parse(publicText).length).toBeGreaterThan(100);
  });

  it("holds no e-mail address but the trust's own", async () => {
    const answer = await app.inject({
      url: `/v2025-02-19/data/query/production?${new URLSearchParams({
        query: '*[_id == "siteSettings"][0]{contactEmail, "grievance": grievanceOfficer.email}',
      })}`,
    });
    // The trust's own addresses: the contact address and its grievance officer's, which the law asks it to publish.
    const { contactEmail, grievance } = (answer.json() as { result: { contactEmail: string; grievance: string } }).result;
    expect(contactEmail).toMatch(EMAIL);
    expect(grievance).toMatch(EMAIL);
    const allowed = [contactEmail, grievance];
    for (const text of [publicText, rawText]) {
      expect([...new Set(text.match(EMAIL) ?? [])].filter((email) => !allowed.includes(email))).toEqual([]);
    }
  });

  it('would show a member address if one were there (the check is real)', () => {
    const leaked = JSON.stringify([{ _id: 'x', email: sampleEmail(SAMPLE_MEMBERS[0]!.slug) }]);
    expect(leaked.match(EMAIL)).toEqual([sampleEmail(SAMPLE_MEMBERS[0]!.slug)]);
  });

  it('holds none of the sample members’ messages, posts, reviews or comments', () => {
    const private_ = [
      ...SAMPLE_CONVERSATIONS.flatMap((c) => c.messages.flatMap((m) => (m.text ? [m.text] : []))),
      ...Object.values(SAMPLE_POSTS).map((p) => p.body),
      ...SAMPLE_REVIEWS.map((r) => r.text),
      ...Object.values(SAMPLE_POST_INTERACTIONS).flatMap((p) => commentTexts(p.comments)),
      ...Object.values(SAMPLE_VIDEO_SAMPLE_COMMENTS).flatMap(commentTexts),
    ];
    expect(private_.length).toBeGreaterThan(30);
    for (const text of [publicText, rawText]) {
      expect(private_.filter((t) => text.includes(JSON.stringify(t).slice(1, -1)))).toEqual([]);
    }
  });

  it('has no document, and the schema no type, of what moved to the API', () => {
    const types = new Set((JSON.parse(publicText) as { _type: string }[]).map((doc) => doc._type));
    const rawTypes = new Set(rawText.trim().split('\n').map((line) => (JSON.parse(line) as { _type: string })._type));
    expect(MOVED_TYPES.filter((type) => types.has(type) || rawTypes.has(type))).toEqual([]);
    expect(schemaTypes.map((type) => type.name).filter((name) => MOVED_TYPES.includes(name))).toEqual([]);
  });
});
