import nextJest from 'next/jest.js';

// CONTENT_DIR runs the tests on another content folder: next/jest resolves `@/content/*` through the
// tsconfig that next.config.ts names (lib/build/paths.ts).

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/generated/'],
});
