import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { AdminTable } from './AdminTable';

const render = (loaded: boolean, rowCount: number) =>
  renderToStaticMarkup(
    <MantineProvider>
      <AdminTable label="Projects" loaded={loaded} columns={['ID', 'User ID']} rowCount={rowCount} empty="No projects match these filters.">
        {rowCount > 0 && (
          <tr>
            <td>row</td>
          </tr>
        )}
      </AdminTable>
    </MantineProvider>,
  );

describe('the admin table frame', () => {
  it('says there are no rows below the table, outside the sideways-scrolling area', () => {
    const html = render(true, 0);
    expect(html).toContain('No projects match these filters.');
    // The line comes after the table has closed, so a phone shows it whole.
    expect(html.indexOf('No projects match')).toBeGreaterThan(html.indexOf('</table>'));
  });

  it('keeps column heads on one line', () => {
    expect(render(true, 1)).toMatch(/<th[^>]*white-space:nowrap[^>]*>User ID<\/th>/);
  });

  it('shows only a loader before the first answer, and no empty line', () => {
    const html = render(false, 0);
    expect(html).toContain('aria-label="Loading projects"');
    expect(html).not.toContain('No projects match');
    expect(html).not.toContain('<table');
  });

  it('has no empty line when there are rows', () => {
    expect(render(true, 1)).not.toContain('No projects match');
  });
});
