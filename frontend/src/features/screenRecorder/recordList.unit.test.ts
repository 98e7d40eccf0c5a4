import { MAX_IDS, RECORD_KEYS, inListOrder, parseRecordList, readAndRemove, saveRecordList } from './recordList';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the screen-record list', () => {
  it('keeps file ids under screenRecord and scene ids under screenRecordV2', () => {
    const storage = memoryStorage();
    saveRecordList(1, ['f1', 'f2'], storage);
    saveRecordList(2, ['s1'], storage);
    expect(RECORD_KEYS).toEqual({ 1: 'screenRecord', 2: 'screenRecordV2' });
    expect(JSON.parse(storage.items.get('screenRecord') ?? '')).toEqual(['f1', 'f2']);
    expect(JSON.parse(storage.items.get('screenRecordV2') ?? '')).toEqual(['s1']);
  });

  it('is removed once read, so it plays once', () => {
    const storage = memoryStorage();
    saveRecordList(2, ['s2', 's1'], storage);
    expect(readAndRemove(2, storage)).toEqual(['s2', 's1']);
    expect(storage.items.has('screenRecordV2')).toBe(false);
    expect(readAndRemove(2, storage)).toEqual([]);
  });

  it('reads a damaged or foreign value as no list, and keeps each id once in order', () => {
    expect(parseRecordList(2, null)).toEqual([]);
    expect(parseRecordList(2, '{not json')).toEqual([]);
    expect(parseRecordList(2, '{"a":1}')).toEqual([]);
    expect(parseRecordList(2, JSON.stringify(['b', 3, '', ' ', 'a', 'b', null]))).toEqual(['b', 'a']);
  });

  it('takes at most as many ids as one call loads', () => {
    const many = Array.from({ length: MAX_IDS[1] + 5 }, (_, i) => `f${i}`);
    expect(parseRecordList(1, JSON.stringify(many))).toHaveLength(MAX_IDS[1]);
  });

  it('orders what the call answers as the list was saved, leaving out ids that found nothing', () => {
    const answered = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inListOrder(['c', 'x', 'a'], answered, (item) => item.id)).toEqual([{ id: 'c' }, { id: 'a' }]);
  });
});
