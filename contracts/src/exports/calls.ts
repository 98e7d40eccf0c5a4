// The export calls (spec 002 section 7: /export/addSceneExport, /exportVideoV2, /export/addFileExport,
// /exportVideo; spec 001 section 7: /export/getRecentExports, /admin/launchExporter). Adding an export
// records it; the second call starts rendering it. Progress reaches clients through the scenes and
// project files answers, not a call of its own (docs/decisions/exports.md).
import { z } from 'zod';
import { grant } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { empty, ok } from '../kernel/fields';
import { assetID } from '../assets/fields';
import { sceneIDs } from '../scenes/fields';
import { ExportLimits } from './constants';
import { exportIDs } from './fields';
import { RecentFileExport, RecentSceneExport } from './models';

// Spec 002 section 6: every signed-in user may export scenes. As the scenes calls, exporting asks for
// view, the grant that opens a project (projects are opened by grant, not by membership).
const view = grant('content.projects-view');
const admin = grant('admin.exports');
const { maxIdsPerCall } = ExportLimits;
const fileIDs = z.array(assetID).min(1, 'Choose at least one').max(maxIdsPerCall, `At most ${maxIdsPerCall}`);
const notify = z.boolean().default(false);
const projectID = assetID;

const exportCalls = {
  addSceneExport: defineCall({
    path: '/export/addSceneExport',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Record an export of each scene (in the order given); /exportVideoV2 starts rendering them',
    input: z.object({ sceneIDs }),
    output: z.object({ sceneExportIDs: z.array(z.string()) }),
  }),
  addFileExport: defineCall({
    path: '/export/addFileExport',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Record an export of each project SVG file (in the order given); /exportVideo starts rendering them',
    input: z.object({ fileIDs }),
    output: z.object({ fileExportIDs: z.array(z.string()) }),
  }),
  getRecentExports: defineCall({
    path: '/export/getRecentExports',
    method: 'POST',
    kind: 'query',
    reads: ['exports'],
    access: admin,
    summary: `The newest ${ExportLimits.recentExports} file exports and scene exports, newest first`,
    input: empty.optional(),
    output: z.object({ fileExports: z.array(RecentFileExport), sceneExports: z.array(RecentSceneExport) }),
  }),
} as const;

const exportVideoV2 = {
  start: defineCall({
    path: '/exportVideoV2',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: "Render recorded scene exports of a project to MP4, each from its scene's saved document",
    input: z.object({ sceneExportIDs: exportIDs, projectID, notify }),
    output: ok,
  }),
} as const;

const exportVideo = {
  start: defineCall({
    path: '/exportVideo',
    method: 'POST',
    kind: 'command',
    access: view,
    summary: 'Render recorded file exports of a project to MP4, each SVG imported with the scene import rules',
    input: z.object({ fileExportIDs: exportIDs, projectID, notify }),
    output: ok,
  }),
} as const;

const adminCalls = {
  launchExporter: defineCall({
    path: '/admin/launchExporter',
    method: 'POST',
    kind: 'command',
    access: admin,
    summary: 'Request every export still in progress again (a new attempt), so that a stuck one is rendered anew',
    input: empty.optional(),
    output: z.object({ requeued: z.number().int() }),
  }),
} as const;

export const exportsCalls = { export: exportCalls, exportVideoV2, exportVideo, admin: adminCalls } as const;
