import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiProperty, DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_SECURITY } from '../common/auth/key-scope.decorator';

/** One problem with a request; `param` names the field at fault, when one is. */
export class ApiErrorItem {
  @ApiProperty({ example: 'SSN must be 9 digits.' }) msg!: string;
  @ApiProperty({ required: false, example: 'ssn' }) param?: string;
}

/** The one shape of every error the API answers (400, 401, 403, 404, 409, 413, 415, 429, 503). */
export class ApiErrors {
  @ApiProperty({ type: [ApiErrorItem] }) errors!: ApiErrorItem[];
}

/**
 * What each operation does, for integrators who generate clients from this document. Kept beside
 * the document rather than on each handler so the whole API reads as one table; the OpenAPI lint
 * in `npm test` fails if an operation has none.
 */
const SUMMARIES: Record<string, string> = {
  authLogin: 'Log in and receive a session token',
  smsInbound: "The SMS provider's webhook for replies to texts: STOP, START, HELP (Twilio-signed)",
  accountCalendarFeedStatus: 'Whether my deadline calendar feed is on',
  accountCalendarFeedTurnOn: 'Turn my deadline calendar feed on, or give it a new URL (the old one stops); answers the URL once',
  accountCalendarFeedTurnOff: 'Turn my deadline calendar feed off: its URL answers 404',
  calendarFeedFeed: 'A deadline calendar feed (iCalendar), by its private URL',
  authLogout: "Log out: end this device's session; the user's other devices stay signed in",
  authLogoutEverywhere: 'Log out everywhere: end every session of the user, on every device',
  companiesSignup: 'Register a company and its owner account',
  companiesContact: 'Request a demo',
  companiesList: 'List the registered companies (administrators)',
  companiesDetail: 'Read a company',
  companiesUpdate: "Change a company's settings: time zone, business address, holidays, E-Verify participation",
  submissionsCreate: 'Submit a WOTC pre-screening (public form)',
  submissionsList: 'List WOTC submissions, with counts by status',
  submissionsStateBatch: "Download one state's batch and mark it sent (administrators)",
  submissionsDue: 'List hires due at the state within 7 days, and the late ones',
  submissionsQueue: "List one state's pending submissions, most urgent first (administrators)",
  submissionsDetail: 'Read a WOTC submission',
  submissionsChangeStatus: "Change a submission's status, with its evidence (administrators)",
  submissionsRecordHire: "Record the job offer, hire and start of a submission, and optionally start the applicant's Form I-9",
  dashboardFigures: "Read the dashboard's credit figures and monthly counts, of every location in scope or one",
  dashboardLocations: "Read a company's figures per location: submissions, credits and the Form I-9 and E-Verify work due",
  erdSubmit: "Sign the company's employer authorization (ERD)",
  erdApprove: "Approve a company's ERD (administrators)",
  employeesList: 'List employees and their I-9 status',
  employeesAdd: 'Add an employee and e-mail the private I-9 link',
  employeesDetail: 'Read an employee and their Form I-9',
  employeesUpdate: "Change an employee: termination (the I-9's retention date), legal hold, location, language, the day the offer was accepted, or the e-mail before Section 1",
  employeesLinkSubmission: 'Link an employee added by hand to the pre-screening offered and confirmed as theirs',
  employeesResendLink: 'Send the private Form I-9 link again under a new token (the old link stops working), until Section 1 is done',
  i9LinkStatus: 'Check whether a private I-9 link can still be used, with the pre-screening Section 1 starts from (public form)',
  i9Submit: 'Submit I-9 Section 1 with the identity documents (public form)',
  i9ReverificationLinkStatus: 'Check whether a private Supplement B link can still be used (public form)',
  i9ReverificationUpload: "Upload the employee's new document for Supplement B through the private link (public form)",
  reverificationsStart: 'Start a Form I-9 Supplement B section (reverification, rehire or name change) and e-mail the employee the link for a new document',
  reverificationsComplete: "Complete and sign a Form I-9 Supplement B section (the employer's review)",
  i9MarkVerified: 'Complete Form I-9 Section 2, the employer review of the documents ("Mark Verified")',
  placesZip: 'Look up city, county and state for a ZIP code',
  healthCheck: 'Check that the API, its database and Redis answer',
  healthLive: 'Liveness: the API process answers (no dependency is checked)',
  healthReady: 'Readiness: the database answers with every migration applied, and Redis answers (503 names what is not ready)',
  creditsList: 'List certified hires with their wage records and credits',
  creditsSummary: 'Read the Form 5884 lines per tax year and the credit per target group',
  creditsForm5884: 'Download the Form 5884 worksheet (PDF) or schedule (CSV) of a tax year',
  creditsImport: 'Import wage records from a payroll CSV (all or nothing)',
  wagesRecord: "Record a certified hire's hours and wages for a tax year",
  wagesRemove: "Remove a certified hire's wage record of a tax year",
  jobsOverview: 'Read the background job queues and recent failures (administrators)',
  inspectionExportsStart: "Start an inspection export of a company's Form I-9s (built by the worker into one zip)",
  inspectionExportsList: 'List inspection exports, newest first',
  inspectionExportsDetail: "Read an inspection export's progress and, once done, its file",
  filesDownload: 'Download a stored file after the same ownership check as its record',
  prescreeningLinkCompany: 'Read the employer a public pre-screening link belongs to, and its locations to choose from (public form)',
  prescreeningLinkLocation: "Read the employer and the location of a location's own pre-screening link (public form)",
  eVerifyCreate: "Create the E-Verify case of an employee's completed Form I-9 (submitted by the worker)",
  employeeImportsPreview: 'Check a CSV of employees row by row and list every problem by line and column; nothing is saved',
  employeeImportsCreate: "Import a CSV of employees (every row or only the valid ones) and send each new employee the Form I-9 link; employees already there are not created again",
  employeeImportsList: "List a company's employee imports, newest first (counts only)",
  locationsList: "List a company's locations with their pre-screening links and counts (a member: their own)",
  locationsCreate: 'Add a location to a company (owners and administrators)',
  locationsUpdate: "Change a location's name, address, calendar or E-Verify enrollment, or issue a new pre-screening link (owners and administrators)",
  locationsRemove: "Delete a location without employees or pre-screenings; its members' assignments go with it (owners and administrators)",
  webhooksList: "List a company's webhook endpoints (owners and administrators)",
  webhooksCreate: 'Register an https webhook endpoint and the events it receives; answers its signing secret, shown only this once (owners and administrators)',
  webhooksUpdate: "Change a webhook endpoint's URL, description or events, or disable and enable it (owners and administrators)",
  webhooksRemove: 'Delete a webhook endpoint with its deliveries (owners and administrators)',
  webhooksRotateSecret: "Replace a webhook endpoint's signing secret; answers the new one, shown only this once (owners and administrators)",
  webhooksSendTest: 'Send a webhook.test event to one endpoint (owners and administrators)',
  webhooksDeliveries: "List a webhook endpoint's deliveries, newest first, each with every attempt (owners and administrators)",
  webhooksReplay: 'Send a settled delivery again, under the same webhook-id (owners and administrators)',
  eVerifyAct: "Take the employer's next step on the open E-Verify case: notify, employee decision, refer, photo match or close",
  eVerifyDetail: "Read an employee's E-Verify case, its next step and deadline, and the earlier cases",
  apiKeysList: "List a company's API keys, active first: prefix, scopes, creator, creation, last use and revocation (owners and administrators)",
  apiKeysCreate: 'Make an API key for a company: the answer holds the secret, shown this once (owners and administrators)',
  apiKeysRevoke: 'Revoke an API key: the next request made with it answers 401 (owners and administrators; idempotent)',
};

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request is not valid; each problem is listed, with the field at fault',
  '401': 'Not logged in, or the session has expired',
  '403': 'Logged in, but not allowed to do this',
  '404': 'Not found (records of another company included)',
  '429': 'Too many requests from this client; try again later',
};

