// What the Errors table shows of an entry (spec 000 sections 2, 3 and 8): client entries are the
// source 'js', server entries any other; the script is the script or u:l:c; a server message is shown
// as text, or as JSON when it is JSON.
import { CLIENT_ERROR_SOURCE, type ErrorLogEntry } from '@wb/contracts';

export type ErrorSide = 'server' | 'client';

export const isClientEntry = (entry: ErrorLogEntry): boolean => entry.source === CLIENT_ERROR_SOURCE;

export const entriesOf = (entries: readonly ErrorLogEntry[], side: ErrorSide): ErrorLogEntry[] => entries.filter((e) => isClientEntry(e) === (side === 'client'));

/** The script, or the URL with its line and column (u:l:c). */
export const scriptOf = (entry: ErrorLogEntry): string => {
  const { script, u, l, c } = entry.info;
  if (script) return script;
  if (!u) return '';
  return [u, l, c].filter((part) => part !== undefined).join(':');
};

/** The stack, or the error text (e) when there is no stack. */
export const stackOf = (entry: ErrorLogEntry): string | null => entry.info.stack ?? entry.info.e ?? null;

export type ShownMessage = { kind: 'text'; text: string } | { kind: 'json'; text: string };

/** A message that is a JSON object or array is shown indented; anything else as text. */
export const shownMessage = (msg: string): ShownMessage => {
  const trimmed = msg.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return { kind: 'text', text: msg };
  try {
    return { kind: 'json', text: JSON.stringify(JSON.parse(trimmed), null, 2) };
  } catch {
    return { kind: 'text', text: msg };
  }
};
