import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GUIDE_ENDPOINTS as E, GUIDE_RULES, type GuideEventData, type GuideEventName } from '../../../contracts/guide';
import { GUIDE_MESSAGES } from '../../../contracts/messages/guide';
import { SESSION_MESSAGES } from '../../../contracts/messages/session';
import type { Authenticator } from '../auth/authenticate';
import { clock, CLOCK_SHIFT_HEADER } from '../clock';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { numbered, promptFor } from './answer';
import { type GuideModelConfig, ModelError, type ModelFailure, streamChat } from './model';
import type { GuideQuestions } from './questions';
import type { PassageIndex } from './retrieval';

export interface GuideRouteDeps {
  authenticator: Authenticator;
  questions: GuideQuestions;
  index: () => Promise<PassageIndex>;
  model?: GuideModelConfig;
}

const NOTES: Record<ModelFailure, string> = {
  slow: GUIDE_MESSAGES.slowNote,
  failed: GUIDE_MESSAGES.failedNote,
  refused: GUIDE_MESSAGES.refusedNote,
};

const sse = <K extends GuideEventName>(event: K, data: GuideEventData<K>) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** /api/v1/guide/…: ask (a streamed answer), and a member's recent questions. */
export async function guideRoutes(app: FastifyInstance, { authenticator, questions, index, model }: GuideRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = (request: FastifyRequest, _reply: unknown, done: () => void) => clock.forRequest(request.headers[CLOCK_SHIFT_HEADER], done);
  const memberOf = (request: FastifyRequest) => {
    if (!request.auth) throw new HttpError(401, SESSION_MESSAGES.loginRequired);
    return request.auth.member.id;
  };

  api.post(E.ask.path, { schema: routeSchema(E.ask), onRequest, preValidation: authenticator.identifyMember }, async (request, reply) => {
    const { question } = request.body;
    const history = (request.body.history ?? []).slice(-GUIDE_RULES.contextTurns);
    // A follow-up ("and the silence after it?") names its subject in the previous question.
    const passages = (await index()).search(question, GUIDE_RULES.passages, history.at(-1)?.question);
    const sources = numbered(passages);
    // Only a member's own question is kept, for them; a visitor's is answered and forgotten.
    const questionId = request.auth ? await questions.record(request.auth.member.id, question) : null;
    const generating = Boolean(model) && sources.length > 0;

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
    if (model && generating) {
      try {
        for await (const text of streamChat(model, promptFor(question, history, sources), gone.signal)) write(sse('text', { text }));
      } catch (error) {
        const reason = error instanceof ModelError ? error.reason : 'failed';
        // The reason only: the provider's address and key never reach a log line.
        if (!gone.signal.aborted) request.log.warn(`the guide answered with passages: the language model gave no answer (${reason})`);
        write(sse('fallback', { note: NOTES[reason] }));
      }
    } else {
      write(sse('fallback', { note: null }));
    }
    write(sse('done', { questionId }));
    raw.end();
  });

  api.get(E.questions.path, { schema: routeSchema(E.questions), preValidation: authenticator.requireMember }, async (request) => ({
    success: true as const,
    questions: await questions.list(memberOf(request)),
  }));

  api.delete(E.deleteQuestion.path, { schema: routeSchema(E.deleteQuestion), preValidation: authenticator.requireMember }, async (request) => {
    if (!(await questions.remove(memberOf(request), Number(request.params.questionId)))) throw new HttpError(404, GUIDE_MESSAGES.questionNotFound);
    return { success: true as const };
  });
}
