import type { ErrorCodeTable } from '../kernel/errors';

/** Two labels of one name would be told apart on a scene only by colour: a taken name answers 409. */
export const SceneLabelErrorCode = {
  labelNameTaken: 409,
} as const satisfies ErrorCodeTable;
