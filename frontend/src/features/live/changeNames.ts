// The body of a live `change` event: `{"projections": [...]}` as query-api sends it (a bare list and
// `{"names": [...]}` are read too). An unreadable body names nothing, which counts as "anything may
// have changed".
const strings = (list: unknown[]): string[] => list.filter((n): n is string => typeof n === 'string');

export const changedNamesOf = (data: string): string[] => {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return [];
  }
  if (Array.isArray(body)) return strings(body);
  if (body && typeof body === 'object') {
    const list = (body as { projections?: unknown; names?: unknown }).projections ?? (body as { names?: unknown }).names;
    if (Array.isArray(list)) return strings(list);
  }
  return [];
};
