// The ExportChunk aggregate's state, folded from exportchunk-<exportID>-<index>: the part of an export
// the exporter planned, for which attempt, and the stored part once rendered.
import type { EventOf, ExportChunkPlan, ExportEvents, ExportKind } from '@wb/contracts';

export type ExportChunkEvent = Extract<EventOf<typeof ExportEvents>, { type: `ExportChunk${string}` }>;

export interface ExportChunkState {
  readonly exportKind: ExportKind;
  readonly exportID: string;
  readonly plan: ExportChunkPlan;
  /** The rendered part's blob key, once rendered in the current attempt (or late, by an earlier one: same frames, same bytes). */
  readonly blobKey: string | null;
}

/** null until ExportChunkRequested. */
export type ExportChunk = ExportChunkState | null;

export const initialState: ExportChunk = null;

export const evolve = (state: ExportChunk, event: ExportChunkEvent): ExportChunk => {
  switch (event.type) {
    case 'ExportChunkRequested': {
      const { exportKind, exportID, ...plan } = event.data;
      // A new attempt renders the part again: what an earlier one stored may be gone.
      return { exportKind, exportID, plan, blobKey: null };
    }
    case 'ExportChunkRendered':
      return state === null ? state : { ...state, blobKey: event.data.blobKey };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
