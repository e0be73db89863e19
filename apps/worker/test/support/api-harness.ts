// The worker's tests drive the real API over HTTP, with the API's own test support: one place
// crosses into the api project, where the boundary rule (made for runtime code) is waived.
/* eslint-disable @nx/enforce-module-boundaries */
export { binaryBody } from '../../../api/test/support/binary-body';
export { unzip } from '../../../api/test/support/unzip';
export * from '../../../api/test/support/payloads';
export { TestContext, type CompanyAccount } from '../../../api/test/support/test-app';
export { completeSection2, employeeForEVerify, employeeWithSection1, I9_TODAY, joinEVerify, section2Payload } from '../../../api/test/support/i9-fixtures';
export { eventually } from '../../../api/test/support/eventually';
export { SqlCapture } from '../../../api/test/support/captured-sql';
