import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { MantineProvider } from '@mantine/core';
import { aProject } from '../../testing/fixtures';
import type { ProjectList } from './dashboardApi';
import type { DashboardView } from './dashboardFilter';
import dashboard from './dashboardSlice';
import { ProjectCards } from './ProjectGrid';

const recent: DashboardView = { filter: 'recent', folderID: null };
const list = (names: string[], total = names.length, searchText = ''): ProjectList => ({ projects: names.map((n) => aProject(n)), total, searchText });

const render = (props: { list: ProjectList | undefined; loading?: boolean; view?: DashboardView }) => {
  const store = configureStore({ reducer: { dashboard } });
  return renderToStaticMarkup(
    <Provider store={store}>
      <MantineProvider>
        <ProjectCards list={props.list} loading={props.loading ?? false} view={props.view ?? recent} />
      </MantineProvider>
    </Provider>,
  );
};

describe('the project grid when no card is listed', () => {
  it('says why an empty Recent list is empty and links to all projects', () => {
    const html = render({ list: list([]) });
    expect(html).toContain('No recent projects');
    expect(html).toContain('href="#/home/all"');
  });

  it('names the search the cards answer, not text typed since', () => {
    const html = render({ list: list([], 0, 'water') });
    expect(html).toContain('No projects match “water”');
    expect(html).toContain('Search all projects');
  });

  it('shows a loader, not an empty message, while an empty list is being replaced', () => {
    const html = render({ list: list([]), loading: true });
    expect(html).toContain('aria-label="Loading projects"');
    expect(html).not.toContain('No recent projects');
  });

  it('shows a loader before the first answer', () => {
    expect(render({ list: undefined })).toContain('aria-label="Loading projects"');
  });
});

describe('the project grid with cards', () => {
  it('says when the list on screen is only the first part of the matches', () => {
    expect(render({ list: list(['a', 'b'], 140) })).toContain('Showing 2 of 140 projects');
  });

  it('says nothing more when every match is on screen', () => {
    const html = render({ list: list(['a', 'b']) });
    expect(html).toContain('data-project-card="a"');
    expect(html).not.toContain('Showing');
  });

  it('keeps the cards on screen, marked busy, while the next answer loads', () => {
    const html = render({ list: list(['a']), loading: true });
    expect(html).toContain('data-project-card="a"');
    expect(html).toContain('aria-busy="true"');
  });
});
