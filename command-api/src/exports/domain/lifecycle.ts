// What a scene export and a file export have in common once added: requested (attempt after attempt),
// rendered part by part with progress reports, then completed or failed. Each aggregate maps its own
// events to these changes and back, so the rules are written once.
import type { ExportResult } from '@wb/contracts';
import type { Decision } from '../../shared/domain/decider';
import { domainError, type DomainError } from '../../shared/domain/domainError';

/** What the exporter renders, as the request records it. */
export interface RenderRequest {
  readonly projectID: string;
  readonly userID: number | null;
  readonly notify: boolean;
  readonly documentKey: string;
  readonly width: number;
  readonly height: number;
  readonly durationMs: number;
  readonly name: string;
}

export type ExportPhase = 'added' | 'rendering' | 'completed' | 'failed';

export interface ExportLifecycle {
  readonly projectID: string;
  readonly phase: ExportPhase;
  /** 0 until first requested. */
  readonly attempt: number;
  readonly request: RenderRequest | null;
  /** Frames reported done in the current attempt. */
  readonly framesDone: number;
}

export type LifecycleChange =
  | { readonly type: 'requested'; readonly request: RenderRequest; readonly attempt: number }
  | { readonly type: 'progressed'; readonly framesDone: number; readonly framesTotal: number }
  | { readonly type: 'completed'; readonly result: ExportResult; readonly completedOn: string }
  | { readonly type: 'failed'; readonly reason: string; readonly failedOn: string };

export type LifecycleCommand =
  /**
   * /exportVideoV2, /exportVideo: `inProject` says the export's scene or file is in the project the call
   * names; `request` is null when there is nothing to render (a scene never saved).
   */
  | { readonly type: 'RequestExport'; readonly inProject: boolean; readonly request: RenderRequest | null }
  /** /admin/launchExporter: an export still rendering is requested again, as a new attempt. */
  | { readonly type: 'RequeueExport' }
  | { readonly type: 'ReportExportProgress'; readonly framesDone: number; readonly framesTotal: number }
  | { readonly type: 'CompleteExport'; readonly result: ExportResult; readonly completedOn: string }
  | { readonly type: 'FailExport'; readonly reason: string; readonly failedOn: string };

export const addedLifecycle = (projectID: string): ExportLifecycle => ({ projectID, phase: 'added', attempt: 0, request: null, framesDone: 0 });

export const applyChange = (state: ExportLifecycle, change: LifecycleChange): ExportLifecycle => {
  switch (change.type) {
    case 'requested':
      return { ...state, projectID: change.request.projectID, phase: 'rendering', attempt: change.attempt, request: change.request, framesDone: 0 };
    case 'progressed':
      return { ...state, framesDone: change.framesDone };
    case 'completed':
      return { ...state, phase: 'completed' };
    case 'failed':
      return { ...state, phase: 'failed' };
    default: {
      const _exhaustive: never = change;
      return _exhaustive;
    }
  }
};

/** The refusals that differ by kind (their messages name a scene export or a file export). */
export interface LifecycleRefusals {
  readonly notFound: () => DomainError;
  readonly notInProject: () => DomainError;
  readonly nothingToRender: () => DomainError;
}

const neverRequested = (): DomainError => domainError('invalidState', 'This export was never requested.');

const request = (command: Extract<LifecycleCommand, { type: 'RequestExport' }>, state: ExportLifecycle, refusals: LifecycleRefusals): Decision<LifecycleChange> => {
  if (!command.inProject) return refusals.notInProject();
  // Rendering or done: asking again starts nothing (a new attempt is the admin's Launch exporter).
  if (state.phase === 'rendering' || state.phase === 'completed') return [];
  if (command.request === null) return refusals.nothingToRender();
  return [{ type: 'requested', request: command.request, attempt: state.attempt + 1 }];
};

export const decideLifecycle = (command: LifecycleCommand, state: ExportLifecycle | null, refusals: LifecycleRefusals): Decision<LifecycleChange> => {
  if (state === null) return refusals.notFound();
  switch (command.type) {
    case 'RequestExport':
      return request(command, state, refusals);
    case 'RequeueExport':
      return state.phase === 'rendering' && state.request !== null ? [{ type: 'requested', request: state.request, attempt: state.attempt + 1 }] : [];
    case 'ReportExportProgress':
      // Only news: a report of the current attempt that moved on (reports may arrive late or twice).
      return state.phase === 'rendering' && command.framesDone > state.framesDone ? [{ type: 'progressed', framesDone: command.framesDone, framesTotal: command.framesTotal }] : [];
    case 'CompleteExport':
      // A late completion still counts after a failure (its MP4 is there); a second one records nothing.
      if (state.phase === 'added') return neverRequested();
      return state.phase === 'completed' ? [] : [{ type: 'completed', result: command.result, completedOn: command.completedOn }];
    case 'FailExport':
      return state.phase === 'rendering' ? [{ type: 'failed', reason: command.reason, failedOn: command.failedOn }] : [];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
