import { commentState } from './CommentIndicator';
import { newImportRun, stepState } from './importRun';

describe("a card's comment indicator", () => {
  it('is red with the count while any comment is open, green when all are resolved, absent without comments', () => {
    expect(commentState({ openComments: 2, comments: 5 })).toBe('open');
    expect(commentState({ openComments: 0, comments: 5 })).toBe('resolved');
    expect(commentState({ openComments: 0, comments: 0 })).toBe('none');
  });
});

describe('the import dialog steps', () => {
  it('marks the steps before the current one done and the later ones waiting', () => {
    const run = { ...newImportRun([{ fileName: 'a.svg', replaceSceneID: null }]), step: 'importing' as const };
    expect(stepState(run, 'uploading')).toBe('done');
    expect(stepState(run, 'importing')).toBe('active');
    expect(stepState(run, 'thumbnails')).toBe('todo');
    expect(stepState({ ...run, step: 'done' }, 'thumbnails')).toBe('done');
  });
});
