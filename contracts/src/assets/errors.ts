import type { ErrorCodeTable } from '../kernel/errors';

/** A kit's URL name (slug) is unique, so a taken one answers 409 with the kit holding it. */
export const AssetErrorCode = {
  kitNameTaken: 409,
} as const satisfies ErrorCodeTable;
