import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GUIDE_ENDPOINTS as E, GUIDE_RULES, type GuideEventData, type GuideEventName } from '../../../contracts/guide';
import { GUIDE_MESSAGES } from '../../../contracts/messages/guide';
import { clock, CLOCK_SHIFT_HEADER } from '../clock';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { numbered, promptFor } from './answer';
import { type GuideModelConfig, ModelError, type ModelFailure, streamChat } from './model';
import type { ModelCallGate, ModelCallLimits } from './modelCalls';
import type { GuideQuestions } from './questions';
import type { PassageIndex } from './retrieval';
import type { GuideThreads } from './threads';
import { memberOf } from '../auth/memberGuard';

export interface GuideRouteDeps {
  questions: GuideQuestions;
  threads: GuideThreads;
  index: () => Promise<PassageIndex>;
  model?: GuideModelConfig;
  /** Model calls at once and questions waiting; past both, a question is refused with 503. */
  modelCalls: { gate: ModelCallGate; limits: ModelCallLimits };
}

const NOTES: Record<ModelFailure, string> = {
  slow: GUIDE_MESSAGES.slowNote,
  failed: GUIDE_MESSAGES.failedNote,
  refused: GUIDE_MESSAGES.refusedNote,
};

const sse = <K extends GuideEventName>(event: K, data: GuideEventData<K>) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** /api/v1/guide/…: ask (a streamed answer), and a member's recent questions. */
export async function guideRoutes(app: FastifyInstance, { questions, threads, index, model, modelCalls }: GuideRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = (request: FastifyRequest, _reply: unknown, done: () => void) => clock.forRequest(request.headers[CLOCK_SHIFT_HEADER], done);

  api.post(E.ask.path, { schema: routeSchema(E.ask), onRequest }, async (request, reply) => {
    const { question, conversationId } = request.body;
    const memberId = request.auth?.member.id ?? null;
    // The earlier turns are the server's own record of this conversation, never the client's word.
    const thread = await threads.open(conversationId, memberId);
    const history = thread.turns;
    // A follow-up ("and the silence after it?") names its subject in the previous question.
    const passages = (await index()).search(question, GUIDE_RULES.passages, history.at(-1)?.question);
    const sources = numbered(passages);
    const generating = Boolean(model) && sources.length > 0;
    // A place among the model's calls is taken before the answer starts, so a refusal is a plain 503.
    const call = model && generating ? modelCalls.gate.enter() : null;
    if (model && generating && !call) {
      // Answered here rather than thrown: the error handler takes every 5xx for a fault of the server's.
      const seconds = modelCalls.limits.retryAfterSeconds;
      return reply.status(503).header('retry-after', String(seconds)).send({ success: false as const, message: GUIDE_MESSAGES.busy(seconds) });
    }
    // Only a member's own question is kept, for them; a visitor's is answered and forgotten.
    const questionId = memberId !== null ? await questions.record(memberId, question) : null;

    reply.hijack();
    const raw = reply.raw;
    const gone = new AbortController();
    raw.on('close', () => gone.abort());
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    const write = (chunk: string) => {
      if (!raw.writableEnded && !gone.signal.aborted) raw.write(chunk);
    };
    write(sse('sources', { sources, generated: generating }));
    // What the conversation keeps of this answer: the model's text, or the passages' titles when they answer.
    let answer = '';
    const passagesAsAnswer = () => sources.map((source) => `[${source.n}] ${source.title}`).join('\n');
    if (model && call) {
      try {
        gone.signal.addEventListener('abort', call.release);
        await call.ready;
        if (!gone.signal.aborted) {
          for await (const text of streamChat(model, promptFor(question, history, sources), gone.signal)) {
            answer += text;
            write(sse('text', { text }));
          }
        }
      } catch (error) {
        const reason = error instanceof ModelError ? error.reason : 'failed';
        // The reason only: the provider's address and key never reach a log line.
        if (!gone.signal.aborted) request.log.warn(`the guide answered with passages: the language model gave no answer (${reason})`);
        answer = passagesAsAnswer();
        write(sse('fallback', { note: NOTES[reason] }));
      } finally {
        call.release();
        gone.signal.removeEventListener('abort', call.release);
      }
    } else {
      answer = passagesAsAnswer();
      write(sse('fallback', { note: null }));
    }
    try {
      if (!gone.signal.aborted) await threads.add(thread, memberId, { question, answer });
    } catch (error) {
      // The answer has been given; a follow-up then starts afresh, which is all this loses.
      request.log.error({ err: error }, 'the guide could not keep a turn of a conversation');
    }
    write(sse('done', { questionId, conversationId: thread.id }));
    raw.end();
  });

  api.get(E.questions.path, { schema: routeSchema(E.questions) }, async (request) => ({
    success: true as const,
    questions: await questions.list(memberOf(request).id),
  }));

  api.delete(E.deleteQuestion.path, { schema: routeSchema(E.deleteQuestion) }, async (request) => {
    if (!(await questions.remove(memberOf(request).id, Number(request.params.questionId)))) throw new HttpError(404, GUIDE_MESSAGES.questionNotFound);
    return { success: true as const };
  });
}
