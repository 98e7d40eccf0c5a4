import { emptyStateFor } from './emptyState';

describe('the empty dashboard list', () => {
  it('explains an empty Recent list and offers all projects', () => {
    const e = emptyStateFor({ filter: 'recent', folderID: null }, '');
    expect(e.title).toBe('No recent projects');
    expect(e.hint).toBe('Projects you open show up here.');
    expect(e.widerList?.href).toBe('#/home/all');
  });

  it('explains an empty Subscribed list', () => {
    const e = emptyStateFor({ filter: 'subscribed', folderID: null }, '');
    expect(e.title).toBe('No subscribed projects');
    expect(e.widerList?.href).toBe('#/home/all');
  });

  it('tells how to fill an empty folder', () => {
    const e = emptyStateFor({ filter: 'all', folderID: 'f-1' }, '');
    expect(e.title).toBe('This folder is empty');
    expect(e.hint).toMatch(/Drag a project card onto the folder/);
    expect(e.widerList).toBeNull();
  });

  it('says a search found nothing and, when it kept a filter or folder, offers to search everything', () => {
    for (const view of [
      { filter: 'recent', folderID: null },
      { filter: 'subscribed', folderID: null },
      { filter: 'all', folderID: 'f-1' },
    ] as const) {
      const e = emptyStateFor(view, ' water ');
      expect(e.title).toBe('No projects match “water”');
      expect(e.widerList).toEqual({ label: 'Search all projects', href: '#/home/all' });
    }
  });

  it('offers nothing wider when all projects were searched', () => {
    const e = emptyStateFor({ filter: 'all', folderID: null }, 'water');
    expect(e.hint).toBe('Try another name.');
    expect(e.widerList).toBeNull();
  });
});
