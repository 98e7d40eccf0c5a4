import { byFile } from './byFile';

describe('grouping a staged call by file', () => {
  it('gives a file listed twice what both entries give, each item once, in the order first given', () => {
    const files = [
      { fileID: 'a', p: ['1', '2'] },
      { fileID: 'b', p: ['3'] },
      { fileID: 'a', p: ['2', '4'] },
    ];
    expect([...byFile(files, (f) => f.p)]).toEqual([
      ['a', ['1', '2', '4']],
      ['b', ['3']],
    ]);
  });

  it('leaves out a file given nothing', () => {
    expect([...byFile([{ fileID: 'a', p: [] as string[] }], (f) => f.p)]).toEqual([]);
  });

  it('keeps the first item of a key (a kit named twice keeps its first directory)', () => {
    const files = [
      {
        fileID: 'a',
        kits: [
          { kitID: 'k', directoryID: 'd1' },
          { kitID: 'k', directoryID: 'd2' },
        ],
      },
    ];
    expect(
      byFile(
        files,
        (f) => f.kits,
        (k) => k.kitID,
      ).get('a'),
    ).toEqual([{ kitID: 'k', directoryID: 'd1' }]);
  });
});
