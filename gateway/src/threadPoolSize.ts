// Imported first by main.ts, before anything touches libuv's thread pool (its size is read once, on
// first use): file reads, sharp and argon2 share that pool, and the heavy-work limits
// (platform/src/heavyWork/limits.ts) give image conversion and password hashing a quarter of it each.
// Eight threads leave downloads and uploads at least four whatever the heavy work does; an operator's
// own UV_THREADPOOL_SIZE wins.
process.env.UV_THREADPOOL_SIZE ??= '8';
export {};
