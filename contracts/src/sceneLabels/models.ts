// What the scene label query answers (spec 001 section 3: labelID, name, data.color).
import { z } from 'zod';
import { LabelColors } from './constants';

export const SceneLabel = z.object({
  labelID: z.string(),
  name: z.string(),
  createdOn: z.string(),
  data: z.object({ color: z.enum(LabelColors) }),
});
export type SceneLabel = z.infer<typeof SceneLabel>;
