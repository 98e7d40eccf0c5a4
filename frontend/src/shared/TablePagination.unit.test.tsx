import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { TablePagination } from './TablePagination';

const render = (page: number, pages: number) =>
  renderToStaticMarkup(
    <MantineProvider>
      <TablePagination page={page} pages={pages} onChange={() => undefined} />
    </MantineProvider>,
  );
const pageLinks = (html: string) => [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));

describe('the table pagination', () => {
  it('never shows more than 9 page links, and always the current one', () => {
    for (const pages of [9, 10, 11, 12, 50]) {
      for (let page = 1; page <= pages; page++) {
        const links = pageLinks(render(page, pages));
        expect(links.length).toBeLessThanOrEqual(9);
        expect(links).toContain(page);
      }
    }
  });

  it('lists every page when there are 9 or fewer', () => {
    expect(pageLinks(render(1, 9))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('offers the first and the last page, and marks the current one', () => {
    const html = render(25, 50);
    expect(html).toContain('aria-label="First page"');
    expect(html).toContain('aria-label="Last page"');
    expect(html).toMatch(/aria-current="page"[^>]*aria-label="Page 25"|aria-label="Page 25"[^>]*aria-current="page"/);
    expect(pageLinks(html)).toEqual(expect.arrayContaining([1, 25, 50]));
  });

  it('shows nothing for a single page', () => {
    expect(render(1, 1)).not.toContain('<nav');
  });
});
