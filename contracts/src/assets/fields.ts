// Field schemas of the asset library's calls. Every text goes through the kernel's text builder.
import { z } from 'zod';
import { Limits } from '../kernel/constants';
import { oneOf } from '../kernel/fields';
import { nameField, textField } from '../kernel/text';

/**
 * An asset id (kit, file, directory, link, tag): the text the server made, or a whole number, since a
 * kit id is numeric (the route /assets/{kit} and the fixed kits 72-78) and a client may send it as one.
 */
export const assetID = z.union(
  [
    textField({ trim: true, min: 1, minMessage: 'Required', max: 64 }).regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, dashes and underscores only'),
    z.number().int('Must be a whole number').min(0, 'Must not be negative').max(Number.MAX_SAFE_INTEGER).transform(String),
  ],
  'An id, like "72" or 72',
);

/** The most files one call acts on: the list view shows 1000 and moves, tags or deletes a selection of them. */
export const MAX_FILES_PER_CALL = 1000;
export const assetIDs = z.array(assetID).min(1, 'Choose at least one').max(MAX_FILES_PER_CALL, `At most ${MAX_FILES_PER_CALL}`);

/** A kit id or the word all (the 'All' kit of every file), as in the route /assets/{kit}. */
export const ALL_KIT = 'all';
export const kitOrAll = z.union([z.literal(ALL_KIT), assetID]);

// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * A file or folder name: visible, at most 200 characters, no control characters, no path separators
 * and not '.' or '..', so a name can never act as a path anywhere it is used (a zip entry, a download).
 */
export const assetName = nameField({ max: Limits.nameMaxLength, emptyMessage: 'Name is required' })
  .refine((v) => !CONTROL.test(v), 'Remove the control characters')
  .refine((v) => !/[/\\]/.test(v), 'A name cannot contain / or \\')
  .refine((v) => v !== '.' && v !== '..', 'Not a name');

/** A file type: its extension, lower-cased, without the dot (png, jpeg, afdesign). */
export const fileType = textField({ trim: true, min: 1, minMessage: 'Required', max: 16 })
  .toLowerCase()
  .regex(/^[a-z0-9]+$/, 'An extension such as png, letters and digits only')
  .meta({ examples: ['png'] });

/** Bytes; 10 GB bounds what an upload may hold. */
export const MAX_FILE_SIZE = 10 * 1024 ** 3;
export const fileSize = z.number().int('Must be a whole number').min(0, 'Must not be negative').max(MAX_FILE_SIZE, 'At most 10 GB');

/** Where the upload endpoint stores blobs; every file address is a path under it. */
export const BLOB_PATH_PREFIX = '/api/v1/blobs/';
/**
 * A stored file's address as the upload endpoint answers it: `/api/v1/blobs/<key>`, no scheme or host,
 * no '..' or '//' and only key characters, so it can only ever point at a blob of this product.
 */
export const blobUrl = textField({ trim: true, min: 1, minMessage: 'Required', max: 1000 })
  .refine((v) => v.startsWith(BLOB_PATH_PREFIX), `An uploaded file's address, starting ${BLOB_PATH_PREFIX}`)
  .refine((v) => /^[A-Za-z0-9/._-]+$/.test(v), 'Letters, digits, dots, dashes, underscores and slashes only')
  .refine((v) => !v.includes('..') && !v.includes('//') && !v.endsWith('/'), 'Not a file address (.. or an empty part)')
  .meta({ examples: ['/api/v1/blobs/assets/0f8fad5b-d9cb-469f-a165-70867728950e'] });

export const KitVisibility = { internal: 'internal', publicRead: 'public-read' } as const;
export type KitVisibility = (typeof KitVisibility)[keyof typeof KitVisibility];
export const kitVisibility = oneOf([KitVisibility.internal, KitVisibility.publicRead]);

/** Project asset types (spec section 3). */
export const ProjectAssetTypes = ['transcript', 'script', 'scene-svg', 'design', 'voiceover', 'camtasia', 'image-asset', 'textbook', 'thumbnail', 'credits'] as const;
export const projectAssetType = oneOf(ProjectAssetTypes);

/** Tag text as typed: trimmed, visible, short. Tags are case-insensitive (unique by uniqueNameKey). */
export const tagText = nameField({ max: 100, emptyMessage: 'Type a tag' }).refine((v) => !CONTROL.test(v), 'Remove the control characters');

/** A public kit's slug: its name with spaces as dashes (the URL /kit/{slug}). */
export const slugText = textField({ trim: true, min: 1, minMessage: 'Required', max: Limits.nameMaxLength });

/** List mode shows the first 1000 files; a page of kit files is at most that. */
export const KIT_FILES_FIRST_PAGE = 1000;
export const kitFilesCount = z.number().int().min(1).max(KIT_FILES_FIRST_PAGE).default(KIT_FILES_FIRST_PAGE);
