// What every panel gets from the editor, which owns the document, the selection and the playhead.
// A panel answers changes as whole new documents with an undo label; it keeps no copy of them.
import type { SceneDocument } from '@wb/contracts';

export interface PanelProps {
  document: SceneDocument;
  selectedIds: string[];
  /** The playhead, in ms from the start of the scene. */
  time: number;
  onChange(next: SceneDocument, label: string): void;
  onSelect(ids: string[]): void;
  onSeek(time: number): void;
}

export interface TimelineProps extends PanelProps {
  playing: boolean;
  onTogglePlay(): void;
  /** Pixels per millisecond. */
  zoom: number;
  onZoom(zoom: number): void;
}

/** New element and keyframe ids. */
export const newId = (): string => crypto.randomUUID();

/** Click selects one; shift, cmd or ctrl adds to or takes from the selection. */
export const nextSelection = (selected: readonly string[], id: string, additive: boolean): string[] =>
  !additive ? [id] : selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
