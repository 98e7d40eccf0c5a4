import reducer, { opened, projectSelectionToggled, searchTextChanged, searchTextSettled, selectionCleared, selectProjectListArgs, selectSearchUnsettled } from './dashboardSlice';
import { viewFromRouteFilter } from './dashboardFilter';

const state = (dashboard: ReturnType<typeof reducer>) => ({ dashboard });

describe('dashboard state', () => {
  it('reads the route filter: recent by default, a list filter, or a folder', () => {
    expect(viewFromRouteFilter(null)).toEqual({ filter: 'recent', folderID: null });
    expect(viewFromRouteFilter('subscribed')).toEqual({ filter: 'subscribed', folderID: null });
    expect(viewFromRouteFilter('f-1')).toEqual({ filter: 'all', folderID: 'f-1' });
  });

  it('toggles cards in and out of the selection and clears it', () => {
    let s = reducer(undefined, projectSelectionToggled('a'));
    s = reducer(s, projectSelectionToggled('b'));
    s = reducer(s, projectSelectionToggled('a'));
    expect(s.selectedIDs).toEqual(['b']);
    expect(reducer(s, selectionCleared()).selectedIDs).toEqual([]);
  });

  it('clears the selection when another filter or folder is opened', () => {
    let s = reducer(undefined, projectSelectionToggled('a'));
    s = reducer(s, opened({ filter: 'all', folderID: 'f-1' }));
    expect(s.selectedIDs).toEqual([]);
  });

  describe('the list asked for', () => {
    it('is the open filter or folder, searched by the settled text only', () => {
      let s = reducer(undefined, opened({ filter: 'all', folderID: 'f-1' }));
      s = reducer(s, searchTextChanged('water'));
      expect(selectProjectListArgs(state(s))).toEqual({ filter: 'all', folderID: 'f-1', text: '' });
      expect(selectSearchUnsettled(state(s))).toBe(true);
      s = reducer(s, searchTextSettled());
      expect(selectProjectListArgs(state(s))).toEqual({ filter: 'all', folderID: 'f-1', text: 'water' });
      expect(selectSearchUnsettled(state(s))).toBe(false);
    });

    it('ignores spaces around the text, so they do not count as a new search', () => {
      let s = reducer(undefined, searchTextChanged('  water '));
      s = reducer(s, searchTextSettled());
      expect(selectProjectListArgs(state(s)).text).toBe('water');
      s = reducer(s, searchTextChanged('water  '));
      expect(selectSearchUnsettled(state(s))).toBe(false);
    });

    it('stays the same object while nothing it names changes, so the list is not asked for again', () => {
      const s = reducer(undefined, searchTextChanged('w'));
      expect(selectProjectListArgs(state(s))).toBe(selectProjectListArgs(state(reducer(s, projectSelectionToggled('a')))));
    });
  });
});
