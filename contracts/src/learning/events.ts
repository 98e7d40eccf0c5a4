// Events of a project's link to a video (a node) of the learning site (stream learnlink-<projectID>;
// past tense, schema version 1). What the node showed when linked is kept, so the cards and the
// contents page show its status without asking the site (docs/decisions/learning.md).
import { z } from 'zod';

const projectID = z.string();
const nodeID = z.string();
const mediaStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const LearningEvents = {
  LearnNodeLinked: z.object({ projectID, nodeID, name: z.string(), url: z.string(), mediaStatus }),
  LearnNodeUnlinked: z.object({ projectID, nodeID }),
} as const;
