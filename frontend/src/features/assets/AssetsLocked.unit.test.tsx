import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import { runWithFakes } from '../../testing/sagaHarness';
import { assetsApi } from './assetsApi';
import { ASSETS_MOVED, AssetsLockGate } from './AssetsLocked';

const render = async (locked: boolean) => {
  const { store, task } = runWithFakes(function* () { /* no workflow */ }, {});
  await store.dispatch(assetsApi.util.upsertQueryData('assetsLockStatus', undefined, { data: { locked } }));
  const html = renderToStaticMarkup(
    <Provider store={store}><MantineProvider><AssetsLockGate><p>the library</p></AssetsLockGate></MantineProvider></Provider>,
  );
  task.cancel();
  return html;
};

describe('the content lock on the asset screens', () => {
  it('shows that the assets have moved, and not the library, while the lock is on', async () => {
    const html = await render(true);
    expect(html).toContain(ASSETS_MOVED);
    expect(html).not.toContain('the library</p>');
  });

  it('shows the library while it is off', async () => {
    expect(await render(false)).toContain('the library');
  });
});
