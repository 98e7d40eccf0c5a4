// One jest configuration for every workspace; the tier (unit, int, api, e2e) is picked by file name
// through TEST_TIER so that scripts/test.mjs can run the tiers in order.
const tier = process.env.TEST_TIER;
const pattern = tier ? `\\.${tier}\\.test\\.tsx?$` : '\\.(unit|int|api|e2e)\\.test\\.tsx?$';
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testRegex: pattern,
  roots: [
    '<rootDir>/contracts',
    '<rootDir>/platform',
    '<rootDir>/command-api',
    '<rootDir>/query-api',
    '<rootDir>/projectors',
    '<rootDir>/exporter',
    '<rootDir>/gateway',
    '<rootDir>/frontend',
    '<rootDir>/bench',
    '<rootDir>/system-tests',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: {
    // system-tests reach into the composition root's modules (gateway/src), which has no index of its own.
    '^@wb/gateway/(?!dist/)(.*)$': '<rootDir>/gateway/src/$1',
    '^@wb/(contracts|platform|command-api|query-api|projectors|exporter|gateway)$': '<rootDir>/$1/src',
    '\\.(css)$': '<rootDir>/scripts/jest-style-stub.js',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/'],
  testTimeout: 30000,
};
