import nextJest from 'next/jest.js';

// CONTENT_DIR runs the tests on another content folder: next/jest resolves `@/content/*` through the
// tsconfig that next.config.ts names (lib/build/paths.ts).

const createJestConfig = nextJest({ dir: './' });

/** Packages published as ES modules only, which jest (CommonJS) must compile: the notes' feed writer. */
const esModulePackages = ['feed'];

/** @type {import('jest').Config} */
const config = createJestConfig({
  testEnvironment: 'jsdom',
  // Every core: jest's default leaves one to its main thread, which waits, so a 2-core machine ran one test file at a time.
  maxWorkers: '100%',
  // A worker takes 0.35 to 0.5 s to end on a 2-core machine, more as its heap grows (700 MB after a run
  // that compiled every file): past jest's 500 ms it was killed, and jest blamed a leaking test.
  workerGracefulExitTimeout: 2000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/generated/'],
});

/** next/jest's configuration, its list of packages to compile extended. */
const withEsModulePackages = async () => {
  const resolved = await config();
  const [nodeModules, ...others] = resolved.transformIgnorePatterns ?? [];
  // next/jest ignores node_modules but the packages it is told to compile; these join them.
  const pattern = nodeModules.replace('/node_modules/', `/node_modules/(?!(?:${esModulePackages.join('|')})/)`);
  return { ...resolved, transformIgnorePatterns: [pattern, ...others] };
};

export default withEsModulePackages;
