// A staged upload file as the spec's entity names it (name, url, type, size, projects, kits with a
// directory, tags), plus what the staging page tracks of it: its upload's progress, and the id the
// server gave it once saved (so a publish run again after an error does not save it twice).
import { extensionOf } from '@wb/contracts';

export interface StagedProject {
  readonly projectID: string;
  readonly name: string;
}
export interface StagedKit {
  readonly kitID: string;
  readonly name: string;
  /** null: at the kit's top, in no folder. */
  readonly directoryID: string | null;
  readonly directoryName: string | null;
}
export interface StagedTag {
  readonly tagID: string;
  readonly name: string;
}

export interface StagedFile {
  /** The page's own id for the file, made when it was dropped. */
  readonly stagedID: string;
  readonly name: string;
  /** The extension, lower-cased. */
  readonly type: string;
  readonly size: number;
  /** Where the upload stored it; null while uploading (or if the upload failed). */
  readonly url: string | null;
  /** 0 to 1. */
  readonly progress: number;
  readonly uploadError: string | null;
  readonly projects: readonly StagedProject[];
  readonly kits: readonly StagedKit[];
  readonly tags: readonly StagedTag[];
  /** The file's id once the Saving files step recorded it. */
  readonly fileID: string | null;
}

export const PublishSteps = ['Saving files', 'Linking projects', 'Linking kits', 'Linking tags'] as const;
export type PublishStep = (typeof PublishSteps)[number];
export type StepStatus = 'pending' | 'in progress' | 'success' | 'error';

/** Each publish step shows at least this long, so a person can follow the run. */
export const MIN_STEP_MS = 1000;
/** The finished dialog stays this long before the list clears. */
export const FINISHED_CLEAR_MS = 500;

/** The extension of a file name, lower-cased ('' when it has none). */
export const typeOfName = (name: string): string => extensionOf(name);
