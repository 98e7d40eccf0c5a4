// The page the provider sends the popup back to, with the ID token (or an error) in the address's
// fragment, which never reaches a server or its logs. Its script hands the token to the login page of
// this origin only: by postMessage to the opener (addressed to our origin), and on a BroadcastChannel
// (same origin by nature), because the product's Cross-Origin-Opener-Policy cuts the popup from its
// opener once it has been to the provider's site. Then the popup closes.
import { AuthPaths, POPUP_SIGN_IN_CHANNEL } from '@wb/contracts';

export const POPUP_RETURN_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in</title><script src="${AuthPaths.googleReturnScript}"></script></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem"><main><p>Signing you in. You can close this window if it stays open.</p></main></body></html>
`;

// Plain ES5-level script: it runs in whatever browser the popup is, before any bundle.
export const POPUP_RETURN_SCRIPT = `(function () {
  var channelName = ${JSON.stringify(POPUP_SIGN_IN_CHANNEL)};
  var params = new URLSearchParams(window.location.hash.slice(1));
  // The token leaves the address bar and the history at once.
  window.history.replaceState(null, '', window.location.pathname);
  var idToken = params.get('id_token');
  var message = idToken ? { type: channelName, idToken: idToken } : { type: channelName, error: params.get('error') || 'no_token' };
  try {
    if (window.opener && window.opener !== window) window.opener.postMessage(message, window.location.origin);
  } catch (e) {}
  try {
    var channel = new BroadcastChannel(channelName);
    channel.postMessage(message);
    channel.close();
  } catch (e) {}
  setTimeout(function () { window.close(); }, 200);
})();
`;
