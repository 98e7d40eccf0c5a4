// How an entry's parts read: its time (relative and exact), the field names and the values before and
// after, which the server sends as they were in the events (text, numbers, lists, objects, null).
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** '3 hours ago', from `now` (the page's clock). */
export const relativeWhen = (iso: string, now: number): string => dayjs(iso).from(now);

/** The exact local time, in the product's date order (MM-DD-YYYY, spec 000) with seconds. */
export const exactWhen = (iso: string): string => {
  const d = dayjs(iso);
  return d.isValid() ? d.format('MM-DD-YYYY HH:mm:ss') : iso;
};

/** 'dueDate' -> 'Due date', 'projectGroupIDs' -> 'Project group IDs'. */
export const fieldLabel = (field: string): string => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z]{2,})/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((w) => w !== '');
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : /^[A-Z]{2,}/.test(w) ? w : w.toLowerCase())).join(' ');
};

/** A value before or after a change, as one line of text; absence reads as a dash. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value) && value.length === 0) return '(none)';
  return JSON.stringify(value);
};
