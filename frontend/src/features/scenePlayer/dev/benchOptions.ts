// The benchmark page's query: how many elements, which view, and whether it plays or holds a frame.
const DEFAULT_ELEMENTS = 500;
const MAX_ELEMENTS = 5000;

export interface BenchOptions {
  elements: number;
  view: 'bench' | 'player';
  playing: boolean;
  startTime: number;
}

/** Reads the page's query; anything unreadable falls back to the defaults. */
export const readBenchOptions = (query: string): BenchOptions => {
  const params = new URLSearchParams(query);
  const count = Number.parseInt(params.get('elements') ?? '', 10);
  const time = Number.parseFloat(params.get('t') ?? '');
  return {
    elements: Number.isFinite(count) ? Math.min(MAX_ELEMENTS, Math.max(1, count)) : DEFAULT_ELEMENTS,
    view: params.get('view') === 'player' ? 'player' : 'bench',
    playing: params.get('play') !== '0',
    startTime: Number.isFinite(time) ? Math.max(0, time) : 0,
  };
};
