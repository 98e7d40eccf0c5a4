import { JsonText, jsonArray, jsonObject } from './jsonText';

describe('JSON text answers', () => {
  it('puts JSON text members in as they are and stringifies the others, in order', () => {
    const page = jsonObject<{ projects: { id: string }[]; total: number }>({ projects: jsonArray(['{"id":"a"}', '{"id":"b"}']), total: 2 });
    expect(page).toBeInstanceOf(JsonText);
    expect(page.text).toBe('{"projects":[{"id":"a"},{"id":"b"}],"total":2}');
    expect(JSON.parse(page.text)).toEqual({ projects: [{ id: 'a' }, { id: 'b' }], total: 2 });
  });
  it('makes an empty array and escapes keys and plain values', () => {
    expect(jsonObject<{ 'a"b': string[]; c: string }>({ 'a"b': jsonArray([]), c: 'x"y' }).text).toBe('{"a\\"b":[],"c":"x\\"y"}');
  });
});
