import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The Content Lake hosts of the configured Sanity project, the only ones the browser may call:
 * a wildcard would let an injected script post what it read to any Sanity project.
 */
export const sanityConnectSources = (projectId: string | undefined) =>
  projectId ? [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`] : [];

type WithNonce = ServerResponse & { scriptNonce?: string };

/** The nonce this response's inline scripts carry (React Router's hydration data and module loader). */
export const scriptNonceOf = (response: ServerResponse) => (response as WithNonce).scriptNonce ?? '';

/**
 * Security headers for the whole site. The session token lives in localStorage, so the
 * Content-Security-Policy allows only the site's own scripts.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { razorpay = false, sanityProjectId }: { razorpay?: boolean; sanityProjectId?: string } = {},
) {
  // A fresh nonce per response, made before helmet writes the policy that names it.
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as WithNonce).scriptNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay Checkout's script and payment frame, only when payments go through Razorpay.
        // A page's inline scripts (its data for hydration, its module loader) carry the response's nonce.
        scriptSrc: ["'self'", (_request, response) => `'nonce-${scriptNonceOf(response as ServerResponse)}'`, ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
        // Members' articles may show a YouTube (privacy-enhanced) or Vimeo player.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...(razorpay ? ['https://api.razorpay.com'] : [])],
        // React style attributes and the carousel's inline widths need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
        mediaSrc: ["'self'", 'blob:', 'https://cdn.sanity.io'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...sanityConnectSources(sanityProjectId)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
