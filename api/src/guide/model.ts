/**
 * The language model behind the guide, reached through any OpenAI-compatible chat-completions
 * endpoint (a hosted provider, or Ollama / llama.cpp's server on the trust's own machine). Its
 * address and key stay in this module: errors name what went wrong, never where or with what key.
 */
export interface GuideModelConfig {
  /** AI_BASE_URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (without /chat/completions). */
  baseUrl: string;
  /** AI_API_KEY, when the endpoint wants one. */
  apiKey?: string;
  /** AI_MODEL, the model's name at that endpoint. */
  model: string;
  /** How long the model may take before the passages answer instead (tests shorten it). */
  timeoutMs?: number;
}

export function guideModelFrom(env: NodeJS.ProcessEnv): GuideModelConfig | undefined {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl && !model) return undefined;
  if (!baseUrl || !model) throw new Error('AI_BASE_URL and AI_MODEL must be set together (or neither, for answers from the passages alone)');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error('AI_BASE_URL must be an http(s) address');
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error('AI_BASE_URL must be an http(s) address');
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env.AI_API_KEY?.trim() || undefined, model };
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why the model gave no answer: each has its note for the reader. */
export type ModelFailure = 'slow' | 'failed' | 'refused';

export class ModelError extends Error {
  constructor(readonly reason: ModelFailure) {
    super(`the language model gave no answer (${reason})`);
  }
}

interface ChunkShape {
  choices?: { delta?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
}

/**
 * Streams the model's answer, piece by piece. Throws ModelError('slow') when nothing has arrived
 * within the time limit or the stream stalls that long, 'refused' on a refusal or a content filter,
 * 'failed' on anything else.
 */
export async function* streamChat(config: GuideModelConfig, messages: ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  const timeoutMs = config.timeoutMs ?? 20_000;
  const controller = new AbortController();
  let timedOut = false;
  let timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      // 400 with a policy message and 451 are how some providers refuse a question.
      throw new ModelError(response.status === 451 ? 'refused' : 'failed');
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let any = false;
    let finished = false;
    while (!finished) {
      const { value, done } = await reader.read();
      if (done) break;
      restartTimer();
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(end + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          finished = true;
          break;
        }
        let chunk: ChunkShape;
        try {
          chunk = JSON.parse(data) as ChunkShape;
        } catch {
          throw new ModelError('failed');
        }
        const choice = chunk.choices?.[0];
        if (typeof choice?.delta?.refusal === 'string' && choice.delta.refusal) throw new ModelError('refused');
        if (choice?.finish_reason === 'content_filter') throw new ModelError('refused');
        const content = choice?.delta?.content;
        if (typeof content === 'string' && content) {
          any = true;
          yield content;
        }
      }
    }
    if (!any) throw new ModelError('failed');
  } catch (error) {
    if (error instanceof ModelError) throw error;
    throw new ModelError(timedOut ? 'slow' : 'failed');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}
