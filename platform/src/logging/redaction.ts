// What never reaches a log: credentials that let a reader act as someone else (session cookies live 30
// days, set-password tokens open an account, bearer tokens open /metrics). pino's redact censors them
// by path before a line is written; URLs are cleaned separately, since their secrets sit inside a string.

export const REDACTED = '[Redacted]';

/** Field names that hold a secret wherever they appear in a logged object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'generatedPassword',
  'adminPassword',
  'token',
  'setPasswordLink',
  'sessionId',
  // An automation access key, as the exporter pages send it in a body ({ key }).
  'key',
  'secret',
  'clientSecret',
  'client_secret',
  'accessToken',
  'access_token',
  'idToken',
  'id_token',
  'refreshToken',
  'refresh_token',
  'code_verifier',
  'authorization',
  'cookie',
  'set-cookie',
  'proxy-authorization',
] as const;

/** How deep a secret key is looked for: `body.user.password` is depth 2 (pino has no recursive wildcard). */
const DEPTH = 4;

const isIdentifier = (name: string): boolean => /^[A-Za-z_$][\w$]*$/.test(name);

const atEveryDepth = (name: string): string[] =>
  Array.from({ length: DEPTH + 1 }, (_, depth) => {
    const wildcards = Array.from({ length: depth }, () => '*').join('.');
    if (isIdentifier(name)) return wildcards ? `${wildcards}.${name}` : name;
    return `${wildcards}["${name}"]`;
  });

/** pino `redact.paths`: the secret keys at the top and under any object down to DEPTH levels. */
export const redactPaths = (): string[] => SECRET_KEYS.flatMap(atEveryDepth);

/** Query parameters whose value is a credential: sign-on codes and state, one-time and access keys. */
const SECRET_QUERY_PARAMS = new Set(['code', 'state', 'token', 'key', 'password', 'session', 'sessionid', 'secret', 'client_secret', 'access_token', 'id_token', 'refresh_token', 'code_verifier']);

/** The URL with the values of secret query parameters replaced; anything unparsable loses its query. */
export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  try {
    const params = new URLSearchParams(url.slice(q + 1));
    const kept = [...params].map(([name, value]): [string, string] => [name, SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? REDACTED : value]);
    return `${path}?${new URLSearchParams(kept).toString()}`;
  } catch {
    return `${path}?${REDACTED}`;
  }
};
