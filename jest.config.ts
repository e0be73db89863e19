import type { Config } from 'jest';
import { getJestProjectsAsync } from '@nx/jest';

// The unit tests of every project. The API's integration tests have their own runner
// (apps/api/jest.integration.config.cts: a database per run, one file at a time).
export default async (): Promise<Config> => ({
  projects: (await getJestProjectsAsync()).filter((project) => !project.includes('integration')),
});
