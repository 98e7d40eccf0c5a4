// The admin's export records (spec 001 section 4): the two kinds as one row shape for the table, and
// the status words (1 In progress, 2 Completed, otherwise Error).
import { ExportStatus, type RecentFileExport, type RecentSceneExport } from '@wb/contracts';

export interface ExportRecordRow {
  id: string;
  name: string;
  url: string | null;
  createdOn: string;
  status: number;
  error: string | null;
}

export const fileRecordRow = (e: RecentFileExport): ExportRecordRow => ({ id: e.fileExportID, name: e.name, url: e.data.url, createdOn: e.createdOn, status: e.status, error: e.error });

export const sceneRecordRow = (e: RecentSceneExport): ExportRecordRow => ({ id: e.sceneExportID, name: e.sceneData.name, url: e.data.url, createdOn: e.createdOn, status: e.status, error: e.error });

export const exportStatusLabel = (status: number): 'In progress' | 'Completed' | 'Error' =>
  status === ExportStatus.inProgress ? 'In progress' : status === ExportStatus.completed ? 'Completed' : 'Error';

export const exportStatusColor = { 'In progress': 'blue', Completed: 'teal', Error: 'red' } as const;
