// Where an ES-module-only package's Node entry is, found by walking up to its node_modules folder:
// jest's resolver (require.resolve, and createRequire inside jest) ignores the `node` + `import`
// export conditions these packages use, while Node's loader (loadEsModule) needs the file itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PackageJson {
  readonly main?: string;
  readonly exports?: string | { readonly '.'?: string | { readonly node?: { readonly import?: string }; readonly import?: string; readonly default?: string } };
}

const entryOf = (manifest: PackageJson): string => {
  const root = typeof manifest.exports === 'string' ? manifest.exports : manifest.exports?.['.'];
  if (typeof root === 'string') return root;
  return root?.node?.import ?? root?.import ?? root?.default ?? manifest.main ?? 'index.js';
};

export const esPackageEntry = (name: string, from: string = __dirname): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifestPath = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson;
      return path.join(path.dirname(manifestPath), entryOf(manifest));
    }
    if (path.dirname(dir) === dir) throw new Error(`The package ${name} is not installed`);
  }
};
