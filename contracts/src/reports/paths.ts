// The admin Reports tab's downloads (spec 001 sections 2 and 7: "/admin/reports/{...} -> csv (string
// or array) or files (zip)"). They answer files, not JSON, which the call registry cannot describe
// (its outputs are zod schemas sent as JSON): they are plain GET routes of the query API, like the
// stored files, and the gateway's edge route table names them here (docs/decisions/admin.md).
import { API_PREFIX } from '../kernel/registry';
import type { Grant } from '../kernel/grants';

/** Who may download any report. */
export const REPORTS_GRANT: Grant = 'admin.reports';

export interface ReportDef {
  /** The last segment of the path, the spec's name. */
  readonly id: string;
  readonly label: string;
  readonly description: string;
  /** The file the browser saves. */
  readonly fileName: string;
  readonly format: 'csv' | 'zip';
}

export const Reports = [
  { id: 'downloadFilesData', label: 'Files data', description: 'Every file of the asset library: id, name, type, status, size, URL, owner, dates.', fileName: 'files.csv', format: 'csv' },
  {
    id: 'downloadProjectsData',
    label: 'Projects data',
    description: 'Every project: id, name, status, folders, owner, members, word count, comments, due date, links, dates.',
    fileName: 'projects.csv',
    format: 'csv',
  },
  { id: 'downloadCreditsData', label: 'Credits data', description: "Each entry of each project's credits: section, name, role, attribution, share-alike.", fileName: 'credits.csv', format: 'csv' },
  { id: 'downloadKitsData', label: 'Kits data', description: 'Every kit: id, name, URL name, visibility, thumbnail, active file count, created on.', fileName: 'kits.csv', format: 'csv' },
  { id: 'downloadKitsFilesMetadata', label: 'Kits files metadata', description: 'Each file in each kit, with its directory and tags.', fileName: 'kits-files-metadata.csv', format: 'csv' },
  {
    id: 'downloadProjectFilesTypeCounts',
    label: 'Project file type counts',
    description: 'How many active files of each type each project holds.',
    fileName: 'project-file-type-counts.csv',
    format: 'csv',
  },
  {
    id: 'downloadAudit',
    label: 'Audit trail',
    description: 'Every event of the workspace, newest first: when, who, what in plain words, and the fields before and after.',
    fileName: 'audit.csv',
    format: 'csv',
  },
  {
    id: 'downloadThumbnails',
    label: 'Kit thumbnails',
    description: "Every kit's thumbnail in one zip; any that cannot be read are listed in failures.txt.",
    fileName: 'kit-thumbnails.zip',
    format: 'zip',
  },
] as const satisfies readonly ReportDef[];

export type ReportID = (typeof Reports)[number]['id'];

/** /api/admin/reports/<id>: where a report is downloaded (GET, with the session cookie). */
export const reportPath = (id: ReportID): string => `${API_PREFIX}/admin/reports/${id}`;

export const ReportPaths: Readonly<Record<ReportID, string>> = Object.fromEntries(Reports.map((r) => [r.id, reportPath(r.id)])) as Record<ReportID, string>;
