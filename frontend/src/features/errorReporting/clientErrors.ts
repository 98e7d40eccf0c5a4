// What the browser reports of an error it meets (spec 000 section 3's info {msg, stack or e, script or
// u/l/c}), and the gate that keeps it from flooding the error log: the same message once a minute, and
// at most the server's bound a minute in all (docs/decisions/errorLog.md).
import { ErrorLogLimits, type ErrorInfo } from '@wb/contracts';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

const describe = (value: unknown): string => {
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

const bounded = (info: ErrorInfo): ErrorInfo => ({
  ...info,
  msg: cut(info.msg || 'Unknown error', ErrorLogLimits.msgMax),
  ...(info.stack === undefined ? {} : { stack: cut(info.stack, ErrorLogLimits.stackMax) }),
  ...(info.u === undefined ? {} : { u: cut(info.u, ErrorLogLimits.scriptMax) }),
  ...(info.script === undefined ? {} : { script: cut(info.script, ErrorLogLimits.scriptMax) }),
});

/** window.onerror: the message, the script with its line and column, and the stack when there is an Error. */
export const infoOfErrorEvent = (event: Pick<ErrorEvent, 'message' | 'filename' | 'lineno' | 'colno' | 'error'>): ErrorInfo =>
  bounded({
    msg: event.message || describe(event.error),
    ...(event.error instanceof Error && event.error.stack ? { stack: event.error.stack } : {}),
    ...(event.filename ? { u: event.filename, l: Math.max(0, event.lineno | 0), c: Math.max(0, event.colno | 0) } : {}),
  });

/** An unhandled rejection: its reason, with the stack when it is an Error. */
export const infoOfRejection = (reason: unknown): ErrorInfo =>
  bounded({ msg: `Unhandled rejection: ${describe(reason)}`, ...(reason instanceof Error && reason.stack ? { stack: reason.stack } : {}) });

/** An error a React error boundary caught: its stack, or the component stack. */
export const infoOfRenderError = (error: unknown, componentStack: string | null | undefined, page: string): ErrorInfo => {
  const stack = error instanceof Error && error.stack ? error.stack : (componentStack ?? undefined);
  return bounded({ msg: describe(error), ...(stack ? { stack } : {}), script: page });
};

const MINUTE_MS = 60_000;

/** Whether a report may be sent now: not the same message within a minute, and under the bound a minute. */
export const createReportGate = (perMinute: number = ErrorLogLimits.clientPerMinute) => {
  let sent: { at: number; msg: string }[] = [];
  return (msg: string, now: number): boolean => {
    sent = sent.filter((s) => now - s.at < MINUTE_MS);
    if (sent.length >= perMinute || sent.some((s) => s.msg === msg)) return false;
    sent.push({ at: now, msg });
    return true;
  };
};
