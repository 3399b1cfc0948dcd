/**
 * How the content endpoint answers a query it did not evaluate to a result: Sanity's error shape
 * `{error: {description, type, …}}` (what @sanity/client turns into the thrown error's message),
 * with a description that tells the caller what to change.
 */
import type { FastifyReply } from 'fastify';
import type { ContentQueryLimits, GuardedOutcome } from './queryPool';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function answerGuarded(
  reply: FastifyReply,
  query: string,
  outcome: Exclude<GuardedOutcome, { kind: 'result' }>,
  limits: ContentQueryLimits,
) {
  switch (outcome.kind) {
    case 'queryError': {
      const start = outcome.position ?? 0;
      return reply.status(400).send({ error: { description: outcome.message, query, start, end: start + 1, type: 'queryParseError' } });
    }
    case 'timeout':
      // 422, not 408: browsers may repeat a request answered 408, and this one would only time out again.
      return reply.status(422).send({
        error: {
          description: `The query ran longer than the ${limits.timeoutMs} ms this endpoint allows and was stopped. Narrow it: filter by _type, avoid nesting *[…] inside *[…], and slice large lists ([0...50]).`,
          type: 'queryExecutionTimeout',
          limitMs: limits.timeoutMs,
        },
      });
    case 'resultTooLarge':
      return reply.status(422).send({
        error: {
          description: `The result is larger than the ${megabytes(limits.maxResultBytes)} this endpoint answers (at least ${megabytes(outcome.bytes)}). Select fewer fields or slice the result ([0...100]).`,
          type: 'queryResultTooLarge',
          limitBytes: limits.maxResultBytes,
        },
      });
    case 'memoryLimit':
      return reply.status(422).send({
        error: {
          description: 'The query needed more memory than this endpoint allows and was stopped. Select fewer fields or slice the result.',
          type: 'queryMemoryLimitExceeded',
        },
      });
    case 'tooManyInFlight':
      return reply
        .status(429)
        .header('Retry-After', '1')
        .send({
          error: {
            description: `Too many queries at once from your address: at most ${limits.maxInFlightPerClient} are evaluated at a time. Retry when one has answered.`,
            type: 'tooManyConcurrentQueries',
          },
        });
    case 'busy':
      return reply
        .status(503)
        .header('Retry-After', '1')
        .send({ error: { description: 'The content endpoint is busy with other queries. Retry in a moment.', type: 'serverBusy' } });
    case 'clientGone':
      // Nobody is listening: close the connection instead of writing an answer to it.
      reply.hijack();
      reply.raw.destroy();
      return reply;
    case 'evaluatorFailed':
      return reply.status(500).send({
        error: { description: 'The query could not be evaluated right now. Try again later.', type: 'internalError' },
      });
  }
}
