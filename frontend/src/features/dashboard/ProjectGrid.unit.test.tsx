import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MantineProvider } from '@mantine/core';
import type { Project } from '@wb/contracts';
import dashboard, { opened, projectsLoaded, projectsRequested, searchTextChanged } from './dashboardSlice';
import { ProjectGrid } from './ProjectGrid';

const render = (...actions: Parameters<typeof dashboard>[1][]) => {
  const store = configureStore({ reducer: { dashboard } });
  for (const a of actions) store.dispatch(a);
  return renderToStaticMarkup(
    <Provider store={store}><MantineProvider><ProjectGrid /></MantineProvider></Provider>,
  );
};

describe('the project grid when no card is listed', () => {
  it('says why an empty Recent list is empty and links to all projects', () => {
    const html = render(opened({ filter: 'recent', folderID: null }), projectsRequested(), projectsLoaded({ projects: [], total: 0 }));
    expect(html).toContain('No recent projects');
    expect(html).toContain('href="#/home/all"');
  });

  it('names the search that found nothing, and not text typed since', () => {
    const html = render(
      searchTextChanged('water'), projectsRequested(), projectsLoaded({ projects: [], total: 0 }), searchTextChanged('water cyc'),
    );
    expect(html).toContain('No projects match “water”');
    expect(html).toContain('Search all projects');
    expect(html).not.toContain('water cyc');
  });

  it('shows a loader, not an empty message, while an empty list is being replaced', () => {
    const html = render(projectsRequested(), projectsLoaded({ projects: [], total: 0 }), projectsRequested());
    expect(html).toContain('aria-label="Loading projects"');
    expect(html).not.toContain('No recent projects');
  });
});

const project = (projectID: string): Project => ({
  projectID, name: projectID, status: 1, createdOn: '2024-01-01', modified: '2024-01-01', groups: [], members: [],
  thumbnail: null, types: [], commentCount: 0, wordCount: 0, subscribed: false, lastAccessed: null,
});

describe('the project grid with cards', () => {
  it('says when the list on screen is only the first part of the matches', () => {
    const html = render(projectsRequested(), projectsLoaded({ projects: [project('a'), project('b')], total: 140 }));
    expect(html).toContain('Showing 2 of 140 projects');
  });

  it('says nothing more when every match is on screen', () => {
    const html = render(projectsRequested(), projectsLoaded({ projects: [project('a'), project('b')], total: 2 }));
    expect(html).toContain('data-project-card="a"');
    expect(html).not.toContain('Showing');
  });
});
