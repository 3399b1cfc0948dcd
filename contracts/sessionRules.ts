/**
 * How long a member's session lasts, the one place server and browser read it from (no zod here:
 * the browser imports it).
 */
export const SESSION_RULES = {
  /** The access token (`token` in local storage); renewed through the refresh token before it runs out. */
  accessTokenMinutes: 15,
  /** "Remember me" unticked (and staff, ticked or not): the session ends this long after login. */
  shortSessionHours: 12,
  /** "Remember me" ticked: the session ends after this long unused. */
  rememberedIdleDays: 30,
} as const;

/** The refresh token's HttpOnly cookie (sent only to the renewal endpoint). */
export const REFRESH_COOKIE = 'jnanam_refresh';
/**
 * A cookie the browser's code can read that lives as long as the refresh cookie: a browser-session
 * cookie unless "Remember me" was ticked. Without it at start, the browser was closed since the
 * login, so the stored token is dropped instead of being used until it runs out.
 */
export const SESSION_MARK_COOKIE = 'jnanam_session';
/**
 * The session for page requests: an HttpOnly, SameSite=Lax cookie on every path that lives as long
 * as the refresh cookie, so the server draws a member's page as theirs. The API never reads it.
 */
export const PAGE_SESSION_COOKIE = 'jnanam_page';
