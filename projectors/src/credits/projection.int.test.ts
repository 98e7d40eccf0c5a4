import { createHarness, type Harness } from '../testing/harness';
import { creditsProjection } from './projection';

const logo = { id: 'l1', src: '/api/v1/blobs/creditsLogo/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.png', style: { width: 300, transform: { x: 0, y: 0 } } };
const section = { id: 's1', type: 'section' as const, title: 'Other' };
const entry = { id: 'e1', type: 'entry' as const, name: 'Ada', role: 'Voiceover', attribution: true, shareAlike: false };

describe('credits projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given credits created and changed part by part, expect one row with the latest of each part', async () => {
    await h.append('credits-p1', { type: 'CreditsCreated', data: { projectID: 'p1', items: [section], partnerLogos: [], spacer: { height: 300 } } }, { time: '2026-01-01T00:00:00.000Z' });
    await h.append('credits-p2', { type: 'CreditsCreated', data: { projectID: 'p2', items: [], partnerLogos: [], spacer: { height: 300 } } });
    await h.append('credits-p1', { type: 'CreditItemsChanged', data: { projectID: 'p1', items: [entry, section] } });
    await h.append('credits-p1', { type: 'CreditsPartnerLogosChanged', data: { projectID: 'p1', partnerLogos: [logo] } });
    await h.append('credits-p2', { type: 'CreditsPartnerLogosChanged', data: { projectID: 'p2', partnerLogos: [logo] } });
    await h.append('credits-p2', { type: 'CreditsPartnerLogosRemoved', data: { projectID: 'p2' } });
    await h.append('credits-p1', { type: 'CreditsSpacerChanged', data: { projectID: 'p1', spacer: { height: 120 } } });
    const last = await h.append(
      'credits-p1',
      { type: 'CreditsImageExported', data: { projectID: 'p1', src: '/api/v1/blobs/creditsImage/a.png', blobKey: 'creditsImage/a.png', width: 1920, height: 1080 } },
      { time: '2026-01-02T00:00:00.000Z' },
    );
    const runner = await h.run([creditsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT project_id, items, partner_logos, spacer, image_src, modified FROM credits ORDER BY project_id')).toEqual([
      { project_id: 'p1', items: [entry, section], partner_logos: [logo], spacer: { height: 120 }, image_src: '/api/v1/blobs/creditsImage/a.png', modified: new Date('2026-01-02T00:00:00.000Z') },
      { project_id: 'p2', items: [], partner_logos: [], spacer: { height: 300 }, image_src: null, modified: expect.any(Date) },
    ]);
    await runner.stop();
  });
});
