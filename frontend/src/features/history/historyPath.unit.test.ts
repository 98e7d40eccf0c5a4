import { commentThreadID, historyPath } from './historyPath';

describe('history addresses', () => {
  it('names the entity by type and escaped id, with the heading in the query', () => {
    expect(historyPath('project', 'p 1')).toBe('/history/project/p%201');
    expect(historyPath('user', 7, 'Ann & Bo')).toBe('/history/user/7?name=Ann+%26+Bo');
  });

  it("names a comment thread by its stream's id", () => {
    expect(commentThreadID({ kind: 'file', fileID: 'f9' })).toBe('filecomments-f9');
    expect(commentThreadID({ kind: 'scene', sceneID: 's2' })).toBe('scenecomments-s2');
    expect(commentThreadID({ kind: 'project', projectID: 'p3' })).toBe('projectcomments-p3');
  });
});
