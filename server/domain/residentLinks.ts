/**
 * How a resident's personal link (a token in /sakin/<token>, /api/r/<token>) shows anywhere but in the message
 * handed to the SMS gateway: masked to its last three characters (`…/sakin/••••3Fq`). Stored SMS texts, the
 * reports and the owner's export carry the mask; the request log masks tokens in every path it writes.
 */

/** The path of the resident page in the SPA; the token follows it. */
export const RESIDENT_PAGE_PATH = '/sakin/';

/** A token as server/services/property/residentPageLinks.ts makes and accepts them. */
const TOKEN = '[A-Za-z0-9_-]{20,64}';
const MASK = '••••';
/** Stands for a link while its message waits: made when the message is handed to the gateway. */
const PENDING = `${MASK}•••`;

/** The {link} of a preview and of a send being written: as long as a real one, so the parts are counted right. */
export const LINK_PLACEHOLDER = 'x'.repeat(32);

export const maskToken = (token: string) => `${MASK}${token.slice(-3)}`;

/** A message's text as it is kept until it leaves: every link still to be made shown as pending. */
export const pendingLinks = (text: string) =>
  text.replaceAll(`${RESIDENT_PAGE_PATH}${LINK_PLACEHOLDER}`, `${RESIDENT_PAGE_PATH}${PENDING}`);

/** A kept link (pending, or masked once sent): each hand-off to the gateway makes a new one. */
const KEPT_LINK = new RegExp(`${RESIDENT_PAGE_PATH}${MASK}[•A-Za-z0-9_-]{3}`, 'g');

export const hasKeptLink = (text: string) => text.match(KEPT_LINK) !== null;

/** A kept text with a new token: the clear text for the gateway, and the masked one to keep. */
export function withToken(text: string, token: string): { clear: string; kept: string } {
  return {
    clear: text.replace(KEPT_LINK, `${RESIDENT_PAGE_PATH}${token}`),
    kept: text.replace(KEPT_LINK, `${RESIDENT_PAGE_PATH}${maskToken(token)}`),
  };
}

const TOKEN_IN_PATH = new RegExp(`(/r/|${RESIDENT_PAGE_PATH})(${TOKEN})`, 'g');

/** A request's URL for the log: a token in /api/r/<token>… or /sakin/<token> masked. */
export const maskTokensInUrl = (url: string) =>
  url.replace(TOKEN_IN_PATH, (_whole, path: string, token: string) => `${path}${maskToken(token)}`);
