// The asset library's search (spec 001: "/files/searchFiles {text, start, count, sortBy, status} ->
// files, total"; the kit search, "search-as-you-type on name, kits and tags; 50 results per page"; the
// editor's asset search, "up to 50 results of types jpeg, jpg, png, svg"). Answered from the fileSearch
// read model (the FileSearchIndex and its own file table).
import { z } from 'zod';
import { anyGrant, grant } from '../kernel/access';
import { searchText, start } from '../kernel/fields';
import { defineCall } from '../kernel/registry';
import { assetID, fileType } from './fields';
import { AssetFile } from './models';

const view = grant('content.assets-view');
const reads = ['fileSearch'] as const;

/** Kit search: 50 hits a page (spec section 9). */
export const FILE_SEARCH_PAGE = 50;
/** A search never pages past this many hits; totals are counted up to it. */
export const FILE_SEARCH_WINDOW = 1000;
/** The editor's asset search: these image types, at most 50. */
export const EDITOR_ASSET_TYPES = ['jpeg', 'jpg', 'png', 'svg'] as const;

/** The spec's sort options (Number, Alphabetical, Newest, Oldest), and relevance (the default with text). */
export const fileSortBy = z.enum(['relevance', 'number', 'alphabetical', 'newest', 'oldest'], { message: 'One of relevance, number, alphabetical, newest, oldest' });
const fileStatus = z.number().int().min(0, 'A file status: 1 Active, 0 Archived').max(1, 'A file status: 1 Active, 0 Archived');
const page = {
  start: start.refine((n) => n < FILE_SEARCH_WINDOW, `At most ${FILE_SEARCH_WINDOW - 1}`),
  count: z.number().int().min(1).max(FILE_SEARCH_PAGE, `At most ${FILE_SEARCH_PAGE}`).default(FILE_SEARCH_PAGE),
};
const filters = {
  directoryID: assetID.optional(),
  types: z.array(fileType).min(1).max(20).optional(),
  tagIDs: z.array(assetID).min(1).max(20).optional(),
  /** Active (1) by default; archived (0) files on request. */
  status: z.union([fileStatus, z.array(fileStatus).min(1).max(2)]).optional(),
};
/** Files, best first, and how many match (counted up to FILE_SEARCH_WINDOW: totalCapped says when there are more). */
const found = z.object({ files: z.array(AssetFile), total: z.number().int(), totalCapped: z.boolean() });

export const searchCalls = {
  files: {
    // The admin Files tab lists files through this call too: its admins may hold admin.assets alone.
    searchFiles: defineCall({
      path: '/files/searchFiles',
      method: 'POST',
      kind: 'query',
      reads,
      access: anyGrant(['content.assets-view', 'admin.assets']),
      summary: 'Search every file as you type: each word starts a word of its name, kits or tags; ranked, sorted, filtered, 50 a page',
      input: z.object({ text: searchText.default(''), ...page, sortBy: fileSortBy.default('relevance'), kitID: assetID.optional(), ...filters }),
      output: found,
    }),
  },
  assets: {
    searchKit: defineCall({
      path: '/assets/searchKit',
      method: 'POST',
      kind: 'query',
      reads,
      access: view,
      summary: "Search one kit's files as you type (the kit view's search box), 50 a page",
      input: z.object({ kitID: assetID, text: searchText.default(''), ...page, sortBy: fileSortBy.default('relevance'), ...filters }),
      output: found,
    }),
    searchEditorAssets: defineCall({
      path: '/assets/searchEditorAssets',
      method: 'POST',
      kind: 'query',
      reads,
      access: view,
      summary: "The scene editor's asset search: up to 50 active images (jpeg, jpg, png, svg)",
      input: z.object({ text: searchText.default('') }),
      output: z.object({ files: z.array(AssetFile) }),
    }),
  },
} as const;
