import { errors, jwtVerify, SignJWT } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { clock } from '../clock';

const ALGORITHM = 'HS256';
const ISSUER = 'jnanam';
const AUDIENCE = 'jnanam-api';
/**
 * The page cookie's token names the same member and login but another audience: the API refuses
 * it as a bearer token, and a page refuses an access token in its cookie.
 */
const PAGE_AUDIENCE = 'jnanam-pages';
const MIN_SECRET_BYTES = 32;

/**
 * The HMAC key: JWT_SECRET when given, otherwise a random secret generated once into
 * DATA_DIR/jwt-secret (mode 0600) so tokens survive restarts.
 */
export function loadJwtSecret(dataDir: string, configured?: string): Uint8Array {
  if (configured) {
    const bytes = new TextEncoder().encode(configured);
    if (bytes.length < MIN_SECRET_BYTES) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long.`);
    return bytes;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'jwt-secret');
  try {
    // 'wx' fails if the file exists, so two processes starting together cannot overwrite each other.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_BYTES)
    throw new Error(`${file} holds a secret that is too short; delete it to generate a new one.`);
  return new TextEncoder().encode(secret);
}

export interface IssuedToken {
  token: string;
  jti: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

export interface TokenClaims {
  userId: number;
  jti: string;
  /**
   * The member's session version when the token was issued (claim `sv`; 0 for tokens from before
   * it existed). A token whose version is older than the member's current one has been ended.
   */
  sessionVersion: number;
  /** The login the token belongs to (claim `fam`, a row of session_families); ending it ends the token. */
  familyId: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

export function createTokenService(secret: Uint8Array) {
  async function issue(audience: string, userId: number, sessionVersion: number, familyId: string, expiresAt: number, issuedAtMs: number): Promise<IssuedToken> {
    const jti = randomUUID();
    const token = await new SignJWT({ sv: sessionVersion, fam: familyId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(Math.floor(issuedAtMs / 1000))
      .setExpirationTime(expiresAt)
      .sign(secret);
    return { token, jti, expiresAt };
  }

  async function verify(audience: string, token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        currentDate: clock.now(),
      });
      const userId = Number(payload.sub);
      const sessionVersion = payload.sv ?? 0;
      const familyId = payload.fam;
      if (!Number.isSafeInteger(userId) || !payload.jti || !payload.exp || !Number.isSafeInteger(sessionVersion)) return null;
      if (typeof familyId !== 'string' || !familyId) return null;
      return { userId, jti: payload.jti, expiresAt: payload.exp, sessionVersion: sessionVersion as number, familyId };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  return {
    /**
     * An access token of the family, valid until `expiresAt` (seconds since the epoch); issued at
     * `issuedAtMs`, the moment its expiry was counted from (not a later tick of the clock).
     */
    issue: (userId: number, sessionVersion: number, familyId: string, expiresAt: number, issuedAtMs = clock.nowMs()) =>
      issue(AUDIENCE, userId, sessionVersion, familyId, expiresAt, issuedAtMs),
    /** The token's claims, or null when it is forged, expired, malformed, of another algorithm or audience, or of no family (issued before families). */
    verify: (token: string) => verify(AUDIENCE, token),
    /** The page cookie's token: the family's member for page requests, valid as long as the refresh cookie. */
    issuePage: (userId: number, sessionVersion: number, familyId: string, expiresAt: number, issuedAtMs = clock.nowMs()) =>
      issue(PAGE_AUDIENCE, userId, sessionVersion, familyId, expiresAt, issuedAtMs),
    /** A page cookie's claims, null on the same grounds as `verify`. */
    verifyPage: (token: string) => verify(PAGE_AUDIENCE, token),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
