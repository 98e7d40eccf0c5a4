// Lint: typescript-eslint's recommended rules, type-only imports, and DESIGN.md's one-way import rule
// (so a clone without ../shared still checks it): services import only contracts and platform,
// platform only contracts, contracts nothing of ours, frontend only contracts; gateway every service;
// system-tests (tests spanning services, never built or shipped) anything. Every source file of every
// workspace stays at most 400 lines, counted as the file has them (blank lines and comments included).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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

// inversify belongs to the composition root (gateway) and platform's container: domain code gets ports.
const containerOnly = { name: 'inversify', message: 'Only the composition root (gateway/, platform/src/container/) uses the container.' };

const boundaryRule = (from, ok, paths) => {
  const banned = folders.filter((f) => f !== from && !ok.includes(f));
  return {
    'no-restricted-imports': ['error', {
      paths,
      patterns: banned.flatMap((f) => [
        { group: [`@wb/${f}`, `@wb/${f}/*`], message: `${from} may not import ${f} (DESIGN.md section 2).` },
        { group: [`**/${f}/src/*`, `**/${f}/src`], message: `${from} may not import ${f} (DESIGN.md section 2).` },
      ]),
    }],
  };
};

const boundaryRules = [
  ...Object.entries(allowed).map(([from, ok]) => ({
    files: [`${from}/**/*.{ts,tsx}`],
    rules: boundaryRule(from, ok, from === 'gateway' ? [] : [containerOnly]),
  })),
  { files: ['platform/src/container/**/*.ts'], rules: boundaryRule('platform', allowed.platform, []) },
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
    files: ['**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  ...boundaryRules,
  {
    files: ['command-api/src/**/decide.ts', 'command-api/src/**/*Decider.ts', 'command-api/src/**/project.ts', 'command-api/src/**/folder.ts', 'command-api/src/**/user.ts'],
    rules: {
      // Deciders are pure: no adapters, no web framework, no container.
      'no-restricted-imports': ['error', { paths: ['express', 'pg', 'inversify', '@wb/platform'].map((name) => ({ name, message: 'decide/evolve are pure (CONVENTIONS.md).' })) }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/app/hooks.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use the typed hooks of src/app/hooks.ts.' }],
        patterns: folders.filter((f) => f !== 'frontend' && f !== 'contracts').map((f) => ({ group: [`@wb/${f}`], message: 'frontend imports only contracts.' })),
      }],
    },
  },
);
