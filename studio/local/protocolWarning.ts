/**
 * Sanity's Studio warns, in a toast over the form, when its API answers over HTTP/1.1 ("You've got
 * your brakes on"), because Sanity's own API would then run out of the browser's six connections
 * per host. This server speaks HTTP/1.1 on purpose and the Studio's listeners share one stream
 * (sharedListener.ts), so the warning tells staff nothing they could act on, and the toast covers
 * the fields below it. It is snoozed here exactly as its own "Don't show again for this session"
 * button does.
 */
const SNOOZE_KEY = 'sanity-studio.network.check.snooze';

export function snoozeProtocolWarning() {
  try {
    window.sessionStorage.setItem(SNOOZE_KEY, new Date().toISOString());
  } catch {
    // Storage refused (private mode): the warning shows and can be dismissed by hand.
  }
}
