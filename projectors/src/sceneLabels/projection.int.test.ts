import { createHarness, type Harness } from '../testing/harness';
import { sceneLabelsProjection } from './projection';

describe('scene labels projection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given labels created, renamed and recoloured, expect their rows', async () => {
    await h.append('scenelabel-a', { type: 'SceneLabelCreated', data: { labelID: 'a', name: 'Draft', color: 'default' } }, { time: '2024-01-01T00:00:00.000Z' });
    await h.append('scenelabel-b', { type: 'SceneLabelCreated', data: { labelID: 'b', name: 'Done', color: 'green' } }, { time: '2024-01-02T00:00:00.000Z' });
    await h.append('scenelabel-a', { type: 'SceneLabelRenamed', data: { labelID: 'a', name: 'Needs review', previousName: 'Draft' } });
    const last = await h.append('scenelabel-a', { type: 'SceneLabelRecoloured', data: { labelID: 'a', color: 'orange' } });
    const runner = await h.run([sceneLabelsProjection]);
    expect(await runner.waitForPosition(last, 5000)).toBe(true);
    expect(await h.rows('SELECT label_id, name, color, created_on FROM scene_labels ORDER BY label_id')).toEqual([
      { label_id: 'a', name: 'Needs review', color: 'orange', created_on: new Date('2024-01-01T00:00:00.000Z') },
      { label_id: 'b', name: 'Done', color: 'green', created_on: new Date('2024-01-02T00:00:00.000Z') },
    ]);
    await runner.stop();
  });
});
