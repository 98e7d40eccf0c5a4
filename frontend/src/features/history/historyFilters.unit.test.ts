import dayjs from 'dayjs';
import { historyDownloadQuery } from '@wb/contracts';
import { filtersOf, isFiltered, noFilters, rangeProblem } from './historyFilters';

describe('history filters', () => {
  it('asks for everything when nothing is chosen', () => {
    expect(filtersOf(noFilters)).toEqual({});
    expect(isFiltered(noFilters)).toBe(false);
  });

  it('names each chosen filter, the picked local times as instants', () => {
    const choice = { userID: 7, kinds: ['ProjectRenamed', 'ProjectCreated'], from: '2026-11-01 00:00:00', to: '2026-11-02 12:30:00', entityType: 'project' as const };
    expect(filtersOf(choice)).toEqual({
      entityType: 'project',
      userID: 7,
      kinds: ['ProjectRenamed', 'ProjectCreated'],
      from: dayjs('2026-11-01 00:00:00').toISOString(),
      to: dayjs('2026-11-02 12:30:00').toISOString(),
    });
    expect(isFiltered(choice)).toBe(true);
  });

  it('gives the download the same filters as the list', () => {
    const query = new URLSearchParams(historyDownloadQuery({ entityType: 'folder', entityID: 'g1', ...filtersOf({ ...noFilters, userID: 3, kinds: ['FolderRenamed'] }) }));
    expect(Object.fromEntries(query)).toEqual({ entityType: 'folder', entityID: 'g1', userID: '3', kinds: 'FolderRenamed' });
  });

  it('refuses a range whose start is not before its end', () => {
    expect(rangeProblem({ ...noFilters, from: '2026-11-02 00:00:00', to: '2026-11-01 00:00:00' })).toMatch(/before its end/);
    expect(rangeProblem({ ...noFilters, from: '2026-11-01 00:00:00', to: '2026-11-02 00:00:00' })).toBeNull();
    expect(rangeProblem({ ...noFilters, from: '2026-11-01 00:00:00' })).toBeNull();
  });
});
