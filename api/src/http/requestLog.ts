import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { API_ENDPOINTS } from '../../../contracts/api';
import { API_PREFIX } from '../../../contracts/endpoint';

/** `json`: one JSON object a line, for log collectors; `pretty`: one readable line a request, for a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when set; otherwise JSON in production (a log collector reads it) and readable lines
 * everywhere else (`npm start`, `npm run dev`), where a person reads the terminal.
 */
export function logFormatFrom(env: NodeJS.ProcessEnv): LogFormat {
  const value = env.LOG_FORMAT;
  if (value === 'json' || value === 'pretty') return value;
  if (value) throw new Error(`LOG_FORMAT must be "json" or "pretty", got "${value}"`);
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/** What a credential in a path is logged as. */
export const REDACTED = '[redacted]';

/**
 * The endpoints whose address carries a credential in a `:token` segment (a premium video's
 * signed address): the segments of each path, with the token's position. Read from the contracts,
 * so a new such endpoint is redacted without being listed here.
 */
const TOKEN_PATHS = API_ENDPOINTS.filter((endpoint) => endpoint.path.split('/').includes(':token')).map((endpoint) => {
  const segments = `${API_PREFIX}${endpoint.path}`.split('/');
  return { segments, token: segments.indexOf(':token') };
});

/** The path with the token segment of a signed address replaced by REDACTED. */
function withoutTokens(path: string): string {
  const parts = path.split('/');
  for (const { segments, token } of TOKEN_PATHS) {
    if (parts.length !== segments.length) continue;
    if (segments.every((segment, i) => segment.startsWith(':') || segment === parts[i])) {
      parts[token] = REDACTED;
      return parts.join('/');
    }
  }
  return path;
}

/**
 * A request's path without its query string, and without a signed address's token: reset and
 * confirmation tokens, receipt keys, payment proofs and premium media links travel there, and
 * whoever reads the logs must not be able to use them.
 */
export const pathOf = (url: string | undefined): string => {
  const path = url ?? '';
  const query = path.indexOf('?');
  return withoutTokens(query === -1 ? path : path.slice(0, query));
};

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
}

/** One JSON log line as a person reads it: `14:02:07 GET /api/v1/episodes 200 3.1 ms`, or the message of anything else. */
export function prettyLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[record.level ?? 30] ?? 'INFO';
  if (record.req && record.res && record.responseTime !== undefined) {
    const line = `${time} ${record.req.method} ${pathOf(record.req.url)} ${record.res.statusCode} ${record.responseTime.toFixed(1)} ms`;
    return level === 'INFO' ? line : `${line} ${level}${record.err?.message ? `: ${record.err.message}` : ''}`;
  }
  const where = record.req ? ` (${record.req.method} ${pathOf(record.req.url)})` : '';
  const id = record.reqId ? ` [${record.reqId}]` : '';
  const detail = record.err?.stack ? `\n${record.err.stack}` : record.err?.message ? `: ${record.err.message}` : '';
  return `${time} ${level === 'INFO' ? '' : `${level} `}${record.msg ?? ''}${where}${id}${detail}`;
}

/** A pino destination that turns each JSON line into a readable one on stdout. */
export const prettyStream = (out: { write(text: string): unknown } = process.stdout) => ({
  write(chunk: string) {
    for (const line of chunk.split('\n')) if (line) out.write(`${prettyLine(line)}\n`);
  },
});

/**
 * Fastify's per-request log lines, one per request instead of two, and never with the query
 * string: `request completed` with method, path, status and time.
 */
class PathOnlyLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${pathOf(request.url)} not found`);
  }
}

const REDACT = ['req.headers.authorization', 'req.body.password', 'req.body.confirmPassword', 'req.body.token'];

/** The server's logger and request-log options: JSON or readable lines, paths without query strings. */
export function loggingOptions({ logRequests, format, stream }: { logRequests: boolean; format: LogFormat; stream?: { write(text: string): unknown } }) {
  return {
    // Errors are always logged; the per-request lines only when asked for (off in tests).
    logger: {
      level: logRequests ? 'info' : 'warn',
      redact: REDACT,
      serializers: {
        req: (request: { method?: string; url?: string }) => ({ method: request.method, url: pathOf(request.url) }),
      },
      ...(format === 'pretty' ? { stream: prettyStream(stream) } : stream ? { stream } : {}),
    },
    logController: new PathOnlyLogController({ disableRequestLogging: !logRequests }),
  } satisfies Pick<FastifyServerOptions, 'logger' | 'logController'>;
}
