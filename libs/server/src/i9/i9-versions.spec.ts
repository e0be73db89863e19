import type { EntityManager } from 'typeorm';
import { jobIdFor } from '../jobs/job-registry';
import { i9RecordRender, NEW_I9_VERSION_SQL, newI9Version } from './i9-versions';

/** An EntityManager that answers `revision` and keeps what it was asked. */
function managerAnswering(revision: number | null) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const m = {
    query: async (sql: string, params: unknown[]) => {
      calls.push({ sql, params });
      return revision === null ? [] : [{ i9_revision: revision }];
    },
  } as unknown as EntityManager;
  return { m, calls };
}

describe('newI9Version', () => {
  it('raises the revision, clears the ready mark and answers the render of the new version, in one statement', async () => {
    const { m, calls } = managerAnswering(3);
    const render = await newI9Version(m, 'e1');
    expect(calls).toEqual([{ sql: NEW_I9_VERSION_SQL, params: ['e1', 1] }]);
    expect(render).toEqual({ name: 'render-i9-record', payload: { employeeId: 'e1', revision: 3 } });
    expect(jobIdFor(render.name, render.payload)).toBe('render-i9-record.e1.r3');
  });

  it('keeps Section 1 at version 0, under the bare job id the sweep also uses', async () => {
    const { m, calls } = managerAnswering(0);
    const render = await newI9Version(m, 'e1', { first: true });
    expect(calls[0].params).toEqual(['e1', 0]);
    expect(render).toEqual(i9RecordRender('e1', 0));
    expect(jobIdFor(render.name, render.payload)).toBe('render-i9-record.e1');
  });

  it('refuses an employee that is not there', async () => {
    await expect(newI9Version(managerAnswering(null).m, 'gone')).rejects.toThrow('No employee gone');
  });

  it('is the statement under review', () => {
    expect(NEW_I9_VERSION_SQL).toMatchSnapshot();
  });
});
