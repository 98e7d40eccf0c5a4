// Checks of event values for the set-based projections (tracking, analytics, tasks, scenes,
// notifications). A batch folded in memory writes only each row's last values, so a value PostgreSQL
// would refuse could be folded away and the batch succeed where apply() parks the event. These checks
// throw for any value that is not of the exact shape the column takes (an integer in range, a string, a
// canonical date, ...): the runtime then applies that batch event by event and parks what apply()
// refuses. They also make JavaScript's equality of keys the database's (no '1' beside 1, no
// '2025-1-1' beside '2025-01-01').

const refuse = (what: string, value: unknown): never => {
  throw new Error(`${what}: ${JSON.stringify(value) ?? String(value)} is not a value the set-based fold takes`);
};

const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;

const isInteger = (value: unknown, min = INT4_MIN, max = INT4_MAX): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A PostgreSQL integer. */
export const integer = (value: unknown, what: string): number => (isInteger(value) ? value : refuse(what, value));

export const nullableInteger = (value: unknown, what: string): number | null => (value === null ? null : integer(value, what));

/** A PostgreSQL smallint. */
export const smallint = (value: unknown, what: string): number => (isInteger(value, -32768, 32767) ? value : refuse(what, value));

/** A double precision (JSON has no NaN nor infinity, but a value from elsewhere might). */
export const finite = (value: unknown, what: string): number => (typeof value === 'number' && Number.isFinite(value) ? value : refuse(what, value));

export const text = (value: unknown, what: string): string => (typeof value === 'string' ? value : refuse(what, value));

export const nullableText = (value: unknown, what: string): string | null => (value === null ? null : text(value, what));

export const bool = (value: unknown, what: string): boolean => (typeof value === 'boolean' ? value : refuse(what, value));

export const texts = (value: unknown, what: string): string[] => (Array.isArray(value) ? value.map((v) => text(v, what)) : refuse(what, value));

export const integers = (value: unknown, what: string): number[] => (Array.isArray(value) ? value.map((v) => integer(v, what)) : refuse(what, value));

/** A day as the contracts write it (YYYY-MM-DD) that PostgreSQL's date takes: year 1 or later, a day the month has. */
export const day = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return refuse(what, value);
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : refuse(what, value);
};

export const nullableDay = (value: unknown, what: string): string | null => (value === null ? null : day(value, what));

/** An instant as the contracts write it (toISOString), which PostgreSQL's timestamptz takes. */
export const instant = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value) || value.startsWith('0000')) return refuse(what, value);
  const parsed = new Date(value);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === value.slice(0, 19) ? value : refuse(what, value);
};

export const nullableInstant = (value: unknown, what: string): string | null => (value === null ? null : instant(value, what));
