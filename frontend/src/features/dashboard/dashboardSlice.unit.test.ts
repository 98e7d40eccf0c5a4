import type { Project } from '@wb/contracts';
import reducer, {
  opened, projectSelectionToggled, projectsFailed, projectsLoaded, projectsRequested, searchTextChanged,
  selectActiveFolder, selectionCleared, groupsLoaded, selectSearchPending, selectShownSearchText,
} from './dashboardSlice';
import { viewFromRouteFilter } from './dashboardFilter';

const project = (projectID: string): Project => ({
  projectID, name: projectID, status: 1, createdOn: '2024-01-01', modified: '2024-01-01', groups: [], members: [],
  thumbnail: null, types: [], commentCount: 0, wordCount: 0, subscribed: false, lastAccessed: null,
});

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

  it('drops selected cards that are no longer listed', () => {
    let s = reducer(undefined, projectSelectionToggled('a'));
    s = reducer(s, projectSelectionToggled('gone'));
    s = reducer(s, projectsLoaded({ projects: [project('a')], total: 1 }));
    expect(s.selectedIDs).toEqual(['a']);
  });

  it('clears the selection when another filter or folder is opened', () => {
    let s = reducer(undefined, projectSelectionToggled('a'));
    s = reducer(s, opened({ filter: 'all', folderID: 'f-1' }));
    expect(s.selectedIDs).toEqual([]);
  });

  it('finds the open folder among the folders', () => {
    let s = reducer(undefined, opened({ filter: 'all', folderID: 'f-1' }));
    s = reducer(s, groupsLoaded([{ projectGroupID: 'f-1', name: 'Biology', status: 1, createdOn: '', projects: 2, data: { trello: { boards: [] } } }]));
    expect(selectActiveFolder({ dashboard: s })?.name).toBe('Biology');
  });

  describe('the search on screen', () => {
    const state = (dashboard: ReturnType<typeof reducer>) => ({ dashboard });

    it('names the cards by the search they answer, not by what is still being typed', () => {
      let s = reducer(undefined, projectsRequested());
      s = reducer(s, projectsLoaded({ projects: [project('a')], total: 1 }));
      s = reducer(s, searchTextChanged('water'));
      // Typed, the debounce not yet over: the cards on screen still answer no search.
      expect(selectShownSearchText(state(s))).toBe('');
      expect(selectSearchPending(state(s))).toBe(true);
      s = reducer(s, projectsRequested());
      expect(selectShownSearchText(state(s))).toBe('');
      s = reducer(s, projectsLoaded({ projects: [], total: 0 }));
      expect(selectShownSearchText(state(s))).toBe('water');
      expect(selectSearchPending(state(s))).toBe(false);
    });

    it('ignores spaces around the text, so they do not count as a new search', () => {
      let s = reducer(undefined, searchTextChanged('  water '));
      s = reducer(s, projectsRequested());
      s = reducer(s, projectsLoaded({ projects: [], total: 0 }));
      expect(selectShownSearchText(state(s))).toBe('water');
      s = reducer(s, searchTextChanged('water  '));
      expect(selectSearchPending(state(s))).toBe(false);
    });

    it('stops saying it is searching when the request fails, and keeps naming the list on screen', () => {
      let s = reducer(undefined, searchTextChanged('water'));
      s = reducer(s, projectsRequested());
      s = reducer(s, projectsFailed());
      expect(selectSearchPending(state(s))).toBe(false);
      expect(selectShownSearchText(state(s))).toBe('');
    });
  });
});
