// An editor Library item's tree is bounded before anything recursive (the idempotency hash,
// JSON.stringify) reads it: 5,000 levels overflowed the stack (issue 16).
import { SceneLimits } from './constants';
import { libraryItemTree } from './fields';
import { SceneMessages as Messages } from './messages';

/** An svgson-like tree, `depth` levels of JSON lists and objects (each node and each children list is one). */
const deep = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 1; level <= depth; level += 1) value = level % 2 === 1 ? [value] : { name: 'g', children: value };
  return value;
};
const refusal = (tree: unknown): string[] => {
  const parsed = libraryItemTree.safeParse(tree);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a Library item', () => {
  it('keeps the elements the editor sends, and nothing at all', () => {
    expect(refusal([{ id: 'e1', name: 'Star', type: 'path', d: 'M0 0L9 9', props: { style: { stroke: '#000' } } }])).toEqual([]);
    expect(refusal(undefined)).toEqual([]);
  });

  it(`keeps ${SceneLimits.maxLibraryItemDepth} levels, and refuses one more`, () => {
    expect(refusal(deep(SceneLimits.maxLibraryItemDepth))).toEqual([]);
    expect(refusal(deep(SceneLimits.maxLibraryItemDepth + 1))).toEqual([Messages.libraryItemTooDeep]);
  });

  it('refuses 5,000 levels at once (a RangeError in JSON.stringify before)', () => {
    expect(refusal(deep(5000))).toEqual([Messages.libraryItemTooDeep]);
  });

  it('refuses more values than it keeps, before walking a long list', () => {
    expect(refusal(new Array<number>(SceneLimits.maxLibraryItemValues).fill(0))).toEqual([Messages.libraryItemTooManyValues]);
    expect(refusal(new Array<number>(SceneLimits.maxLibraryItemValues - 1).fill(0))).toEqual([]);
  });
});
