import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MantineProvider } from '@mantine/core';
import type { AutomationKey } from '@wb/contracts';
import { ApiError } from '../../../api/apiError';
import { runWithFakes, type SagaHarness } from '../../../testing/sagaHarness';
import { automationKeysApi } from './automationKeysApi';
import { watchAutomationKeys } from './automationKeysSagas';
import { keyDialogClosed, keyDialogOpened, keyRequested, keyRevokeRequested } from './automationKeysSlice';
import { AutomationKeysPanel } from './index';

const KEY = 'k'.repeat(43);

const server = () => {
  let keys: AutomationKey[] = [];
  return {
    '/admin/getAutomationKeys': () => ({ keys }),
    '/admin/createAutomationKey': (input: unknown) => {
      const { name, scopes } = input as Pick<AutomationKey, 'name' | 'scopes'>;
      if (name === 'Taken') throw new ApiError('Name is required', 400, 'validation', {}, { name: 'Name is required' });
      const keyID = `key-${keys.length + 1}`;
      const made = { keyID, name, scopes, createdOn: '2026-11-27T10:00:00.000Z', expiresOn: '2099-12-27T10:00:00.000Z', revokedOn: null, createdBy: 'Ada Admin' };
      keys = [made, ...keys];
      return { keyID, key: KEY, expiresOn: made.expiresOn };
    },
    '/admin/revokeAutomationKey': (input: unknown) => {
      const { keyID } = input as { keyID: string };
      keys = keys.map((k) => (k.keyID === keyID ? { ...k, revokedOn: '2026-11-28T10:00:00.000Z' } : k));
      return { ok: true };
    },
  };
};

const render = (h: SagaHarness) =>
  renderToStaticMarkup(
    <Provider store={h.store}>
      <MantineProvider>
        <AutomationKeysPanel />
      </MantineProvider>
    </Provider>,
  );

describe('the automation keys panel', () => {
  it('makes a key, shows it once in its dialog, then lists it without it; revoking marks it revoked', async () => {
    const h = runWithFakes(watchAutomationKeys, server());
    // The table on screen: its query subscribed, as the mounted panel does.
    h.store.dispatch(automationKeysApi.endpoints.automationKeys.initiate({}));
    await h.settle();
    h.dispatch(keyDialogOpened());
    h.dispatch(keyRequested({ name: ' Render farm ', scopes: ['exporter', 'credits'], expiresInDays: 30 }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/admin/createAutomationKey')?.input).toEqual({ name: 'Render farm', scopes: ['exporter', 'credits'], expiresInDays: 30 });
    expect(h.state().automationKeys.dialog.made?.key).toBe(KEY);

    h.dispatch(keyDialogClosed());
    expect(h.state().automationKeys.dialog.made).toBeNull();
    expect(JSON.stringify(h.state())).not.toContain(KEY);
    const listed = render(h);
    expect(listed).toContain('Render farm');
    expect(listed).toContain('Active');
    expect(listed).toContain('>Revoke<');

    h.dispatch(keyRevokeRequested({ keyID: 'key-1', name: 'Render farm' }));
    await h.settle(10);
    const revoked = render(h);
    expect(revoked).toContain('Revoked');
    expect(revoked).not.toContain('>Revoke<');
    h.task.cancel();
  });

  it('keeps a refused field in the dialog, under the field', async () => {
    const h = runWithFakes(watchAutomationKeys, server());
    h.dispatch(keyDialogOpened());
    h.dispatch(keyRequested({ name: 'Taken', scopes: ['exporter'], expiresInDays: 1 }));
    await h.settle(10);
    expect(h.state().automationKeys.dialog).toMatchObject({ open: true, pending: false, made: null, fieldErrors: { name: 'Name is required' } });
    h.task.cancel();
  });
});
