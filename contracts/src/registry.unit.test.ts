import { allCalls } from './calls';
import { isGrant } from './grants';

describe('the call registry', () => {
  const calls = allCalls();

  it('has one call per path', () => {
    const paths = calls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('requires only grants that exist', () => {
    for (const call of calls) if (call.access.kind === 'grant') expect([call.path, isGrant(call.access.grant)]).toEqual([call.path, true]);
  });

  it('has the spec paths of this slice', () => {
    const paths = new Set(calls.map((c) => c.path));
    for (const p of ['/project/create', '/project/getAll', '/project/searchProjects', '/admin/addGrants', '/admin/folders/createGroup', '/getLockContentStatus'])
      expect(paths.has(p)).toBe(true);
  });

  it('reads GET calls only as queries', () => {
    expect(calls.filter((c) => c.method === 'GET' && c.kind !== 'query')).toEqual([]);
  });
});
