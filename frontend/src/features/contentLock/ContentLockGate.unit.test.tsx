import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { runWithFakes } from '../../testing/sagaHarness';
import { contentLockApi } from './contentLockApi';
import { ContentLockGate } from './ContentLockGate';

const render = async (locked: boolean) => {
  const { store, task } = runWithFakes(function* () {
    /* no workflow */
  }, {});
  await store.dispatch(contentLockApi.util.upsertQueryData('lockContentStatus', undefined, { data: { locked } }));
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <MantineProvider>
        <ContentLockGate>
          <p>the library</p>
        </ContentLockGate>
      </MantineProvider>
    </Provider>,
  );
  task.cancel();
  return html;
};

describe('the content lock on the asset screens', () => {
  it('shows that the assets have moved, and not the library, while the lock is on', async () => {
    const html = await render(true);
    expect(html).toContain(Messages.assetsMoved);
    expect(html).not.toContain('the library</p>');
  });

  it('shows the library while it is off', async () => {
    expect(await render(false)).toContain('the library');
  });
});
