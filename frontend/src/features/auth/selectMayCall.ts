// Whether the signed-in user passes a call's rule as the server checks it (the registry's access), so
// a control is hidden exactly when the server would refuse its call for a missing grant.
import { allows, type CallDef } from '@wb/contracts';
import { selectPermissions } from './authSlice';

type State = Parameters<typeof selectPermissions>[0];

export const selectMayCall =
  (call: CallDef) =>
  (s: State): boolean =>
    allows(call.access, selectPermissions(s));
