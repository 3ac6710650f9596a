import nextJest from 'next/jest.js';

// CONTENT_DIR runs the tests on another content folder: next/jest resolves `@/content/*` through the
// tsconfig that next.config.ts names (lib/build/paths.ts).

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
export default createJestConfig({
  testEnvironment: 'jsdom',
  // Every core: jest's default leaves one to its main thread, which waits, so a 2-core machine ran one test file at a time.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/generated/'],
});
