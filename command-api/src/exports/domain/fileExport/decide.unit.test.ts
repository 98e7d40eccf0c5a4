import { Messages } from '@wb/contracts';
import { deciderSpec } from '../../../shared/domain/deciderSpec';
import type { RenderRequest } from '../lifecycle';
import { fileExportAggregate } from './aggregate';
import type { ExportedFile } from './decide';
import type { FileExportEvent } from './state';

const { given } = deciderSpec(fileExportAggregate);
const fileExportID = 'fe-1';
const file: ExportedFile = { fileID: 'f-1', name: 'Cell division', type: 'svg', projectIDs: ['p-1', 'p-2'] };
const add = (f: ExportedFile | null) => ({ type: 'AddFileExport' as const, fileExportID, file: f, userID: 2, createdOn: '2026-11-27T10:00:00.000Z' });
const added: FileExportEvent = { type: 'ReviewFileExportAdded', data: { fileExportID, fileID: 'f-1', projectID: 'p-1', name: 'Cell division', userID: 2, createdOn: '2026-11-27T10:00:00.000Z' } };
const request: RenderRequest = { projectID: 'p-2', userID: 2, notify: true, documentKey: 'fileexport-fe-1/1', width: 800, height: 600, durationMs: 9_000, name: 'Cell division' };

describe('adding a file export', () => {
  it('records the file under its first project', () => {
    given([]).when(add(file)).then([added]);
  });
  it('refuses a missing file, a file that is not an SVG and a file in no project', () => {
    given([]).when(add(null)).thenFails('notFound', Messages.fileNotFound);
    given([])
      .when(add({ ...file, type: 'mp4' }))
      .thenFails('validation', Messages.fileNotSvg);
    given([])
      .when(add({ ...file, projectIDs: [] }))
      .thenFails('validation', Messages.fileNotInProject);
  });
});

describe('requesting a file export', () => {
  it('requests it for any project the file is in, with the imported document', () => {
    given([added])
      .when({ type: 'RequestFileExport', projectID: 'p-2', fileProjectIDs: ['p-1', 'p-2'], request })
      .then([{ type: 'ReviewFileExportRequested', data: { fileExportID, fileID: 'f-1', ...request, attempt: 1 } }]);
  });
  it('refuses a project the file is not in', () => {
    given([added])
      .when({ type: 'RequestFileExport', projectID: 'p-9', fileProjectIDs: ['p-1'], request })
      .thenFails('validation', Messages.exportNotInProject);
  });
  it('refuses when the file is gone', () => {
    given([added])
      .when({ type: 'RequestFileExport', projectID: 'p-1', fileProjectIDs: ['p-1'], request: null })
      .thenFails('notFound', Messages.fileNotFound);
  });
  it('refuses an unknown export', () => {
    given([])
      .when({ type: 'RequestFileExport', projectID: 'p-1', fileProjectIDs: ['p-1'], request })
      .thenFails('notFound', Messages.fileExportNotFound);
  });
});
