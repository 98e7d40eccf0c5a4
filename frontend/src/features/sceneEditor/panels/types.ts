// What every panel gets from the editor, which owns the document, the selection and the playhead.
// A panel answers changes as whole new documents with an undo label, or runs a registered action;
// it keeps no copy of the document.
import type { ReactNode } from 'react';
import type { SceneDocument } from '@wb/contracts';
import type { ActionRunner } from '../actions/actionRunner';
import type { DocumentCapture } from '../state/history';

export interface PanelProps {
  document: SceneDocument;
  selectedIds: string[];
  /** The playhead, in ms from the start of the scene. */
  time: number;
  /** A change is one undo step unless it is part of a gesture (a field's arrow steps), see state/history.ts. */
  onChange(next: SceneDocument, label: string, capture?: DocumentCapture): void;
  /** The gesture under way, if any, becomes one undo step (a field was left). */
  onGestureEnd(): void;
  /** The editor's registered actions (actions/), run on the layers a panel chooses. */
  actions: ActionRunner;
  onSelect(ids: string[]): void;
  onSeek(time: number): void;
}

export interface TimelineProps extends PanelProps {
  playing: boolean;
  onTogglePlay(): void;
  /** Pixels per millisecond. */
  zoom: number;
  onZoom(zoom: number): void;
  /** What the screen marks on the ruler at the zoom (the comment markers); absent: nothing. */
  rulerMarks?(zoom: number): ReactNode;
  /** Controls the screen adds to the timeline's (the comment markers' toggle). */
  extraControls?: ReactNode;
}

/** New element and keyframe ids. */
export const newId = (): string => crypto.randomUUID();

/** Click selects one; shift, cmd or ctrl adds to or takes from the selection. */
export const nextSelection = (selected: readonly string[], id: string, additive: boolean): string[] =>
  !additive ? [id] : selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
