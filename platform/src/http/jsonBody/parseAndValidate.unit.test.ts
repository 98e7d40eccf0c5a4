import { Calls } from '@wb/contracts';
import { parseAndValidate } from './parseAndValidate';

const LIMITS = { maxDepth: 100, maxNodes: 1_000_000, maxKeys: 10_000 };
const bytes = (value: unknown) => Buffer.from(JSON.stringify(value));
const rename = Calls.project.updateName.path;

describe('parseAndValidate', () => {
  it('answers the input as the call schema makes it, checked', () => {
    const input = Calls.project.updateName.input.parse({ projectID: '12', name: 'Tides' });
    expect(parseAndValidate(bytes({ projectID: '12', name: 'Tides' }), LIMITS, rename)).toEqual({ ok: true, value: input, check: { success: true, data: input } });
  });

  it('answers the schema issues of a body the call refuses, as plain data', () => {
    const outcome = parseAndValidate(bytes({ projectID: '12', name: 7 }), LIMITS, rename);
    expect(outcome).toMatchObject({ ok: true, check: { success: false, issues: [expect.objectContaining({ path: ['name'], message: expect.any(String) })] } });
    expect(structuredClone(outcome)).toEqual(outcome);
  });

  it('only parses for a path that is no call, and refuses as the guard does', () => {
    expect(parseAndValidate(bytes({ a: 1 }), LIMITS, null)).toEqual({ ok: true, value: { a: 1 } });
    expect(parseAndValidate(bytes({ a: 1 }), LIMITS, '/no/such/call')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseAndValidate(Buffer.from('[1]'), LIMITS, rename)).toEqual({ ok: false, refusal: 'list', path: '_' });
  });
});
