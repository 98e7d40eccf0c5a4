// A changed field's value in words for the comparison table: short texts as they are, lists by count,
// people and things by their name, nothing as a dash.
const MAX = 80;

const cut = (text: string): string => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

export const valueWords = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value ? String(value) : value === 0 ? '0' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : cut(value.map(valueWords).join(', '));
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return cut(record.name);
    if ('version' in record && typeof record.version === 'number') return `version ${record.version}`;
    if ('date' in record) return valueWords(record.date);
    return cut(JSON.stringify(value));
  }
  return '—';
};
