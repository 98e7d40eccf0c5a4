// What the resource queries answer (spec 001 section 3).
import { z } from 'zod';
import { ResourceData } from './events';

export const Resource = z.object({
  resourceID: z.string(),
  name: z.string(),
  /** 1 Active, 0 Deleted. */
  status: z.number().int(),
  createdOn: z.string(),
  data: ResourceData,
  /** The linked projects with their names, in the order of data.projects (a project not known by name shows its id). */
  projects: z.array(z.object({ projectID: z.string(), name: z.string() })),
});
export type Resource = z.infer<typeof Resource>;
