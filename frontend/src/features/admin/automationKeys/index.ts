// The automation keys panel, mounted in the admin's File Exports tab.
export { AutomationKeysPanel } from './AutomationKeysPanel';
