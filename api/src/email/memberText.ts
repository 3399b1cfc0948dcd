/**
 * Text members wrote (a name, a title, an excerpt), made inert for an e-mail. Mail readers turn
 * anything that looks like an address into a link, even in a plain-text message: a post that says
 * "see evil.example/login" would reach its readers as a link the trust seemed to send. So a scheme's
 * "://" and every dot between a name's parts are bracketed ("https[:]//evil[.]example/login"),
 * which people still read and no reader links. E-mails are plain text only: there is no HTML part
 * in which member text could be marked up.
 */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
// A dot before a label of two or more characters starting with a letter (".com", ".example"), not "e.g." or "3.14".
const DOMAIN_DOT = /([\p{L}\p{N}_-])\.(?=\p{L}[\p{L}\p{N}-])/gu;
const WWW = /\bwww\./gi;

export function inertText(value: string): string {
  return value.replace(SCHEME, '$1[:]//').replace(WWW, 'www[.]').replace(DOMAIN_DOT, '$1[.]');
}
