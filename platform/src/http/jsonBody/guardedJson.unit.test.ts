import { parseGuardedJson, type JsonLimits } from './guardedJson';

const LIMITS: JsonLimits = { maxDepth: 10, maxNodes: 100, maxKeys: 20 };
const parse = (text: string, limits = LIMITS) => parseGuardedJson(Buffer.from(text, 'utf8'), limits);

describe('parseGuardedJson', () => {
  it('answers the parsed value of an ordinary body', () => {
    expect(parse('{"name":"Tides 🌊","groups":[1,2,{"a":null}],"x":"a\\"[b"}')).toEqual({
      ok: true,
      value: { name: 'Tides 🌊', groups: [1, 2, { a: null }], x: 'a"[b' },
    });
  });

  it('refuses nesting past the depth budget from the bytes, brackets inside strings not counted', () => {
    expect(parse(`${'['.repeat(11)}${']'.repeat(11)}`)).toEqual({ ok: false, refusal: 'tooDeep', path: '_' });
    expect(parse(`{"a":${'['.repeat(9)}${']'.repeat(9)}}`)).toMatchObject({ ok: true });
    expect(parse(`{"a":"${'[{'.repeat(50)}\\\\"}`)).toMatchObject({ ok: true });
    // 30,000 deep, as the probe sent: refused at once, never parsed.
    expect(parse('['.repeat(30_000))).toEqual({ ok: false, refusal: 'tooDeep', path: '_' });
  });

  it('refuses more values than the node budget before parsing them', () => {
    expect(parse(`{"a":[${Array(200).fill(0).join(',')}]}`)).toEqual({ ok: false, refusal: 'tooMany', path: '_' });
    expect(parse(`{"a":[${Array(50).fill(0).join(',')}]}`)).toMatchObject({ ok: true });
  });

  it('refuses an object of more keys than the key budget, keys inside strings and lists not counted', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `"k${i}":"a:b"`).join(',');
    expect(parse(`{"a":{${keys(21)}}}`)).toEqual({ ok: false, refusal: 'tooManyKeys', path: '_' });
    expect(parse(`{"a":{${keys(20)}},"b":{${keys(20)}}}`)).toMatchObject({ ok: true });
    expect(parse(`{"a":[{${keys(15)}},{${keys(15)}}]}`)).toMatchObject({ ok: true });
  });

  it('refuses what is not JSON and a top-level list', () => {
    expect(parse('{"a":')).toEqual({ ok: false, refusal: 'syntax', path: '_' });
    expect(parse('[{"a":1}]')).toEqual({ ok: false, refusal: 'list', path: '_' });
  });

  it('names the path of a NUL, an unpaired surrogate, and of an object holding a refused key', () => {
    expect(parse('{"trello":{"boards":[{"name":"x\\u0000"}]}}')).toEqual({ ok: false, refusal: 'nul', path: 'trello.boards.0.name' });
    expect(parse('{"name":"x\\ud800y"}')).toEqual({ ok: false, refusal: 'surrogate', path: 'name' });
    expect(parse('{"data":{"__proto__":{"polluted":true}}}')).toEqual({ ok: false, refusal: 'keyProto', path: 'data' });
    expect(parse('{"k\\u0000":1}')).toEqual({ ok: false, refusal: 'keyNul', path: '_' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
