// The asset library area: kits, their directories, files with versions, tags and project links.
import { defineArea } from '../kernel/area';
import { assetCalls } from './calls';
import { AssetErrorCode } from './errors';
import { AssetEvents } from './events';
import { AssetMessages } from './messages';

export * from './models';
export * from './fields';
export * from './constants';
export * from './publicKitPaths';
export * from './blobHolders';
export * from './fileTypes';
export { EDITOR_ASSET_TYPES, FILE_SEARCH_PAGE, FILE_SEARCH_WINDOW, fileSortBy } from './searchCalls';
export { AssetEvents } from './events';

export const assetsArea = defineArea({
  name: 'assets',
  calls: assetCalls,
  events: AssetEvents,
  errors: AssetErrorCode,
  messages: AssetMessages,
  readModels: ['assetLibrary', 'fileSearch', 'blobHolders'],
});
