import { createHarness, type Harness } from '../testing/harness';
import { editorAssetsProjection } from './projection';

describe('editor assets projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given items kept and removed, expect the rows of those that remain', async () => {
    await h.append('editorasset-a', { type: 'EditorAssetSaved', data: { assetID: 'a', name: 'Star', type: 'symbol', key: 'a', userID: 2 } }, { time: '2026-01-01T00:00:00.000Z' });
    await h.append('editorasset-b', { type: 'EditorAssetSaved', data: { assetID: 'b', name: 'Logo', type: 'image', key: 'b', userID: null } }, { time: '2026-01-02T00:00:00.000Z' });
    const last = await h.append('editorasset-a', { type: 'EditorAssetsDeleted', data: { assetIDs: ['a'] } });
    const runner = await h.run([editorAssetsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT asset_id, name, type, key, user_id, created_on FROM editor_assets ORDER BY asset_id')).toEqual([
      { asset_id: 'b', name: 'Logo', type: 'image', key: 'b', user_id: null, created_on: new Date('2026-01-02T00:00:00.000Z') },
    ]);
    await runner.stop();
  });
});
