// The project as it was at one moment (issue 21): what the read-only page shows, folded from the
// project's events up to one global position (docs/decisions/projectAsOf.md).
import { z } from 'zod';
import { ProjectLink } from '../projects/models';

export const AsOfPerson = z.object({ userID: z.number().int(), name: z.string() });
export type AsOfPerson = z.infer<typeof AsOfPerson>;

export const AsOfCard = z.object({
  name: z.string(),
  /** 'active', 'archived' or 'deleted' (spec 000 section 9 statuses, in words). */
  status: z.enum(['active', 'archived', 'deleted']),
  createdAt: z.string(),
  folders: z.array(z.object({ projectGroupID: z.string(), name: z.string() })),
  /** YYYY-MM-DD or null; completedOn once completed. */
  due: z.object({ date: z.string().nullable(), completedOn: z.string().nullable() }),
  links: z.array(ProjectLink),
  wordCount: z.number().int().nullable(),
  thumbnail: z.string().nullable(),
  /** The card board's card linked then, as it showed when linked. */
  boardCard: z.object({ cardId: z.string(), name: z.string(), url: z.string(), due: z.string().nullable() }).nullable(),
});
export type AsOfCard = z.infer<typeof AsOfCard>;

export const AsOfFileVersion = z.object({ version: z.number().int(), url: z.string(), size: z.number().int(), by: z.string(), at: z.string() });
export type AsOfFileVersion = z.infer<typeof AsOfFileVersion>;

export const AsOfFile = z.object({
  fileID: z.string(),
  name: z.string(),
  type: z.string(),
  /** The version current then (the last of versions). */
  versions: z.array(AsOfFileVersion),
  tags: z.array(z.string()),
});
export type AsOfFile = z.infer<typeof AsOfFile>;

export const AsOfComment = z.object({
  commentID: z.string(),
  /** Where it was made: on the project, one of its files, or one of its scenes. */
  on: z.enum(['project', 'file', 'scene']),
  /** The file's or scene's id; null on the project. */
  targetID: z.string().nullable(),
  author: AsOfPerson.nullable(),
  text: z.string(),
  parentCommentID: z.string().nullable(),
  at: z.string(),
  resolved: z.boolean(),
  /** Who resolved it last, while it is resolved. */
  resolvedBy: AsOfPerson.nullable(),
});
export type AsOfComment = z.infer<typeof AsOfComment>;

export const AsOfSceneDocument = z.object({
  /** The document version saved last before the moment (open it with /editor/getSceneDocument). */
  version: z.number().int(),
  elementCount: z.number().int(),
  duration: z.number(),
  savedBy: z.string(),
  at: z.string(),
});
export type AsOfSceneDocument = z.infer<typeof AsOfSceneDocument>;

export const AsOfScene = z.object({
  sceneID: z.string(),
  name: z.string(),
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  notes: z.string(),
  labelIDs: z.array(z.string()),
  /** null: never saved before the moment. */
  document: AsOfSceneDocument.nullable(),
});
export type AsOfScene = z.infer<typeof AsOfScene>;

export const AsOfTask = z.object({
  taskID: z.string(),
  text: z.string(),
  notes: z.string(),
  dueDate: z.string().nullable(),
  assignee: AsOfPerson,
  done: z.boolean(),
  completedOn: z.string().nullable(),
});
export type AsOfTask = z.infer<typeof AsOfTask>;

export const AsOfTrackingEntry = z.object({ taskID: z.number().int(), user: AsOfPerson, date: z.string(), hours: z.number() });
export type AsOfTrackingEntry = z.infer<typeof AsOfTrackingEntry>;

/** The whole project at one moment; card null before it was created. */
export const ProjectSnapshot = z.object({
  card: AsOfCard.nullable(),
  members: z.array(AsOfPerson),
  files: z.array(AsOfFile),
  comments: z.array(AsOfComment),
  scenes: z.array(AsOfScene),
  tasks: z.array(AsOfTask),
  tracking: z.array(AsOfTrackingEntry),
});
export type ProjectSnapshot = z.infer<typeof ProjectSnapshot>;

/** Where the cut was made: the last event of the project at or before the moment (null: before its first). */
export const AsOfCut = z.object({ position: z.string().nullable(), at: z.string().nullable() });
export type AsOfCut = z.infer<typeof AsOfCut>;

export const ProjectAsOfAnswer = z.object({ projectID: z.string(), cut: AsOfCut, snapshot: ProjectSnapshot });
export type ProjectAsOfAnswer = z.infer<typeof ProjectAsOfAnswer>;

export const AsOfSections = ['card', 'members', 'files', 'comments', 'scenes', 'tasks', 'tracking'] as const;

/** One difference between two moments: a thing added, removed, or changed (with its fields before and after). */
export const AsOfChange = z.object({
  section: z.enum(AsOfSections),
  change: z.enum(['added', 'removed', 'changed']),
  /** The thing's id in its section (a file's id, a member's user id as text; 'card' for the card). */
  id: z.string(),
  /** What a person calls it: the file's name, the comment's first words. */
  label: z.string(),
  fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AsOfChange = z.infer<typeof AsOfChange>;

export const ProjectComparison = z.object({ projectID: z.string(), from: AsOfCut, to: AsOfCut, changes: z.array(AsOfChange) });
export type ProjectComparison = z.infer<typeof ProjectComparison>;
