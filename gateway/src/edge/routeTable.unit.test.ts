import { API_PREFIX, AuthPaths, allCalls } from '@wb/contracts';
import { buildRouteTable, upstreamOf } from './routeTable';

const table = buildRouteTable();

describe('the edge route table', () => {
  it.each(allCalls().map((c) => [`${c.method} ${c.path}`, c] as const))('sends %s to the API of its kind', (_name, call) => {
    expect(upstreamOf(table, call.method, `${API_PREFIX}${call.path}`)).toBe(call.kind);
  });
  it('sends sign-in to the command API and live updates to the query API', () => {
    expect(upstreamOf(table, 'POST', AuthPaths.login)).toBe('command');
    expect(upstreamOf(table, 'POST', AuthPaths.logout)).toBe('command');
    expect(upstreamOf(table, 'GET', AuthPaths.callback)).toBe('command');
    expect(upstreamOf(table, 'GET', AuthPaths.events)).toBe('query');
  });
  it('sends uploads (every tus method) to the command API and stored files to the query API', () => {
    expect(upstreamOf(table, 'POST', '/api/v1/upload')).toBe('command');
    expect(upstreamOf(table, 'POST', '/api/v1/tusupload/')).toBe('command');
    expect(upstreamOf(table, 'PATCH', '/api/v1/tusupload/0123abcd')).toBe('command');
    expect(upstreamOf(table, 'HEAD', '/api/v1/tusupload/0123abcd')).toBe('command');
    expect(upstreamOf(table, 'GET', '/api/v1/blobs/avatar/2026/11/x.png')).toBe('query');
    expect(upstreamOf(table, 'POST', '/api/v1/blobs/avatar/2026/11/x.png')).toBeNull();
    expect(upstreamOf(table, 'GET', '/api/admin/reports/downloadKitsData')).toBe('query');
    expect(upstreamOf(table, 'GET', '/api/admin/reports/downloadThumbnails')).toBe('query');
  });
  it('claims nothing else, so unknown paths get the edge 404', () => {
    expect(upstreamOf(table, 'POST', '/api/project/noSuchCall')).toBeNull();
    expect(upstreamOf(table, 'GET', '/api/project/create')).toBeNull();
  });
});
