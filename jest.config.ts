import type { Config } from 'jest';
import { dirname } from 'node:path';
import { getJestProjectsAsync } from '@nx/jest';

// The unit tests of every project. The API's and the worker's integration tests have their own
// runners (apps/*/jest.integration.config.cts: a database per run, one file at a time). Nx lists a
// project's integration config instead of its directory (its unit config) when it has both, so
// the directory is put back in its place.
export default async (): Promise<Config> => ({
  projects: [...new Set((await getJestProjectsAsync()).map((project) => (project.includes('integration') ? dirname(project) : project)))],
});
