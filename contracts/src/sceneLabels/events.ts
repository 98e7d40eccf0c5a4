import { z } from 'zod';
import { LabelColors } from './constants';

const labelID = z.string();
const color = z.enum(LabelColors);

export const SceneLabelEvents = {
  SceneLabelCreated: z.object({ labelID, name: z.string(), color }),
  SceneLabelRenamed: z.object({ labelID, name: z.string(), previousName: z.string() }),
  SceneLabelRecoloured: z.object({ labelID, color }),
} as const;
