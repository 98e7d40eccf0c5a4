import { bucketLabel, chartOf } from './chartData';

describe('the analytics chart', () => {
  it('draws only the task types with work, then all tasks, each point labelled by its day', () => {
    const chart = chartOf([
      { bucket: '2026-09-01', value: 1, byTask: [0, 1, 0, 0, 0, 0] },
      { bucket: '2026-09-07', value: 2, byTask: [0, 1, 0, 0, 1, 0] },
    ]);
    expect(chart.series.map((s) => s.name)).toEqual(['Illustrator', 'Video Editor', 'All tasks']);
    expect(chart.data).toEqual([
      { bucket: '1 Sept', 'All tasks': 1, Illustrator: 1, 'Video Editor': 0 },
      { bucket: '7 Sept', 'All tasks': 2, Illustrator: 1, 'Video Editor': 1 },
    ]);
  });

  it('labels a month bucket with its month and year', () => {
    expect(bucketLabel('2026-11')).toBe('Nov 2026');
  });
});
