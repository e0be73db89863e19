import { assertCompleteRegistry, JOB_NAMES, JobName, jobIdFor } from './job-registry';

describe('job registry', () => {
  it('gives the same record the same job id, and different records different ids', () => {
    const a = jobIdFor(JobName.RenderSubmissionForms, { submissionId: '3f1c0d2e-1b7a-4c55-9a0e-2f6d1d3a4b5c' });
    expect(a).toBe('render-submission-forms.3f1c0d2e-1b7a-4c55-9a0e-2f6d1d3a4b5c');
    expect(jobIdFor(JobName.RenderSubmissionForms, { submissionId: '3f1c0d2e-1b7a-4c55-9a0e-2f6d1d3a4b5c' })).toBe(a);
    expect(jobIdFor(JobName.SendPrescreeningReceipt, { submissionId: '3f1c0d2e-1b7a-4c55-9a0e-2f6d1d3a4b5c' })).not.toBe(a);
  });

  it('gives each recorded hire of a submission its own id, so new forms are never dropped as a duplicate', () => {
    const submissionId = '3f1c0d2e-1b7a-4c55-9a0e-2f6d1d3a4b5c';
    const first = jobIdFor(JobName.RenderSubmissionForms, { submissionId });
    expect(jobIdFor(JobName.RenderSubmissionForms, { submissionId, hireRevision: 0 })).toBe(first);
    const hire1 = jobIdFor(JobName.RenderSubmissionForms, { submissionId, hireRevision: 1 });
    expect(hire1).toBe(`render-submission-forms.${submissionId}.hire-1`);
    expect(jobIdFor(JobName.RenderSubmissionForms, { submissionId, hireRevision: 1 })).toBe(hire1);
    expect(new Set([first, hire1, jobIdFor(JobName.RenderSubmissionForms, { submissionId, hireRevision: 2 })]).size).toBe(3);
  });

  it('never makes an id BullMQ refuses (colons, bare integers)', () => {
    for (const name of JOB_NAMES) {
      const id = jobIdFor(name, { submissionId: 'x', hireRevision: 3, erdFormId: 'x', employeeId: 'x', contactRequestId: 'x' } as never);
      expect(id).not.toContain(':');
      expect(Number.isInteger(Number(id))).toBe(false);
    }
  });

  it('accepts a worker with exactly one handler per job', () => {
    expect(() => assertCompleteRegistry(JOB_NAMES)).not.toThrow();
  });

  it('refuses a worker with a missing, doubled or unknown handler', () => {
    expect(() => assertCompleteRegistry(JOB_NAMES.filter((n) => n !== JobName.SendDemoRequest))).toThrow(/send-demo-request: 0 handlers/);
    expect(() => assertCompleteRegistry([...JOB_NAMES, JobName.RenderI9Record])).toThrow(/render-i9-record: 2 handlers/);
    expect(() => assertCompleteRegistry([...JOB_NAMES, 'shred-everything'])).toThrow(/shred-everything: not in the job registry/);
  });
});
