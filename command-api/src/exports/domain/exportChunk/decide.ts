// Rules of an export's parts: the exporter plans them once per attempt (planning again records nothing)
// and reports each part rendered once.
import type { ExportChunkPlan, ExportKind } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import type { ExportChunk, ExportChunkEvent } from './state';

export type ExportChunkCommand =
  | { readonly type: 'RequestExportChunk'; readonly exportKind: ExportKind; readonly exportID: string; readonly plan: ExportChunkPlan }
  | { readonly type: 'RecordExportChunkRendered'; readonly blobKey: string };

export const decide = (command: ExportChunkCommand, state: ExportChunk): Decision<ExportChunkEvent> => {
  switch (command.type) {
    case 'RequestExportChunk':
      if (state !== null && state.plan.attempt >= command.plan.attempt) return [];
      return [{ type: 'ExportChunkRequested', data: { exportKind: command.exportKind, exportID: command.exportID, ...command.plan } }];
    case 'RecordExportChunkRendered':
      if (state === null) return domainError('invalidState', 'This part of the export was never planned.');
      if (state.blobKey !== null) return [];
      return [{ type: 'ExportChunkRendered', data: { exportKind: state.exportKind, exportID: state.exportID, index: state.plan.index, blobKey: command.blobKey } }];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
