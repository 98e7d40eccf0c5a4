import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { ElementProps, Messages } from '@wb/contracts';
import { aDocument, anElement } from '../ops/fixtures';
import { LayersPanel } from './LayersPanel';
import { PropertiesPanel } from './PropertiesPanel';
import { Timeline } from './Timeline';
import type { PanelProps } from './types';

const noop = () => undefined;
const doc = aDocument(
  [
    anElement('r', { name: 'Box', props: ElementProps.parse({ translateX: 12, opacity: 0.5, style: { rx: 4 } }) }),
    anElement('t', { name: 'Title', type: 'text', text: 'Hello', locked: true, keyframes: { opacity: [{ id: 'k', time: 500, opacity: 1 }] } }),
  ],
  75_000,
);
const actions = { run: () => false, enabled: () => true, disabledReason: () => undefined };
const base = (over: Partial<PanelProps> = {}): PanelProps => ({
  document: doc,
  selectedIds: [],
  time: 0,
  onChange: noop,
  onGestureEnd: noop,
  actions,
  onSelect: noop,
  onSeek: noop,
  ...over,
});
const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

describe('the properties panel', () => {
  it('edits the scene duration as minutes and seconds when nothing is selected', () => {
    const html = render(<PropertiesPanel {...base()} />);
    expect(html).toContain('Minutes');
    expect(html).toMatch(/value="1"/);
    expect(html).toMatch(/value="15"/);
  });
  it('shows a rectangle at the playhead, with its corner radius and opacity in percent', () => {
    const html = render(<PropertiesPanel {...base({ selectedIds: ['r'] })} />);
    expect(html).toContain('Corner radius');
    expect(html).toContain('Width');
    expect(html).toMatch(/value="50"/);
    expect(html).toMatch(/value="12"/);
    expect(html).not.toContain('Font weight');
  });
  it('shows the text fields of a text, and says a locked layer must be unlocked first', () => {
    const html = render(<PropertiesPanel {...base({ selectedIds: ['t'] })} />);
    expect(html).toContain('Font weight');
    expect(html).toContain('Line height');
    expect(html).toContain('Hello');
    expect(html).toContain('Unlock the layer to change it.');
    expect(html).not.toContain('Corner radius');
    expect(html).not.toContain(Messages.tabsNotAllowed);
  });
  it('shows no stroke, fill or text fields for a group', () => {
    const grouped = aDocument([anElement('g', { type: 'group', name: 'Group', elements: [anElement('c')] })]);
    const html = render(<PropertiesPanel {...base({ document: grouped, selectedIds: ['g'] })} />);
    expect(html).toContain('Rotate');
    expect(html).not.toContain('Stroke width');
  });
  it('shows Mixed where a selection of several differs', () => {
    expect(render(<PropertiesPanel {...base({ selectedIds: ['r', 't'] })} />)).toContain('placeholder="Mixed"');
  });
});

describe('the layers panel', () => {
  it('lists the layers top first with their lock, visibility and menu buttons', () => {
    const html = render(<LayersPanel {...base({ selectedIds: ['r'] })} />);
    expect(html.indexOf('Title')).toBeLessThan(html.indexOf('Box'));
    expect(html).toContain('aria-label="Unlock Title"');
    expect(html).toContain('aria-label="Lock Box"');
    expect(html).toContain('aria-label="Hide Box"');
    expect(html).toContain('aria-label="Layer menu of Box"');
    expect(html).toMatch(/aria-selected="true"[^>]*>/);
  });
});

describe('the timeline', () => {
  it('draws controls, a ruler of the scene and a row per layer', () => {
    const html = render(<Timeline {...base()} playing={false} onTogglePlay={noop} zoom={0.07} onZoom={noop} />);
    expect(html).toContain('aria-label="Play"');
    expect(html).toContain('0:00.00 / 1:15.00');
    expect(html).toContain('aria-label="Zoom in"');
    expect(html).toContain('>1:14<');
    expect(html.match(/data-testid="timeline-row"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Show keyframes of Title"');
  });
  it('renders only the rows in view of a scene of 500 layers', () => {
    const many = aDocument(Array.from({ length: 500 }, (_, i) => anElement(`e${i}`)));
    const html = render(<Timeline {...base({ document: many })} playing onTogglePlay={noop} zoom={0.07} onZoom={noop} />);
    expect(html).toContain('aria-label="Pause"');
    expect(html.match(/data-testid="timeline-row"/g)?.length).toBeLessThan(60);
  });
});
