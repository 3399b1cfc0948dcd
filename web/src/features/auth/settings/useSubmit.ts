import { useState } from 'react';
import { isApiError } from '~/shared/api/ApiError';
import type { FormMessage } from '../components/FormAlert';

/**
 * One settings form's sending state and message: the server's words when it refuses, a plain
 * fallback when it cannot be reached. `run` returns the answer, or undefined when it failed.
 */
export function useSubmit(fallback: string) {
  const [message, setMessage] = useState<FormMessage>(null);
  const [sending, setSending] = useState(false);
  async function run<T>(call: () => Promise<T>, success: (answer: T) => string): Promise<T | undefined> {
    setSending(true);
    setMessage(null);
    try {
      const answer = await call();
      setMessage({ tone: 'success', text: success(answer), reveal: true });
      return answer;
    } catch (failure) {
      const text = isApiError(failure) && failure.serverMessage ? failure.serverMessage : fallback;
      setMessage({ tone: 'error', text, reveal: true });
      return undefined;
    } finally {
      setSending(false);
    }
  }
  return { message, setMessage, sending, run };
}
