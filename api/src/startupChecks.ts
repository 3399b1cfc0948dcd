import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

/**
 * What a production server must not start without, one line each: with no Razorpay keys anyone
 * could "pay" any order on the test checkout, and with no PUBLIC_ORIGIN the links in e-mails
 * would have to be made from something a client sends.
 */
export function productionRefusals(env: NodeJS.ProcessEnv, config: AppConfig): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const refusals: string[] = [];
  if (!config.razorpay && !config.paymentsTestMode) {
    refusals.push(
      'Refusing to start: NODE_ENV=production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS_TEST_MODE=true to take test payments where no money moves.',
    );
  }
  if (!config.publicOrigin) {
    refusals.push('Refusing to start: NODE_ENV=production needs PUBLIC_ORIGIN (e.g. https://jnanam.org), the address links in e-mails point to.');
  }
  return refusals;
}

/** Hosts that mean "every interface": a link needs a name a browser can open instead. */
const ANY_INTERFACE = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * The site's origin for links in e-mails: PUBLIC_ORIGIN, or else the address this server listens
 * on (its port once listening), never a request's Host or X-Forwarded-Host, which a client chooses.
 */
export function siteOrigin(app: FastifyInstance, config: Pick<AppConfig, 'publicOrigin' | 'host' | 'port'>): () => string {
  return () => {
    if (config.publicOrigin) return config.publicOrigin;
    const address = app.server.listening ? app.server.address() : null;
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = ANY_INTERFACE.has(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
    return `http://${host}:${port}`;
  };
}
