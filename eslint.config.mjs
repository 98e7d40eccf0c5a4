// Lint: typescript-eslint's recommended rules, type-only imports, and DESIGN.md's one-way import rule
// (so a clone without ../shared still checks it): services import only contracts and platform,
// platform only contracts, contracts nothing of ours, frontend only contracts; gateway every service;
// system-tests (tests spanning services, never built or shipped) anything. Every source file of every
// workspace stays at most 400 lines, counted as the file has them (blank lines and comments included).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const folders = ['contracts', 'platform', 'command-api', 'query-api', 'projectors', 'exporter', 'frontend', 'gateway', 'system-tests'];
const allowed = {
  contracts: [],
  platform: ['contracts'],
  frontend: ['contracts'],
  'command-api': ['contracts', 'platform'],
  'query-api': ['contracts', 'platform'],
  projectors: ['contracts', 'platform'],
  exporter: ['contracts', 'platform'],
  // The composition root starts every service; nothing ships that imports the tests.
  gateway: ['contracts', 'platform', 'command-api', 'query-api', 'projectors', 'exporter'],
};

/** The import patterns a folder may not use: the folders DESIGN.md section 2 keeps it from. */
const boundaryPatterns = (from) =>
  folders
    .filter((f) => f !== from && !allowed[from].includes(f))
    .flatMap((f) => [
      { group: [`@wb/${f}`, `@wb/${f}/*`], message: `${from} may not import ${f} (DESIGN.md section 2).` },
      { group: [`**/${f}/src/*`, `**/${f}/src`], message: `${from} may not import ${f} (DESIGN.md section 2).` },
    ]);

// inversify belongs to the composition root (gateway) and platform's container: domain code gets ports.
const containerOnly = { name: 'inversify', message: 'Only the composition root (gateway/, platform/src/container/) uses the container.' };

const boundaryRules = [
  ...Object.keys(allowed).map((from) => ({
    files: [`${from}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: from === 'gateway' ? [] : [containerOnly], patterns: boundaryPatterns(from) }] },
  })),
  { files: ['platform/src/container/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns('platform') }] } },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-results/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // No import cycles anywhere: a cycle makes load order decide what a module sees (an export read
    // before it is set is undefined) and ties folders that should stand alone. Packages (@wb/*) are
    // left out: DESIGN.md's one-way rule above already keeps workspaces from importing in a circle.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  ...boundaryRules,
  // Deciders are pure, by folder: everything under a `domain/` folder of command-api (each aggregate's
  // state, evolve and decide in `<area>/domain/<aggregate>/`, and the rules an area's aggregates share
  // in `<area>/domain/`) takes time, ids and the actor from the command, and reaches nothing outside
  // itself; so does the SVG importer (`svgImport/`), a pure translation run in a worker. ESLint lets one
  // config replace another's rule, so these restate the import boundary of command-api as well.
  // A relative import may stay in its domain folder or reach another area's, never the routes or
  // handlers beside it; how far up that is depends on how deep the file sits.
  ...[
    { files: ['command-api/src/*/domain/*.ts'], outside: '^\\.\\./(?!\\.\\./[^/]+/domain/)' },
    { files: ['command-api/src/*/domain/*/**/*.ts'], outside: '^\\.\\./\\.\\./(?!\\.\\./[^/]+/domain/)' },
    { files: ['command-api/src/svgImport/**/*.ts'], outside: '^\\.\\./' },
  ].map(({ files, outside }) => ({
    files,
    ignores: ['**/*.test.ts', 'command-api/src/shared/domain/deciderSpec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['express', 'pg', 'inversify', 'zod'].map((name) => ({ name, allowTypeImports: true, message: 'decide/evolve are pure (CONVENTIONS.md).' })),
          patterns: [
            ...boundaryPatterns('command-api'),
            { group: ['@wb/platform', '@wb/platform/*'], allowTypeImports: true, message: 'decide/evolve are pure: platform types only, no adapters (CONVENTIONS.md).' },
            { group: ['node:*', 'fs', 'fs/*', 'crypto', 'http', 'https', 'net', 'child_process', 'os', 'path'], message: 'decide/evolve do no I/O (CONVENTIONS.md).' },
            { regex: outside, message: 'domain code imports only domain code (its own folder or another domain/ folder).' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in the command metadata.' },
        { object: 'Math', property: 'random', message: 'Ids and randomness come in the command.' },
        { object: 'performance', property: 'now', message: 'Time comes in the command metadata.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in the command metadata.' }],
      'no-restricted-globals': ['error', 'process', 'fetch', 'crypto', 'setTimeout', 'setInterval', 'console'],
    },
  })),
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/app/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use the typed hooks of src/app/hooks.ts.' }],
          patterns: folders.filter((f) => f !== 'frontend' && f !== 'contracts').map((f) => ({ group: [`@wb/${f}`], message: 'frontend imports only contracts.' })),
        },
      ],
    },
  },
);
