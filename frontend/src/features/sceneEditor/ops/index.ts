// Pure operations on the scene document: each answers a new document and never changes its input.
export * from './tree';
export * from './keyframes';
export * from './timing';
export * from './scene';
export * from './layers';
export * from './grouping';
export * from './clipboard';
export * from './props';
export * from './timeline';
export * from './numeric';
export * from './animated';
