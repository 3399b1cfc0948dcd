import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PAGE_LOADER_SCRIPT_SOURCE } from '../site/pageAssets';

/**
 * Security headers for the whole site. The session token lives in localStorage, so the
 * Content-Security-Policy allows only the site's own scripts.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { razorpay = false }: { razorpay?: boolean } = {}) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay Checkout's script and payment frame, only when payments go through Razorpay.
        // The pages' script loader (api/src/site/pageAssets.ts) is inline: allowed by its hash.
        scriptSrc: ["'self'", PAGE_LOADER_SCRIPT_SOURCE, ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
        ...(razorpay ? { frameSrc: ['https://api.razorpay.com'] } : {}),
        // React style attributes and the carousel's inline widths need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
        mediaSrc: ["'self'", 'blob:', 'https://cdn.sanity.io'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.sanity.io', 'https://*.apicdn.sanity.io'],
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
