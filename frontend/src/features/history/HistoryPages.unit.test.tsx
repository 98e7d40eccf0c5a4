import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { HistoryEntry } from '@wb/contracts';
import { HistoryPages, type PageProps, type PageResult } from './HistoryPages';

const entry = (position: string, part: Partial<HistoryEntry> = {}): HistoryEntry => ({
  position,
  streamId: 'project-p1',
  type: 'ProjectRenamed',
  kind: 'Project renamed',
  actorID: 2,
  actorName: 'Mia Member',
  at: '2026-11-27T10:00:00.000Z',
  summary: `Event ${position}`,
  changes: [],
  projectID: 'p1',
  ...part,
});

/** The pages as the screen shows them, every page answering `result`. */
const render = (result: PageResult) => {
  const Page = ({ children }: PageProps<null>) => <>{children(result)}</>;
  return renderToStaticMarkup(
    <MantineProvider>
      <HistoryPages input={null} Page={Page} refusal="Not yours to see." />
    </MantineProvider>,
  );
};

describe('a history as pages of entries', () => {
  it('shows the entries in the order answered, the count, and Load more while there is a next page', () => {
    const html = render({ isLoading: false, isError: false, data: { entries: [entry('30'), entry('20')], next: '20', total: 7 } });
    expect(html.indexOf('Event 30')).toBeLessThan(html.indexOf('Event 20'));
    expect(html).toContain('7 events');
    expect(html).toContain('Load more');
  });

  it('has no Load more on the last page, and says when nothing matches', () => {
    expect(render({ isLoading: false, isError: false, data: { entries: [entry('5')], next: null } })).not.toContain('Load more');
    expect(render({ isLoading: false, isError: false, data: { entries: [], next: null } })).toContain('No events match these filters.');
  });

  it('says whose history it is on a refusal, and that it failed otherwise', () => {
    expect(render({ isLoading: false, isError: true, error: { status: 403 } })).toContain('Not yours to see.');
    expect(render({ isLoading: false, isError: true, error: { status: 500 } })).toContain('The history could not be loaded.');
  });

  it('shows who, when, the changed fields toggle and the way to the project as it was', () => {
    const html = render({
      isLoading: false,
      isError: false,
      data: {
        entries: [
          entry('42', {
            changes: [
              { field: 'name', before: 'Tides', after: 'Tides and moons' },
              { field: 'status', before: 1, after: 2 },
            ],
          }),
          entry('41', { actorID: null, actorName: null, projectID: null, summary: 'Kit made' }),
        ],
        next: null,
      },
    });
    expect(html).toContain('Mia Member');
    expect(html).toMatch(/datetime="2026-11-27T10:00:00.000Z"/i);
    expect(html).toContain('Show 2 changed fields');
    expect(html).toContain('href="#/project/p1/asOf?position=42"');
    expect(html).toContain('The system');
    // The entry of no project has no link to a project as it was.
    expect(html.match(/See the project as it was then/g)).toHaveLength(1);
  });
});
