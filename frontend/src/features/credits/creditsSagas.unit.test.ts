import type { CreditsData } from '@wb/contracts';
import { apiFailure, runWithFakes, type FakeHandler } from '../../testing/sagaHarness';
import { watchCredits } from './creditsSagas';
import { creditsOpened, exportRequested, itemMoved, logoClicked, logoRemoved } from './creditsSlice';

const projectID = 'p-1';
const logo = { id: 'l1', src: '/api/v1/blobs/creditsLogo/a.png', style: { width: 300, transform: { x: 0, y: 0 } } };
const saved = (change: Partial<CreditsData> = {}): CreditsData => ({
  items: [
    { id: 's1', type: 'section', title: 'Whiteboard Studio' },
    { id: 'e1', type: 'entry', name: 'Ada', role: 'Voiceover', attribution: false, shareAlike: false },
  ],
  partnerLogos: [],
  partnerLogo: null,
  spacer: { height: 300 },
  ...change,
});
const server = (data: CreditsData | null, overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  '/project/getCreditsData': () => ({ creditsData: data && { projectID, data, modified: '2026-01-01T00:00:00.000Z' } }),
  '/project/newCredits': () => ({ ok: true }),
  '/project/updateCredits': () => ({ ok: true }),
  '/project/removePartnerLogos': () => ({ ok: true }),
  '/project/getCreditsScreenshot': () => ({ src: '/api/v1/blobs/creditsImage/c.png' }),
  ...overrides,
});

const open = async (handlers: Record<string, FakeHandler>, canEdit = true) => {
  const h = runWithFakes(watchCredits, handlers);
  h.dispatch(creditsOpened({ projectID, canEdit }));
  await h.settle(10);
  return h;
};

describe('opening the credits editor', () => {
  it('creates the default credits of a project without any, and shows them', async () => {
    const h = await open(server(null));
    const created = h.calls.find((c) => c.path === '/project/newCredits')?.input as { data: { items: { title?: string }[] } };
    expect(created.data.items.map((i) => i.title ?? 'entry')).toEqual(['Whiteboard Studio', 'Other', 'entry']);
    expect(h.state().credits.draft?.items).toHaveLength(3);
    h.task.cancel();
  });

  it('shows the defaults to a viewer without saving them', async () => {
    const h = await open(server(null), false);
    expect(h.callCount('/project/newCredits')).toBe(0);
    expect(h.state().credits.draft?.items).toHaveLength(3);
    h.task.cancel();
  });

  it("shows another editor's credits when they created them first", async () => {
    let created = false;
    const h = await open(
      server(null, {
        '/project/getCreditsData': () => ({ creditsData: created ? { projectID, data: saved(), modified: '' } : null }),
        '/project/newCredits': () => {
          created = true;
          throw apiFailure(409, 'These credits exist already: reload to see them.', 'conflict');
        },
      }),
    );
    expect(h.state().credits.draft?.items.map((i) => i.id)).toEqual(['s1', 'e1']);
    expect(h.toasts).toEqual([]);
    h.task.cancel();
  });
});

describe('editing credits', () => {
  it('sends the items in their new order after a drag', async () => {
    const h = await open(server(saved()));
    h.dispatch(itemMoved({ activeID: 'e1', overID: 's1' }));
    await h.settle(10);
    const sent = h.calls.filter((c) => c.path === '/project/updateCredits').map((c) => (c.input as { data: { items: { id: string }[] } }).data.items.map((i) => i.id));
    expect(sent).toEqual([['e1', 's1']]);
    h.task.cancel();
  });

  it('removes the partner logos with removePartnerLogos when the last one is removed', async () => {
    const h = await open(server(saved({ partnerLogos: [logo] })));
    h.dispatch(logoClicked({ id: 'l1' }));
    h.dispatch(logoRemoved({ id: 'l1' }));
    await h.settle(10);
    expect(h.calls.find((c) => c.path === '/project/removePartnerLogos')?.input).toEqual({ projectID });
    expect(h.callCount('/project/updateCredits')).toBe(0);
    h.task.cancel();
  });

  it('shows what the server holds again when a change is refused', async () => {
    const h = await open(
      server(saved(), {
        '/project/updateCredits': () => {
          throw apiFailure(403, 'You need content.projects-edit', 'forbidden');
        },
      }),
    );
    h.dispatch(itemMoved({ activeID: 'e1', overID: 's1' }));
    await h.settle(10);
    expect(h.toasts).toEqual([{ kind: 'error', message: 'You need content.projects-edit' }]);
    expect(h.state().credits.draft?.items.map((i) => i.id)).toEqual(['s1', 'e1']);
    h.task.cancel();
  });
});

describe('exporting credits.png', () => {
  it('offers the stored image', async () => {
    const h = await open(server(saved()));
    h.dispatch(exportRequested());
    await h.settle(10);
    expect(h.state().credits.export).toEqual({ status: 'done', src: '/api/v1/blobs/creditsImage/c.png' });
    h.task.cancel();
  });

  it('says it failed, whatever the reason', async () => {
    const h = await open(
      server(saved(), {
        '/project/getCreditsScreenshot': () => {
          throw apiFailure(503, 'Uh-oh, something went wrong exporting credits.', 'unavailable');
        },
      }),
    );
    h.dispatch(exportRequested());
    await h.settle(10);
    expect(h.state().credits.export).toEqual({ status: 'failed' });
    h.task.cancel();
  });
});
