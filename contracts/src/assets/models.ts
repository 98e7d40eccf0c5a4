// What the asset library's queries answer (spec 001 section 3).
import { z } from 'zod';

export const FileVersion = z.object({ date: z.string(), url: z.string(), size: z.number().int(), user: z.object({ name: z.string() }) });
export const TagRef = z.object({ tagID: z.string(), name: z.string() });
export const ProjectRef = z.object({ projectID: z.string(), name: z.string() });
/** A file's link to a kit; directoryID null when the file is in no directory of that kit. */
export const KitLink = z.object({ kitID: z.string(), name: z.string(), directoryID: z.string().nullable(), linkID: z.string() });
export const DirectoryRef = z.object({ directoryID: z.string(), name: z.string(), kitID: z.string() });

export const AssetFile = z.object({
  fileID: z.string(),
  uuid: z.string(),
  name: z.string(),
  /** The extension, lower-cased (png, svg, mp4). */
  type: z.string(),
  /** 1 Active, 0 Archived, anything else Deleted. */
  status: z.number().int(),
  createdOn: z.string(),
  modified: z.string(),
  projectID: z.string().nullable(),
  data: z.object({
    url: z.string(),
    size: z.number().int(),
    projectAssetType: z.string().nullable(),
    user: z.object({ id: z.number().int().nullable(), name: z.string() }),
    /** Every version, newest first; the first is the current url and size. */
    versions: z.array(FileVersion),
  }),
  tags: z.array(TagRef),
  projects: z.array(ProjectRef),
  kits: z.array(KitLink),
  directories: z.array(DirectoryRef),
});
export type AssetFile = z.infer<typeof AssetFile>;

/** A file as listed in a kit: the file with its place there (link, directory, order). */
export const KitFile = AssetFile.extend({ linkID: z.string(), directoryID: z.string().nullable(), index: z.number().int() });
export type KitFile = z.infer<typeof KitFile>;

export const Kit = z.object({
  kitID: z.string(),
  name: z.string(),
  /** The kit's root directory: its top-level folders have it as parentID. */
  directoryID: z.string(),
  slug: z.string(),
  /** Number of active files in the kit. */
  files: z.number().int(),
  createdOn: z.string(),
  data: z.object({
    thumbnail: z.string().nullable(),
    visibility: z.enum(['internal', 'public-read']),
    /** The kit's public page, /kit/{slug} (readable by visitors only when public-read). */
    url: z.string(),
  }),
});
export type Kit = z.infer<typeof Kit>;

/** A directory in a kit's tree: its subdirectories (dirs) and the ids of the files directly in it. */
export interface KitDirectory {
  directoryID: string;
  name: string;
  parentID: string | null;
  dirs: KitDirectory[];
  files: string[];
}
// The schema does not recurse: the API document's generator follows a recursive schema forever. The
// subdirectories are described, and typed by the interface above.
export const KitDirectory = z.object({
  directoryID: z.string(),
  name: z.string(),
  parentID: z.string().nullable(),
  dirs: z.array(z.unknown()).describe('Subdirectories, each of this same shape'),
  files: z.array(z.string()),
}) as unknown as z.ZodType<KitDirectory>;

/** One directory of the flattened list: its path of names from the top, for a picker. */
export const FlatDirectory = z.object({
  directoryID: z.string(),
  name: z.string(),
  parentID: z.string().nullable(),
  depth: z.number().int(),
  path: z.string(),
  fileCount: z.number().int(),
});

/** A directory with its files in full (getPopulatedDirectory) and its subdirectories by name. */
export const PopulatedDirectory = z.object({
  directoryID: z.string(),
  name: z.string(),
  parentID: z.string().nullable(),
  dirs: z.array(z.object({ directoryID: z.string(), name: z.string() })),
  files: z.array(KitFile),
});

export const FileKitLinkRow = z.object({ fileID: z.string(), kitID: z.string(), linkID: z.string(), directoryID: z.string().nullable() });
export const FileDirectoryRow = z.object({ fileID: z.string(), kitID: z.string(), directoryID: z.string(), name: z.string() });

/** What a visitor sees of a public kit's file: nothing about the people or projects behind it. */
export const PublicFile = z.object({
  fileID: z.string(),
  name: z.string(),
  type: z.string(),
  data: z.object({ url: z.string(), size: z.number().int() }),
});
export const PublicKit = z.object({
  kitID: z.string(),
  name: z.string(),
  slug: z.string(),
  data: z.object({ thumbnail: z.string().nullable(), visibility: z.literal('public-read'), url: z.string() }),
  files: z.array(PublicFile),
  total: z.number().int(),
});

/** A kit holding files of a project, with those files (the project's kits view). */
export const ProjectKit = z.object({ kitID: z.string(), name: z.string(), files: z.array(AssetFile) });

export const Tag = z.object({ tagID: z.string(), name: z.string(), files: z.number().int() });
export type Tag = z.infer<typeof Tag>;
