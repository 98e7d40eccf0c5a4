import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { ReadModelStatus } from '@wb/contracts';
import { ReadModelRows } from './ReadModelsTable';

const status = (overrides: Partial<ReadModelStatus> = {}): ReadModelStatus => ({
  name: 'projectList',
  kind: 'projection',
  version: 2,
  checkpoint: '0:10',
  lagEvents: 0,
  eventsPerSecond: 0,
  lastError: null,
  parked: 0,
  rebuild: null,
  ...overrides,
});
const render = (models: ReadModelStatus[] | undefined) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ReadModelRows models={models} />
    </MantineProvider>,
  );
const rowOf = (html: string, name: string) => html.slice(html.indexOf(`data-read-model="${name}"`), html.indexOf('</tr>', html.indexOf(`data-read-model="${name}"`)));

describe('the read models table', () => {
  it('shows each read model with its version, lag, speed, parked events and last error', () => {
    const html = render([
      status({ name: 'users', version: 3, lagEvents: 1250, eventsPerSecond: 412.37, parked: 2, lastError: 'duplicate key value violates unique constraint' }),
      status({ name: 'folders' }),
    ]);
    const users = rowOf(html, 'users');
    expect(users).toContain('>users<');
    expect(users).toContain('>3<');
    expect(users).toContain('1,250');
    expect(users).toContain('412.4');
    expect(users).toContain('>2<');
    expect(users).toContain('duplicate key value violates unique constraint');
    expect(rowOf(html, 'folders')).not.toContain('progressbar');
  });

  it('shows the progress of a rebuild, named for screen readers', () => {
    const html = render([status({ name: 'projectSearch', rebuild: { version: 3, appliedEvents: 500, totalEvents: 2000 } })]);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain('Rebuilding to version 3: 500 of 2,000 events');
  });

  it('marks a reactor as one, without a version', () => {
    const html = render([status({ name: 'relay', kind: 'reactor', version: null, parked: 1, lastError: 'no broker answers' })]);
    const relay = rowOf(html, 'relay');
    expect(relay).toContain('>reactor<');
    expect(relay).toContain('–');
    expect(relay).toContain('no broker answers');
    expect(rowOf(render([status()]), 'projectList')).not.toContain('>reactor<');
  });

  it('shows a loader before the first answer', () => {
    expect(render(undefined)).toContain('aria-label="Loading read models"');
  });
});
