import { canonicalJson, requestHash } from './requestHash';

describe('requestHash', () => {
  it('gives the same hash to the same input in another key order', () => {
    expect(requestHash({ userID: 5, grants: ['admin.users'], nested: { b: 1, a: 2 } })).toBe(requestHash({ nested: { a: 2, b: 1 }, grants: ['admin.users'], userID: 5 }));
  });

  it('tells inputs apart that differ in a value, in the order of a list, or in a missing field', () => {
    const first = requestHash({ userID: 5, grants: ['a', 'b'] });
    expect(requestHash({ userID: 6, grants: ['a', 'b'] })).not.toBe(first);
    expect(requestHash({ userID: 5, grants: ['b', 'a'] })).not.toBe(first);
    expect(requestHash({ userID: 5 })).not.toBe(first);
  });

  it('writes sorted keys at every depth', () => {
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});
