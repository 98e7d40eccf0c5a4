// What a pool's worker thread runs: it loads one module and answers calls of its exported functions.
// Kept as JavaScript text (the worker evaluates it) so that the same pool works from the built product
// (dist/*.js) and from the TypeScript sources the tests run, where the worker compiles each .ts file
// with swc as jest does and reads `@wb/<package>` from the package's src, as jest's moduleNameMapper does.

export interface WorkerSetup {
  /** Absolute path of the module whose exports are called. */
  readonly module: string;
  /** @swc/core's path when the module is TypeScript source (tests only); null for built JavaScript. */
  readonly swc: string | null;
}

export interface WorkerCall {
  readonly id: number;
  readonly fn: string;
  readonly args: readonly unknown[];
}

/** Sent once the module is loaded: a call's time limit counts from its start, not the module's load. */
export interface WorkerReady {
  readonly ready: true;
}

export type WorkerAnswer =
  { readonly id: number; readonly ok: true; readonly value: unknown } | { readonly id: number; readonly ok: false; readonly error: { readonly name: string; readonly message: string } };

export const WORKER_BOOTSTRAP = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.swc) {
  const fs = require('node:fs');
  const path = require('node:path');
  const Module = require('node:module');
  const { transformSync } = require(workerData.swc);
  Module._extensions['.ts'] = (module, filename) => {
    const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
      filename, jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    if (/^@wb\/[a-z-]+$/.test(request)) {
      const source = path.join(path.dirname(resolve.call(this, request + '/package.json', ...rest)), 'src', 'index.ts');
      if (fs.existsSync(source)) return source;
    }
    return resolve.call(this, request, ...rest);
  };
}
const exported = require(workerData.module);
parentPort.postMessage({ ready: true });
parentPort.on('message', async ({ id, fn, args }) => {
  try {
    if (typeof exported[fn] !== 'function') throw new Error(fn + ' is not a function of ' + workerData.module);
    parentPort.postMessage({ id, ok: true, value: await exported[fn](...args) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: { name: String(err && err.name), message: String(err && err.message) } });
  }
});
`;
