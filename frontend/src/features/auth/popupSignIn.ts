// The browser's side of the popup sign-in (gateway/src/auth/popupSignIn.ts): open the popup at our
// start page (the server issues the nonce there), wait for the return page to hand over the ID token,
// and afterwards go where the login page was asked to send the person.
import { AuthPaths, POPUP_SIGN_IN_CHANNEL, type PopupSignInMessage } from '@wb/contracts';

export type PopupAnswer = { idToken: string } | { error: string };

const POPUP_NAME = 'wb-google-sign-in';
const POPUP_FEATURES = 'popup,width=480,height=640';

/** What an error the popup came back with means to the person; the provider's own text is never shown (anyone can put it in an address). */
export const popupErrorMessage = (code: string): string => {
  switch (code) {
    case 'access_denied':
      return 'The sign-in with Google was cancelled.';
    case 'unavailable':
      return 'Google cannot be reached right now. Please try again later.';
    case 'not_configured':
      return 'Sign-in with Google is not configured on this server.';
    default:
      return 'Google did not complete the sign-in. Please try again.';
  }
};

export const POPUP_BLOCKED = 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';

/** The return page's message, or null for anything else posted to this window. */
export const popupAnswerOf = (data: unknown): PopupAnswer | null => {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<keyof PopupSignInMessage | 'idToken' | 'error', unknown>>;
  if (message.type !== POPUP_SIGN_IN_CHANNEL) return null;
  if (typeof message.idToken === 'string' && message.idToken !== '') return { idToken: message.idToken };
  if (typeof message.error === 'string') return { error: message.error.slice(0, 64) };
  return null;
};

/**
 * Where to go after signing in: the redirect query parameter when it is a path of this product (the
 * hash route, e.g. /projects/3), else /. Another site's address, or one the browser would read as
 * one (//host, /\host), is never followed.
 */
export const redirectTargetOf = (routerPath: string): string => {
  const at = routerPath.indexOf('?');
  const query = at < 0 ? '' : routerPath.slice(at + 1);
  const raw = (new URLSearchParams(query).get('redirect') ?? '').replace(/^#/, '');
  const samePath = raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') && raw.length <= 2000 && ![...raw].some((c) => c < ' ' || c === '\u007f');
  return samePath && !raw.startsWith('/login') ? raw : '/';
};

/** Opens the popup at our start page; null when the browser blocked it. Call it from the click itself, or browsers block it. */
export const openSignInPopup = (): Window | null => window.open(AuthPaths.googleStart, POPUP_NAME, POPUP_FEATURES);

/**
 * The return page's answer. It arrives by postMessage from the popup when the popup still knows its
 * opener (only messages of our own origin count), or on a BroadcastChannel (same origin by nature)
 * when the product's opener policy cut the popup off after its trip to the provider.
 */
export const waitForPopupAnswer = (signal: AbortSignal): Promise<PopupAnswer> =>
  new Promise((resolve, reject) => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(POPUP_SIGN_IN_CHANNEL) : null;
    const stop = () => {
      window.removeEventListener('message', onWindowMessage);
      signal.removeEventListener('abort', onAbort);
      channel?.close();
    };
    const settle = (answer: PopupAnswer | null) => {
      if (!answer) return;
      stop();
      resolve(answer);
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) settle(popupAnswerOf(event.data));
    };
    const onAbort = () => {
      stop();
      reject(new DOMException('The sign-in was started again', 'AbortError'));
    };
    if (signal.aborted) return onAbort();
    window.addEventListener('message', onWindowMessage);
    signal.addEventListener('abort', onAbort);
    if (channel) channel.onmessage = (event: MessageEvent) => settle(popupAnswerOf(event.data));
  });
