// Calls that other areas serve (image export, the download record) are found in the registry by
// their spec path at run time, so these screens work, with those controls off, on a server without them.
import { Calls, type CallDef } from '@wb/contracts';

export const registryCall = (path: string): CallDef | undefined => {
  for (const area of Object.values(Calls) as Record<string, CallDef>[]) {
    for (const def of Object.values(area)) if (def.path === path) return def;
  }
  return undefined;
};
