// The panels the scene editor places in its layout; each takes the document and answers changes.
export { Timeline } from './Timeline';
export { LayersPanel } from './LayersPanel';
export { PropertiesPanel } from './PropertiesPanel';
export type { PanelProps } from './types';
