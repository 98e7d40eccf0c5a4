import type { Project } from '@wb/contracts';
import reducer, {
  opened, projectSelectionToggled, projectsLoaded, selectActiveFolder, selectionCleared, groupsLoaded,
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
});
