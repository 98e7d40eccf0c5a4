import { defineClientArea } from '../../../app/clientArea';
import automationKeys from './automationKeysSlice';
import { watchAutomationKeys } from './automationKeysSagas';

/** The automation keys panel's state and workflows (its component is mounted by the admin's File Exports tab). */
export const automationKeysArea = defineClientArea({
  name: 'automationKeys',
  reducers: { automationKeys },
  saga: watchAutomationKeys,
});