/**
 * The OpenAPI document the portal's RTK Query client is generated from, and that integrators in
 * other languages generate theirs from. Operation ids are `<controller><Method>` (e.g.
 * `submissionsList`) so the generated hooks read `useSubmissionsListQuery`. Every operation gets
 * its summary, the error shape on its 4xx answers, and its security: the bearer token, or none
 * for the public calls (those without the bearer requirement their access decorator adds).
 */
export function openApiDocument(app: NestExpressApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('ClearHire API')
    .setDescription('WOTC pre-screening and remote Form I-9 for US employers. Every error answers { errors: [{ msg, param? }] }.')
    .setVersion('1')
    .setLicense('MIT', 'https://opensource.org/licenses/MIT')
    .addServer('/', 'This ClearHire server (the API is under /api)')
    .addBearerAuth()
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'ClearHire API key (chk_<id>_<secret>)',
        description: "A company's API key, made by an owner in the portal (API keys page): `Authorization: Bearer chk_…`. Accepted only by the operations that list this scheme, when the key holds the scope in their `x-api-key-scope`.",
      },
      API_KEY_SECURITY,
    )
    .build();
  const document = SwaggerModule.createDocument(app, info, {
    extraModels: [ApiErrors, ApiErrorItem],
    operationIdFactory: (controllerKey, methodKey) => {
      const controller = controllerKey.replace(/Controller$/, '');
      return controller.charAt(0).toLowerCase() + controller.slice(1) + methodKey.charAt(0).toUpperCase() + methodKey.slice(1);
    },
  });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const publicCall = !operation.security?.length;
      if (publicCall) operation.security = [];
      operation.summary ??= SUMMARIES[operation.operationId];
      const keyScope = (operation as { 'x-api-key-scope'?: string })['x-api-key-scope'];
      if (keyScope) operation.description = [operation.description, `Also accepts an API key holding the scope \`${keyScope}\` (security scheme \`${API_KEY_SECURITY}\`).`].filter(Boolean).join('\n\n');
      const answers = ['400', ...(publicCall || keyScope ? ['429'] : []), ...(publicCall ? [] : ['401', '403']), ...(path.includes('{') ? ['404'] : [])];
      for (const status of answers) {
        operation.responses[status] ??= {
          description: ERROR_DESCRIPTIONS[status],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrors' } } },
        };
      }
    }
  }
  return document;
}
