import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import { Messages, type AssetFile } from '@wb/contracts';
import { runWithFakes } from '../../testing/sagaHarness';
import { DetailsPanel } from './DetailsPanel';

const aFile = (over: Partial<AssetFile> & { type: string }): AssetFile => ({
  fileID: 'f1',
  uuid: 'u1',
  name: `Cell.${over.type}`,
  status: 1,
  createdOn: '2026-11-20T10:00:00Z',
  modified: '2026-11-20T10:00:00Z',
  projectID: null,
  data: {
    url: '/api/v1/blobs/asset/a',
    size: 3 * 1024 * 1024 + 80_000,
    projectAssetType: null,
    user: { id: 1, name: 'Ada' },
    versions: [{ date: '2026-11-20T10:00:00Z', url: '/api/v1/blobs/asset/a', size: 10, user: { name: 'Ada' } }],
  },
  tags: [],
  projects: [],
  kits: [{ kitID: '7', name: 'Cells', directoryID: null, linkID: 'l1' }],
  directories: [],
  ...over,
});

const render = (files: AssetFile[], canEdit = true) => {
  const { store } = runWithFakes(function* () {
    /* no workflow */
  }, {});
  return renderToStaticMarkup(
    <Provider store={store}>
      <MantineProvider>
        <DetailsPanel files={files} kitID="7" canEdit={canEdit} />
      </MantineProvider>
    </Provider>,
  );
};

describe('the details panel', () => {
  it("shows the spec's empty states for a file with no tags, projects or other versions", () => {
    const html = render([aFile({ type: 'png' })]);
    expect(html).toContain(Messages.noTagsForAsset);
    expect(html).toContain(Messages.noProjectsForAsset);
    expect(html).toContain(Messages.onlyVersion);
    expect(html).toContain('3.1 MB');
  });

  it('offers export for png, jpeg and jpg only, and only to those who may edit', () => {
    expect(render([aFile({ type: 'jpeg' })])).toContain('Scale');
    expect(render([aFile({ type: 'svg' })])).not.toContain('Scale');
    expect(render([aFile({ type: 'png' })], false)).not.toContain('Scale');
  });

  it("says 'No preview yet' for a type it cannot preview", () => {
    expect(render([aFile({ type: 'psd' })])).toContain(Messages.noPreviewYet);
  });

  it('lists versions newest first, without the only-version note, when there are several', () => {
    const versions = [
      { date: '2026-11-21T10:00:00Z', url: '/api/v1/blobs/asset/b', size: 20, user: { name: 'Grace' } },
      { date: '2026-11-20T10:00:00Z', url: '/api/v1/blobs/asset/a', size: 10, user: { name: 'Ada' } },
    ];
    const base = aFile({ type: 'png' });
    const html = render([{ ...base, data: { ...base.data, versions } }]);
    expect(html).not.toContain(Messages.onlyVersion);
    expect(html.indexOf('Grace')).toBeLessThan(html.indexOf('Version 1'));
  });

  it('sums the size of several selected files', () => {
    const html = render([aFile({ type: 'png' }), { ...aFile({ type: 'psd' }), fileID: 'f2' }]);
    expect(html).toContain('2 files selected');
    expect(html).toContain('6.2 MB');
  });
});
