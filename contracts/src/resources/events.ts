import { z } from 'zod';
import { CopyrightOptions } from './constants';

const resourceID = z.string();

/** What a resource holds besides its name (spec 001 section 3); projects are project ids. */
export const ResourceData = z.object({
  attribution: z.string(),
  copyright: z.enum(CopyrightOptions),
  link: z.string(),
  notes: z.string(),
  projects: z.array(z.string()),
  image: z.string(),
});
export type ResourceData = z.infer<typeof ResourceData>;

export const ResourceEvents = {
  ResourceCreated: z.object({ resourceID, name: z.string(), data: ResourceData }),
  /** The whole resource after the save; projectsRemoved keeps in the history which links were taken away. */
  ResourceUpdated: z.object({ resourceID, name: z.string(), data: ResourceData, projectsRemoved: z.array(z.string()) }),
  ResourceDeleted: z.object({ resourceID }),
} as const;
