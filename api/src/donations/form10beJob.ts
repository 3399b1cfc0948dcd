import type { FastifyBaseLogger } from 'fastify';
import { clock } from '../clock';
import { type Form10beService, lastClosedYear } from './form10be';

const HOUR_MS = 60 * 60 * 1000;

/**
 * After a financial year closes (1 April, in India), the server e-mails every donor with a PAN their
 * Form 10BE for it, from its hourly schedule. Each certificate is sent once however often this
 * runs (the service claims it first); once a year's sending had nothing left to send, the job rests
 * until the next year closes, and a failed send is tried again the next hour.
 */
export function createForm10beJob(form10be: Form10beService, log: Pick<FastifyBaseLogger, 'info' | 'error'>) {
  let finished: string | null = null;
  return {
    /** One run: the last closed year's certificates not yet sent go out. */
    async run(): Promise<void> {
      const year = lastClosedYear(clock.now());
      if (year === finished) return;
      try {
        const { sent, failed } = await form10be.sendYear(year, log);
        if (sent) log.info({ sent, year }, 'Form 10BE certificates e-mailed');
        if (!failed) finished = year;
      } catch (error) {
        log.error({ err: error, year }, 'The yearly Form 10BE job failed');
      }
    },
  };
}

export function scheduleForm10be(form10be: Form10beService, log: FastifyBaseLogger): () => void {
  const job = createForm10beJob(form10be, log);
  const timer = setInterval(() => void job.run(), HOUR_MS);
  timer.unref();
  void job.run();
  return () => clearInterval(timer);
}
