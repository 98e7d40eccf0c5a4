// Secrets never reach the error log (docs/decisions/errorLog.md): the logging redaction's secret
// names and URL cleaning (../../logging/redaction.ts), applied to the free text of an error (its
// message, stack, script), where a secret sits inside a string rather than under a key.
import { ErrorLogLimits, type ErrorInfo } from '@wb/contracts';
import { REDACTED, redactPaths, redactUrl } from '../../logging/redaction';

/** The secret key names of the logging redaction (its top-level paths, `["set-cookie"]` unquoted). */
const SECRET_NAMES: readonly string[] = redactPaths()
  .filter((p) => !p.startsWith('*'))
  .map((p) => p.replace(/^\["(.*)"\]$/, '$1'));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const names = [...SECRET_NAMES, 'wb_session', 'session'].map(escape).join('|');
/** `password=...`, `"token": "..."`, `key: ...` up to the end of the value (a quote, space, comma, & or ;). */
const KEY_VALUE = new RegExp(`(["']?\\b(?:${names})\\b["']?\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s"',;&})\\]]+)`, 'gi');
const BEARER = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const URL_WITH_QUERY = /\bhttps?:\/\/[^\s"'<>]+\?[^\s"'<>]+/gi;

const quoted = (value: string) => (value.startsWith('"') ? `"${REDACTED}"` : value.startsWith("'") ? `'${REDACTED}'` : REDACTED);

/** The text with every secret the logging redaction knows replaced by [Redacted]. */
export const redactText = (text: string): string =>
  text
    .replace(URL_WITH_QUERY, (url) => redactUrl(url))
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(KEY_VALUE, (_m, head: string, value: string) => `${head}${quoted(value)}`);

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** An error's info as it may be stored: each text redacted, then cut to its bound; absent parts left out. */
export const redactErrorInfo = (info: ErrorInfo): ErrorInfo => {
  const { msgMax, stackMax, scriptMax } = ErrorLogLimits;
  const text = (v: string | undefined, max: number) => (v === undefined ? undefined : cut(redactText(v), max));
  const parts = { stack: text(info.stack, stackMax), e: text(info.e, msgMax), script: text(info.script, scriptMax), u: text(info.u, scriptMax), l: info.l, c: info.c };
  const present = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
  return { msg: cut(redactText(info.msg), msgMax), ...present };
};
