/**
 * The AI guide: answers from the trust's texts with their sources. With a language model (a stub
 * speaking the OpenAI chat-completions protocol on a loopback port) the answer streams in order and
 * its citations name the passages sent; a slow, failing or refusing model, or none at all, gives the
 * passages themselves with their links. A member's questions are kept (the last 20), listed,
 * deleted, downloaded and erased; a visitor's are not kept. Bad questions are refused. The conversation
 * kept on the server, and the cap on model calls at once: guideConversation.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_RULES, type GuideSource } from '../../contracts/guide';
import { GUIDE_MESSAGES } from '../../contracts/messages/guide';
import { FIELD_MESSAGES } from '../../contracts/messages/field';
import { call, get, newMember, PASSWORD, post, startTestApp, STORE, type TestApp } from './helpers';
import { readEvents, startModelStub } from './guideStub';

const notes = GUIDE_MESSAGES;
let plain: TestApp;
let withModel: TestApp;
let stub: Awaited<ReturnType<typeof startModelStub>>;
const logLines: string[] = [];

const ask = async (app: TestApp, body: unknown, token?: string) => {
  const answer = await call(app.app, {
    method: 'POST',
    url: '/api/v1/guide/answers',
    payload: body as string,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { ...answer, events: answer.status === 200 ? readEvents(String(answer.body)) : [] };
};
const sourcesOf = (events: { event: string; data: unknown }[]) => (events.find((e) => e.event === 'sources')!.data as { sources: GuideSource[] }).sources;
const textOf = (events: { event: string; data: unknown }[]) =>
  events
    .filter((e) => e.event === 'text')
    .map((e) => (e.data as { text: string }).text)
    .join('');

beforeAll(async () => {
  stub = await startModelStub();
  plain = await startTestApp();
  withModel = await startTestApp({
    guideModel: { baseUrl: stub.baseUrl, apiKey: 'sk-secret-test-key', model: 'stub-model', timeoutMs: 400 },
    logStream: { write: (text: string) => logLines.push(text) },
  });
});
afterAll(async () => {
  await plain?.close();
  await withModel?.close();
  await stub?.close();
});

describe(`the guide without a model (${STORE})`, () => {
  it('answers with the passages themselves, each with its source link, and says nothing is generated', async () => {
    const { status, headers, events } = await ask(plain, { question: 'Why do we chant Om?' });
    expect(status).toBe(200);
    expect(String(headers['content-type'])).toContain('text/event-stream');
    expect(events.map((e) => e.event)).toEqual(['sources', 'fallback', 'done']);
    const sources = sourcesOf(events);
    expect(sources[0]).toMatchObject({ n: 1, title: 'Why We Chant Om', kind: 'episode', url: '/video-player/why-we-chant-om' });
    expect(sources[0]!.text).toContain('Mandukya');
    expect(sources.length).toBeLessThanOrEqual(GUIDE_RULES.passages);
    expect(events[0]!.data).toMatchObject({ generated: false });
    expect(events[1]!.data).toEqual({ note: null });
  });

  it('finds the same passages however an Indic word is spelled', async () => {
    const firsts = async (question: string) => sourcesOf((await ask(plain, { question })).events).map((s) => s.url);
    const upanishad = await firsts('Upanishad');
    for (const spelling of ['upaniṣad', 'Upanisad', 'उपनिषद्']) expect(await firsts(spelling)).toEqual(upanishad);
    const gita = await firsts('Gita');
    for (const spelling of ['Gītā', 'गीता']) expect(await firsts(spelling)).toEqual(gita);
    const om = await firsts('Om');
    for (const spelling of ['Aum', 'ॐ']) expect(await firsts(spelling)).toEqual(om);
    expect(upanishad[0]).toBeTruthy();
  });

  it('says so when the texts hold nothing on the question', async () => {
    const { events } = await ask(plain, { question: 'zzzqx vvvbb' });
    expect(sourcesOf(events)).toEqual([]);
  });

  it('refuses an empty or too long question, and a malformed conversation id, with a message', async () => {
    expect((await ask(plain, { question: '   ' })).body.message).toBe(FIELD_MESSAGES.required('Question'));
    expect((await ask(plain, { question: 'x'.repeat(GUIDE_RULES.questionMax + 1) })).body.message).toBe(FIELD_MESSAGES.atMost('Question', GUIDE_RULES.questionMax));
    const malformed = await ask(plain, { question: 'And karma?', conversationId: 'not/an id\u0000' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(notes.conversationInvalid);
    expect((await ask(plain, { question: 'x'.repeat(GUIDE_RULES.questionMax) })).status).toBe(200);
  });
});

describe(`a member's questions (${STORE})`, () => {
  it('keeps the last 20, lists them newest first, deletes one, and forgets a visitor', async () => {
    const member = await newMember(plain.app);
    const other = await newMember(plain.app);
    await ask(plain, { question: 'What does a visitor ask?' });
    for (let i = 1; i <= GUIDE_RULES.historyKept + 2; i += 1) {
      const { events } = await ask(plain, { question: `Question ${i} about dharma` }, member.token);
      expect(events.at(-1)!.data).toMatchObject({ questionId: expect.any(String) });
    }
    const listed = (await get(plain.app, '/guide/questions', member.token)).body.questions as { id: string; question: string }[];
    expect(listed).toHaveLength(GUIDE_RULES.historyKept);
    expect(listed[0]!.question).toBe(`Question ${GUIDE_RULES.historyKept + 2} about dharma`);
    expect(listed.at(-1)!.question).toBe('Question 3 about dharma');
    expect(await plain.db.selectFrom('guide_questions').select('question').where('question', '=', 'What does a visitor ask?').execute()).toEqual([]);

    const deleteAs = (id: string, token?: string) =>
      call(plain.app, { method: 'DELETE', url: `/api/v1/guide/questions/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await deleteAs(listed[0]!.id, other.token)).status).toBe(404);
    expect((await deleteAs(listed[0]!.id)).status).toBe(401);
    expect((await deleteAs(listed[0]!.id, member.token)).status).toBe(200);
    expect((await get(plain.app, '/guide/questions', member.token)).body.questions).toHaveLength(GUIDE_RULES.historyKept - 1);
    expect((await get(plain.app, '/guide/questions', other.token)).body.questions).toEqual([]);
    expect((await get(plain.app, '/guide/questions')).status).toBe(401);

    const download = (await get(plain.app, '/account/data', member.token)).body.parts.guideQuestions as unknown[];
    expect(download).toHaveLength(GUIDE_RULES.historyKept - 1);
    expect((await post(plain.app, '/account/delete', { password: PASSWORD }, member.token)).status).toBe(200);
    expect(await plain.db.selectFrom('guide_questions').select('id').where('member_id', '=', Number(member.id)).execute()).toEqual([]);
  });
});

describe(`the guide with a language model (${STORE})`, () => {
  it('sends the question and the numbered passages, and streams the answer in order with citations that map to the sources', async () => {
    stub.mode = { kind: 'answer', pieces: ['The Mandukya ', 'Upanishad reads Om ', 'as three sounds and a silence [1].'] };
    const before = stub.requests.length;
    const member = await newMember(withModel.app);
    const { events } = await ask(withModel, { question: 'What do the Upanishads say of Om?' }, member.token);
    expect(events.map((e) => e.event)).toEqual(['sources', 'text', 'text', 'text', 'done']);
    expect(textOf(events)).toBe('The Mandukya Upanishad reads Om as three sounds and a silence [1].');
    const sources = sourcesOf(events);
    expect(events[0]!.data).toMatchObject({ generated: true });
    const cited = sources.find((s) => s.n === 1)!;
    expect(cited.url).toBe('/video-player/why-we-chant-om');

    const sent = stub.requests[before]!;
    expect(sent.body.model).toBe('stub-model');
    expect(sent.body.stream).toBe(true);
    expect(sent.headers.authorization).toBe('Bearer sk-secret-test-key');
    const prompt = sent.body.messages.at(-1)!.content;
    expect(prompt).toContain('What do the Upanishads say of Om?');
    expect(prompt).toContain(`[1] ${cited.title}`);
    expect(prompt).toContain(cited.text);
    // Nothing about the member goes to the provider.
    expect(JSON.stringify(sent.body)).not.toContain(member.email);
  });

  it('gives the passages with a short note when the model is slow, fails or refuses, and never logs its address or key', async () => {
    for (const [mode, note] of [
      [{ kind: 'silent' }, notes.slowNote],
      [{ kind: 'fail' }, notes.failedNote],
      [{ kind: 'refuse' }, notes.refusedNote],
    ] as const) {
      stub.mode = mode;
      const { events, body } = await ask(withModel, { question: 'What is the Bhagavad Gita about?' });
      expect(events.map((e) => e.event)).toEqual(['sources', 'fallback', 'done']);
      expect(events[1]!.data).toEqual({ note });
      expect(sourcesOf(events)[0]!.url).toBeTruthy();
      expect(String(body)).not.toContain('127.0.0.1');
      expect(String(body)).not.toContain('sk-secret');
    }
    const log = logLines.join('');
    for (const reason of ['slow', 'failed', 'refused']) expect(log).toContain(`no answer (${reason})`);
    expect(log).not.toContain(stub.baseUrl);
    expect(log).not.toContain('sk-secret');
  });
});

describe(`the guide's limits (${STORE})`, () => {
  it('refuses questions past the per-member and per-address limits with a 429 that says when to try again', async () => {
    const limited = await startTestApp({ writeLimitScale: 1, writeLimits: { guide: { perAddress: 4, perMember: 2, windowMs: 60_000 } } });
    try {
      const member = await newMember(limited.app);
      for (let i = 0; i < 2; i += 1) expect((await ask(limited, { question: 'What is dharma?' }, member.token)).status).toBe(200);
      const refused = await ask(limited, { question: 'What is dharma?' }, member.token);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/questions to the guide from your account/);
      expect(refused.headers['retry-after']).toBeTruthy();
      // The member's refused question was not kept.
      expect((await get(limited.app, '/guide/questions', member.token)).body.questions).toHaveLength(2);
      for (let i = 0; i < 1; i += 1) expect((await ask(limited, { question: 'What is karma?' })).status).toBe(200);
      expect((await ask(limited, { question: 'What is karma?' })).body.message).toMatch(/questions to the guide from your network/);
    } finally {
      await limited.close();
    }
  });
});
