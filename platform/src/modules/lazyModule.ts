// The adapters for servers the product can use but need not (S3, MongoDB, EventStoreDB, Kafka,
// Elasticsearch) and the browser's driver pull in large libraries. Loaded with the platform, they made
// every process start (and every test file) load about 3.5 s of code on a busy machine, nearly half of
// the platform's load, for adapters most configurations never choose. Each library is now loaded the
// first time an adapter of its kind is made; `import type` keeps the types.

/** Answers `load()`'s module, calling it the first time only. */
export const lazyModule = <T>(load: () => T): (() => T) => {
  let loaded: { readonly module: T } | undefined;
  return () => (loaded ??= { module: load() }).module;
};
