import { runWithFakes } from '../../testing/sagaHarness';
import { clientErrorCaught, watchErrorReporting } from './errorReportingSagas';

const signedIn = <S extends { auth: { status: string } }>(s: S): S => ({ ...s, auth: { ...s.auth, status: 'signedIn' } });

describe('reporting client errors', () => {
  it('sends what is caught while signed in, the same message once, and never shows a failure', async () => {
    let fail = false;
    const h = runWithFakes(
      watchErrorReporting,
      {
        '/errors/logClientError': () => {
          if (fail) throw new Error('offline');
          return { ok: true };
        },
      },
      signedIn,
    );
    h.dispatch(clientErrorCaught({ msg: 'boom', stack: 'at x' }));
    h.dispatch(clientErrorCaught({ msg: 'boom', stack: 'at x' }));
    fail = true;
    h.dispatch(clientErrorCaught({ msg: 'other' }));
    await h.settle(10);
    expect(h.calls.map((c) => c.input)).toEqual([{ info: { msg: 'boom', stack: 'at x' } }, { info: { msg: 'other' } }]);
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });

  it('sends nothing while signed out (the call asks for a session)', async () => {
    const h = runWithFakes(watchErrorReporting, { '/errors/logClientError': () => ({ ok: true }) });
    h.dispatch(clientErrorCaught({ msg: 'boom' }));
    await h.settle(10);
    expect(h.calls).toEqual([]);
    h.task.cancel();
  });
});
