import { baseApi as api } from "./base-api";
export const addTagTypes = [
  "jobs",
  "files",
  "auth",
  "users",
  "companies",
  "submissions",
  "dashboard",
  "forms",
  "employees",
  "credits",
  "inspection-exports",
  "everify",
  "locations",
  "api-keys",
  "account",
  "webhooks",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      jobsOverview: build.query<JobsOverviewApiResponse, JobsOverviewApiArg>({
        query: () => ({ url: `/api/jobs` }),
        providesTags: ["jobs"],
      }),
      filesDownload: build.query<FilesDownloadApiResponse, FilesDownloadApiArg>(
        {
          query: (queryArg) => ({ url: `/api/files/${queryArg.id}` }),
          providesTags: ["files"],
        },
      ),
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      authLogoutEverywhere: build.mutation<
        AuthLogoutEverywhereApiResponse,
        AuthLogoutEverywhereApiArg
      >({
        query: () => ({ url: `/api/auth/logout-everywhere`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      twoFactorStatus: build.query<
        TwoFactorStatusApiResponse,
        TwoFactorStatusApiArg
      >({
        query: () => ({ url: `/api/auth/two-factor` }),
        providesTags: ["auth"],
      }),
      twoFactorBegin: build.mutation<
        TwoFactorBeginApiResponse,
        TwoFactorBeginApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/two-factor/setup`,
          method: "POST",
          body: queryArg.twoFactorSetupDto,
        }),
        invalidatesTags: ["auth"],
      }),
      twoFactorEnable: build.mutation<
        TwoFactorEnableApiResponse,
        TwoFactorEnableApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/two-factor/enable`,
          method: "POST",
          body: queryArg.twoFactorCodeDto,
        }),
        invalidatesTags: ["auth"],
      }),
      twoFactorDisable: build.mutation<
        TwoFactorDisableApiResponse,
        TwoFactorDisableApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/two-factor/disable`,
          method: "POST",
          body: queryArg.twoFactorOffDto,
        }),
        invalidatesTags: ["auth"],
      }),
      accountChange: build.mutation<
        AccountChangeApiResponse,
        AccountChangeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/password`,
          method: "POST",
          body: queryArg.passwordChangeDto,
        }),
        invalidatesTags: ["auth"],
      }),
      teamCompanyTeam: build.query<
        TeamCompanyTeamApiResponse,
        TeamCompanyTeamApiArg
      >({
        query: (queryArg) => ({ url: `/api/companies/${queryArg.id}/users` }),
        providesTags: ["users"],
      }),
      teamInvite: build.mutation<TeamInviteApiResponse, TeamInviteApiArg>({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.id}/invitations`,
          method: "POST",
          body: queryArg.invitationDto,
        }),
        invalidatesTags: ["users"],
      }),
      teamWithdraw: build.mutation<TeamWithdrawApiResponse, TeamWithdrawApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/companies/${queryArg.id}/invitations/${queryArg.invitationId}`,
            method: "DELETE",
          }),
          invalidatesTags: ["users"],
        },
      ),
      teamUpdateUser: build.mutation<
        TeamUpdateUserApiResponse,
        TeamUpdateUserApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.id}/users/${queryArg.userId}`,
          method: "PATCH",
          body: queryArg.userUpdateDto,
        }),
        invalidatesTags: ["users"],
      }),
      teamRemoveUser: build.mutation<
        TeamRemoveUserApiResponse,
        TeamRemoveUserApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.id}/users/${queryArg.userId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["users"],
      }),
      teamResetTwoFactor: build.mutation<
        TeamResetTwoFactorApiResponse,
        TeamResetTwoFactorApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.id}/users/${queryArg.userId}/two-factor`,
          method: "DELETE",
        }),
        invalidatesTags: ["users"],
      }),
      teamAdmins: build.query<TeamAdminsApiResponse, TeamAdminsApiArg>({
        query: () => ({ url: `/api/admins` }),
        providesTags: ["users"],
      }),
      teamInviteAdmin: build.mutation<
        TeamInviteAdminApiResponse,
        TeamInviteAdminApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admins/invitations`,
          method: "POST",
          body: queryArg.adminInvitationDto,
        }),
        invalidatesTags: ["users"],
      }),
      teamWithdrawAdmin: build.mutation<
        TeamWithdrawAdminApiResponse,
        TeamWithdrawAdminApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admins/invitations/${queryArg.invitationId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["users"],
      }),
      teamResetAdminTwoFactor: build.mutation<
        TeamResetAdminTwoFactorApiResponse,
        TeamResetAdminTwoFactorApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admins/${queryArg.userId}/two-factor`,
          method: "DELETE",
        }),
        invalidatesTags: ["users"],
      }),
      teamUpdateAdmin: build.mutation<
        TeamUpdateAdminApiResponse,
        TeamUpdateAdminApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admins/${queryArg.userId}`,
          method: "PATCH",
          body: queryArg.adminUpdateDto,
        }),
        invalidatesTags: ["users"],
      }),
      companiesList: build.query<CompaniesListApiResponse, CompaniesListApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/companies`,
            params: {
              limit: queryArg.limit,
              offset: queryArg.offset,
              search: queryArg.search,
            },
          }),
          providesTags: ["companies"],
        },
      ),
      companiesDetail: build.query<
        CompaniesDetailApiResponse,
        CompaniesDetailApiArg
      >({
        query: (queryArg) => ({ url: `/api/companies/${queryArg.id}` }),
        providesTags: ["companies"],
      }),
      companiesUpdate: build.mutation<
        CompaniesUpdateApiResponse,
        CompaniesUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.companyUpdateDto,
        }),
        invalidatesTags: ["companies"],
      }),
      submissionsList: build.query<
        SubmissionsListApiResponse,
        SubmissionsListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/submissions`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            status: queryArg.status,
            companyName: queryArg.companyName,
            companyId: queryArg.companyId,
            locationId: queryArg.locationId,
            externalId: queryArg.externalId,
          },
        }),
        providesTags: ["submissions"],
      }),
      submissionsStateBatch: build.mutation<
        SubmissionsStateBatchApiResponse,
        SubmissionsStateBatchApiArg
      >({
        query: (queryArg) => ({
          url: `/api/submissions/state-batch`,
          method: "POST",
          body: queryArg.stateBatchDto,
        }),
        invalidatesTags: ["submissions"],
      }),
      submissionsDue: build.query<
        SubmissionsDueApiResponse,
        SubmissionsDueApiArg
      >({
        query: (queryArg) => ({
          url: `/api/submissions/due`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ["submissions"],
      }),
      submissionsQueue: build.query<
        SubmissionsQueueApiResponse,
        SubmissionsQueueApiArg
      >({
        query: (queryArg) => ({
          url: `/api/submissions/state-queue`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            state: queryArg.state,
          },
        }),
        providesTags: ["submissions"],
      }),
      submissionsDetail: build.query<
        SubmissionsDetailApiResponse,
        SubmissionsDetailApiArg
      >({
        query: (queryArg) => ({ url: `/api/submissions/${queryArg.id}` }),
        providesTags: ["submissions"],
      }),
      submissionsChangeStatus: build.mutation<
        SubmissionsChangeStatusApiResponse,
        SubmissionsChangeStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/submissions/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.statusChangeForm,
        }),
        invalidatesTags: ["submissions"],
      }),
      submissionsRecordHire: build.mutation<
        SubmissionsRecordHireApiResponse,
        SubmissionsRecordHireApiArg
      >({
        query: (queryArg) => ({
          url: `/api/submissions/${queryArg.id}/hire`,
          method: "PATCH",
          body: queryArg.hireDto,
        }),
        invalidatesTags: ["submissions"],
      }),
      dashboardFigures: build.query<
        DashboardFiguresApiResponse,
        DashboardFiguresApiArg
      >({
        query: (queryArg) => ({
          url: `/api/dashboard`,
          params: {
            companyId: queryArg.companyId,
            locationId: queryArg.locationId,
          },
        }),
        providesTags: ["dashboard", "submissions"],
      }),
      dashboardLocations: build.query<
        DashboardLocationsApiResponse,
        DashboardLocationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/dashboard/locations`,
          params: {
            companyId: queryArg.companyId,
          },
        }),
        providesTags: ["dashboard", "submissions"],
      }),
      erdSubmit: build.mutation<ErdSubmitApiResponse, ErdSubmitApiArg>({
        query: (queryArg) => ({
          url: `/api/forms/erd`,
          method: "POST",
          body: queryArg.erdDto,
        }),
        invalidatesTags: ["forms"],
      }),
      erdApprove: build.mutation<ErdApproveApiResponse, ErdApproveApiArg>({
        query: (queryArg) => ({
          url: `/api/forms/${queryArg.companyId}/erd`,
          method: "PATCH",
        }),
        invalidatesTags: ["forms"],
      }),
      employeesList: build.query<EmployeesListApiResponse, EmployeesListApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/employees`,
            params: {
              limit: queryArg.limit,
              offset: queryArg.offset,
              search: queryArg.search,
              reverify: queryArg.reverify,
              locationId: queryArg.locationId,
              externalId: queryArg.externalId,
            },
          }),
          providesTags: ["employees"],
        },
      ),
      employeesAdd: build.mutation<EmployeesAddApiResponse, EmployeesAddApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/employees`,
            method: "POST",
            body: queryArg.addEmployeeDto,
          }),
          invalidatesTags: ["employees"],
        },
      ),
      employeesDetail: build.query<
        EmployeesDetailApiResponse,
        EmployeesDetailApiArg
      >({
        query: (queryArg) => ({ url: `/api/employees/${queryArg.id}` }),
        providesTags: ["employees"],
      }),
      employeesUpdate: build.mutation<
        EmployeesUpdateApiResponse,
        EmployeesUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/employees/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.employeeUpdateDto,
        }),
        invalidatesTags: ["employees"],
      }),
      employeesResendLink: build.mutation<
        EmployeesResendLinkApiResponse,
        EmployeesResendLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/employees/${queryArg.id}/resend-link`,
          method: "POST",
        }),
        invalidatesTags: ["employees"],
      }),
      employeesLinkSubmission: build.mutation<
        EmployeesLinkSubmissionApiResponse,
        EmployeesLinkSubmissionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/employees/${queryArg.id}/submission`,
          method: "POST",
          body: queryArg.linkSubmissionDto,
        }),
        invalidatesTags: ["employees"],
      }),
      employeeImportsPreview: build.mutation<
        EmployeeImportsPreviewApiResponse,
        EmployeeImportsPreviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/employee-imports/preview`,
          method: "POST",
          body: queryArg.employeeCsvForm,
        }),
        invalidatesTags: ["employees"],
      }),
      employeeImportsCreate: build.mutation<
        EmployeeImportsCreateApiResponse,
        EmployeeImportsCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/employee-imports`,
          method: "POST",
          body: queryArg.employeeCsvForm,
          params: {
            mode: queryArg.mode,
          },
        }),
        invalidatesTags: ["employees"],
      }),
      employeeImportsList: build.query<
        EmployeeImportsListApiResponse,
        EmployeeImportsListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/employee-imports`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ["employees"],
      }),
      i9MarkVerified: build.mutation<
        I9MarkVerifiedApiResponse,
        I9MarkVerifiedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/forms/${queryArg.employeeId}/i9`,
          method: "PATCH",
          body: queryArg.section2Dto,
        }),
        invalidatesTags: ["forms"],
      }),
      reverificationsStart: build.mutation<
        ReverificationsStartApiResponse,
        ReverificationsStartApiArg
      >({
        query: (queryArg) => ({
          url: `/api/employees/${queryArg.id}/reverifications`,
          method: "POST",
          body: queryArg.startSupplementBDto,
        }),
        invalidatesTags: ["employees"],
      }),
      reverificationsComplete: build.mutation<
        ReverificationsCompleteApiResponse,
        ReverificationsCompleteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/employees/${queryArg.id}/reverifications/${queryArg.rid}`,
          method: "PATCH",
          body: queryArg.completeSupplementBDto,
        }),
        invalidatesTags: ["employees"],
      }),
      creditsList: build.query<CreditsListApiResponse, CreditsListApiArg>({
        query: (queryArg) => ({
          url: `/api/credits`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            companyId: queryArg.companyId,
          },
        }),
        providesTags: ["credits", "submissions"],
      }),
      creditsSummary: build.query<
        CreditsSummaryApiResponse,
        CreditsSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/credits/summary`,
          params: {
            companyId: queryArg.companyId,
          },
        }),
        providesTags: ["credits", "submissions"],
      }),
      creditsForm5884: build.query<
        CreditsForm5884ApiResponse,
        CreditsForm5884ApiArg
      >({
        query: (queryArg) => ({
          url: `/api/credits/form-5884/${queryArg.taxYear}`,
          params: {
            format: queryArg.format,
            companyId: queryArg.companyId,
          },
        }),
        providesTags: ["credits"],
      }),
      creditsImport: build.mutation<
        CreditsImportApiResponse,
        CreditsImportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/credits/import`,
          method: "POST",
          body: queryArg.wageImportForm,
        }),
        invalidatesTags: ["credits"],
      }),
      wagesRecord: build.mutation<WagesRecordApiResponse, WagesRecordApiArg>({
        query: (queryArg) => ({
          url: `/api/submissions/${queryArg.id}/wages/${queryArg.taxYear}`,
          method: "PUT",
          body: queryArg.wageRecordDto,
        }),
        invalidatesTags: ["credits"],
      }),
      wagesRemove: build.mutation<WagesRemoveApiResponse, WagesRemoveApiArg>({
        query: (queryArg) => ({
          url: `/api/submissions/${queryArg.id}/wages/${queryArg.taxYear}`,
          method: "DELETE",
        }),
        invalidatesTags: ["credits"],
      }),
      inspectionExportsStart: build.mutation<
        InspectionExportsStartApiResponse,
        InspectionExportsStartApiArg
      >({
        query: (queryArg) => ({
          url: `/api/inspection-exports`,
          method: "POST",
          body: queryArg.startInspectionExportDto,
        }),
        invalidatesTags: ["inspection-exports"],
      }),
      inspectionExportsList: build.query<
        InspectionExportsListApiResponse,
        InspectionExportsListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/inspection-exports`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            companyId: queryArg.companyId,
          },
        }),
        providesTags: ["inspection-exports"],
      }),
      inspectionExportsDetail: build.query<
        InspectionExportsDetailApiResponse,
        InspectionExportsDetailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/inspection-exports/${queryArg.id}`,
        }),
        providesTags: ["inspection-exports"],
      }),
      eVerifyCreate: build.mutation<
        EVerifyCreateApiResponse,
        EVerifyCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/employees/${queryArg.id}/everify`,
          method: "POST",
          body: queryArg.createEVerifyCaseDto,
        }),
        invalidatesTags: ["everify"],
      }),
      eVerifyDetail: build.query<EVerifyDetailApiResponse, EVerifyDetailApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/employees/${queryArg.id}/everify`,
          }),
          providesTags: ["everify"],
        },
      ),
      eVerifyAct: build.mutation<EVerifyActApiResponse, EVerifyActApiArg>({
        query: (queryArg) => ({
          url: `/api/employees/${queryArg.id}/everify/actions`,
          method: "POST",
          body: queryArg.eVerifyActionDto,
        }),
        invalidatesTags: ["everify"],
      }),
      locationsList: build.query<LocationsListApiResponse, LocationsListApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/companies/${queryArg.companyId}/locations`,
          }),
          providesTags: ["locations"],
        },
      ),
      locationsCreate: build.mutation<
        LocationsCreateApiResponse,
        LocationsCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/locations`,
          method: "POST",
          body: queryArg.locationCreateDto,
        }),
        invalidatesTags: ["locations"],
      }),
      locationsUpdate: build.mutation<
        LocationsUpdateApiResponse,
        LocationsUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/locations/${queryArg.locationId}`,
          method: "PATCH",
          body: queryArg.locationUpdateDto,
        }),
        invalidatesTags: ["locations"],
      }),
      locationsRemove: build.mutation<
        LocationsRemoveApiResponse,
        LocationsRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/locations/${queryArg.locationId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["locations"],
      }),
      apiKeysList: build.query<ApiKeysListApiResponse, ApiKeysListApiArg>({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/api-keys`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ["api-keys"],
      }),
      apiKeysCreate: build.mutation<
        ApiKeysCreateApiResponse,
        ApiKeysCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/api-keys`,
          method: "POST",
          body: queryArg.apiKeyCreateDto,
        }),
        invalidatesTags: ["api-keys"],
      }),
      apiKeysRevoke: build.mutation<
        ApiKeysRevokeApiResponse,
        ApiKeysRevokeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/api-keys/${queryArg.keyId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["api-keys"],
      }),
      accountCalendarFeedStatus: build.query<
        AccountCalendarFeedStatusApiResponse,
        AccountCalendarFeedStatusApiArg
      >({
        query: () => ({ url: `/api/account/calendar-feed` }),
        providesTags: ["account"],
      }),
      accountCalendarFeedTurnOn: build.mutation<
        AccountCalendarFeedTurnOnApiResponse,
        AccountCalendarFeedTurnOnApiArg
      >({
        query: () => ({ url: `/api/account/calendar-feed`, method: "POST" }),
        invalidatesTags: ["account"],
      }),
      accountCalendarFeedTurnOff: build.mutation<
        AccountCalendarFeedTurnOffApiResponse,
        AccountCalendarFeedTurnOffApiArg
      >({
        query: () => ({ url: `/api/account/calendar-feed`, method: "DELETE" }),
        invalidatesTags: ["account"],
      }),
      webhooksList: build.query<WebhooksListApiResponse, WebhooksListApiArg>({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/webhook-endpoints`,
        }),
        providesTags: ["webhooks"],
      }),
      webhooksCreate: build.mutation<
        WebhooksCreateApiResponse,
        WebhooksCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/webhook-endpoints`,
          method: "POST",
          body: queryArg.webhookEndpointCreateDto,
        }),
        invalidatesTags: ["webhooks"],
      }),
      webhooksUpdate: build.mutation<
        WebhooksUpdateApiResponse,
        WebhooksUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/webhook-endpoints/${queryArg.endpointId}`,
          method: "PATCH",
          body: queryArg.webhookEndpointUpdateDto,
        }),
        invalidatesTags: ["webhooks"],
      }),
      webhooksRemove: build.mutation<
        WebhooksRemoveApiResponse,
        WebhooksRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/webhook-endpoints/${queryArg.endpointId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["webhooks"],
      }),
      webhooksRotateSecret: build.mutation<
        WebhooksRotateSecretApiResponse,
        WebhooksRotateSecretApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/webhook-endpoints/${queryArg.endpointId}/secret`,
          method: "POST",
        }),
        invalidatesTags: ["webhooks"],
      }),
      webhooksSendTest: build.mutation<
        WebhooksSendTestApiResponse,
        WebhooksSendTestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/webhook-endpoints/${queryArg.endpointId}/test`,
          method: "POST",
        }),
        invalidatesTags: ["webhooks"],
      }),
      webhooksDeliveries: build.query<
        WebhooksDeliveriesApiResponse,
        WebhooksDeliveriesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/webhook-endpoints/${queryArg.endpointId}/deliveries`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ["webhooks"],
      }),
      webhooksReplay: build.mutation<
        WebhooksReplayApiResponse,
        WebhooksReplayApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/${queryArg.companyId}/webhook-endpoints/${queryArg.endpointId}/deliveries/${queryArg.deliveryId}/replay`,
          method: "POST",
        }),
        invalidatesTags: ["webhooks"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as clearhireApi };
export type JobsOverviewApiResponse = /** status 200  */ JobsOverview;
export type JobsOverviewApiArg = void;
export type FilesDownloadApiResponse = /** status 200  */ Blob;
export type FilesDownloadApiArg = {
  id: string;
};
export type AuthLogoutApiResponse = unknown;
export type AuthLogoutApiArg = void;
export type AuthLogoutEverywhereApiResponse = unknown;
export type AuthLogoutEverywhereApiArg = void;
export type TwoFactorStatusApiResponse = /** status 200  */ TwoFactorStatus;
export type TwoFactorStatusApiArg = void;
export type TwoFactorBeginApiResponse =
  /** status 201  */ TwoFactorSetupResponse;
export type TwoFactorBeginApiArg = {
  twoFactorSetupDto: TwoFactorSetupDto;
};
export type TwoFactorEnableApiResponse =
  /** status 200  */ TwoFactorEnabledResponse;
export type TwoFactorEnableApiArg = {
  twoFactorCodeDto: TwoFactorCodeDto;
};
export type TwoFactorDisableApiResponse =
  /** status 200  */ SessionTokenResponse;
export type TwoFactorDisableApiArg = {
  twoFactorOffDto: TwoFactorOffDto;
};
export type AccountChangeApiResponse = /** status 200  */ SessionTokenResponse;
export type AccountChangeApiArg = {
  passwordChangeDto: PasswordChangeDto;
};
export type TeamCompanyTeamApiResponse = /** status 200  */ TeamView;
export type TeamCompanyTeamApiArg = {
  id: number;
};
export type TeamInviteApiResponse = /** status 201  */ CreatedResponse;
export type TeamInviteApiArg = {
  id: number;
  invitationDto: InvitationDto;
};
export type TeamWithdrawApiResponse = unknown;
export type TeamWithdrawApiArg = {
  id: number;
  invitationId: string;
};
export type TeamUpdateUserApiResponse = /** status 200  */ AccountUserResponse;
export type TeamUpdateUserApiArg = {
  id: number;
  userId: string;
  userUpdateDto: UserUpdateDto;
};
export type TeamRemoveUserApiResponse = unknown;
export type TeamRemoveUserApiArg = {
  id: number;
  userId: string;
};
export type TeamResetTwoFactorApiResponse =
  /** status 200  */ AccountUserResponse;
export type TeamResetTwoFactorApiArg = {
  id: number;
  userId: string;
};
export type TeamAdminsApiResponse = /** status 200  */ TeamView;
export type TeamAdminsApiArg = void;
export type TeamInviteAdminApiResponse = /** status 201  */ CreatedResponse;
export type TeamInviteAdminApiArg = {
  adminInvitationDto: AdminInvitationDto;
};
export type TeamWithdrawAdminApiResponse = unknown;
export type TeamWithdrawAdminApiArg = {
  invitationId: string;
};
export type TeamResetAdminTwoFactorApiResponse =
  /** status 200  */ AccountUserResponse;
export type TeamResetAdminTwoFactorApiArg = {
  userId: string;
};
export type TeamUpdateAdminApiResponse = /** status 200  */ AccountUserResponse;
export type TeamUpdateAdminApiArg = {
  userId: string;
  adminUpdateDto: AdminUpdateDto;
};
export type CompaniesListApiResponse = /** status 200  */ CompanyList;
export type CompaniesListApiArg = {
  limit?: number;
  offset?: number;
  /** Search */
  search?: string;
};
export type CompaniesDetailApiResponse = /** status 200  */ CompanyDetail;
export type CompaniesDetailApiArg = {
  id: number;
};
export type CompaniesUpdateApiResponse = /** status 200  */ CompanyDetail;
export type CompaniesUpdateApiArg = {
  id: number;
  companyUpdateDto: CompanyUpdateDto;
};
export type SubmissionsListApiResponse = /** status 200  */ SubmissionList;
export type SubmissionsListApiArg = {
  limit?: number;
  offset?: number;
  /** status */
  status?: "pending" | "sent" | "approved" | "rejected";
  /** companyName */
  companyName?: string;
  companyId?: number;
  /** Only the submissions at these locations: ids separated by commas (a member's other locations match nothing) */
  locationId?: string;
  /** Only the pre-screenings of the candidate with this id in the company's applicant tracking system (exact) */
  externalId?: string;
};
export type SubmissionsStateBatchApiResponse = /** status 200  */ Blob;
export type SubmissionsStateBatchApiArg = {
  stateBatchDto: StateBatchDto;
};
export type SubmissionsDueApiResponse = /** status 200  */ DueList;
export type SubmissionsDueApiArg = {
  limit?: number;
  offset?: number;
};
export type SubmissionsQueueApiResponse = /** status 200  */ StateQueue;
export type SubmissionsQueueApiArg = {
  limit?: number;
  offset?: number;
  /** Two-letter USPS code of the state agency */
  state:
    | "AL"
    | "AK"
    | "AS"
    | "AZ"
    | "AR"
    | "CA"
    | "CO"
    | "CT"
    | "DE"
    | "DC"
    | "FM"
    | "FL"
    | "GA"
    | "GU"
    | "HI"
    | "ID"
    | "IL"
    | "IN"
    | "IA"
    | "KS"
    | "KY"
    | "LA"
    | "ME"
    | "MH"
    | "MD"
    | "MA"
    | "MI"
    | "MN"
    | "MS"
    | "MO"
    | "MT"
    | "NE"
    | "NV"
    | "NH"
    | "NJ"
    | "NM"
    | "NY"
    | "NC"
    | "ND"
    | "MP"
    | "OH"
    | "OK"
    | "OR"
    | "PW"
    | "PA"
    | "PR"
    | "RI"
    | "SC"
    | "SD"
    | "TN"
    | "TX"
    | "UT"
    | "VT"
    | "VI"
    | "VA"
    | "WA"
    | "WV"
    | "WI"
    | "WY";
};
export type SubmissionsDetailApiResponse = /** status 200  */ SubmissionDetail;
export type SubmissionsDetailApiArg = {
  id: string;
};
export type SubmissionsChangeStatusApiResponse =
  /** status 200  */ SubmissionDetail;
export type SubmissionsChangeStatusApiArg = {
  id: string;
  statusChangeForm: StatusChangeForm;
};
export type SubmissionsRecordHireApiResponse = /** status 200  */ HireResponse;
export type SubmissionsRecordHireApiArg = {
  id: string;
  hireDto: HireDto;
};
export type DashboardFiguresApiResponse = /** status 200  */ Dashboard;
export type DashboardFiguresApiArg = {
  companyId?: number;
  locationId?: number;
};
export type DashboardLocationsApiResponse =
  /** status 200  */ DashboardLocations;
export type DashboardLocationsApiArg = {
  companyId?: number;
};
export type ErdSubmitApiResponse = /** status 201  */ CreatedResponse;
export type ErdSubmitApiArg = {
  erdDto: ErdDto;
};
export type ErdApproveApiResponse = /** status 201  */ ErdStatusResponse;
export type ErdApproveApiArg = {
  companyId: number;
};
export type EmployeesListApiResponse = /** status 200  */ EmployeeList;
export type EmployeesListApiArg = {
  limit?: number;
  offset?: number;
  /** Search */
  search?: string;
  /** due: only employees to reverify within 90 days (or overdue), soonest first */
  reverify?: "due";
  /** Only the employees at these locations: ids separated by commas (a member's other locations match nothing) */
  locationId?: string;
  /** Only the employee with this id in the employer's HR system (exact) */
  externalId?: string;
};
export type EmployeesAddApiResponse = /** status 201  */ AddEmployeeResponse;
export type EmployeesAddApiArg = {
  addEmployeeDto: AddEmployeeDto;
};
export type EmployeesDetailApiResponse = /** status 200  */ EmployeeDetail;
export type EmployeesDetailApiArg = {
  id: string;
};
export type EmployeesUpdateApiResponse = /** status 200  */ EmployeeDetail;
export type EmployeesUpdateApiArg = {
  id: string;
  employeeUpdateDto: EmployeeUpdateDto;
};
export type EmployeesResendLinkApiResponse = /** status 200  */ EmployeeDetail;
export type EmployeesResendLinkApiArg = {
  id: string;
};
export type EmployeesLinkSubmissionApiResponse =
  /** status 201  */ EmployeeDetail;
export type EmployeesLinkSubmissionApiArg = {
  id: string;
  linkSubmissionDto: LinkSubmissionDto;
};
export type EmployeeImportsPreviewApiResponse =
  /** status 200  */ EmployeeImportPreview;
export type EmployeeImportsPreviewApiArg = {
  companyId: number;
  employeeCsvForm: EmployeeCsvForm;
};
export type EmployeeImportsCreateApiResponse =
  /** status 201  */ EmployeeImportResult;
export type EmployeeImportsCreateApiArg = {
  companyId: number;
  /** all: every row or none (any problem refuses the file, nothing is saved); valid: the rows without problems, the others reported */
  mode: "all" | "valid";
  employeeCsvForm: EmployeeCsvForm;
};
export type EmployeeImportsListApiResponse =
  /** status 200  */ EmployeeImportList;
export type EmployeeImportsListApiArg = {
  companyId: number;
  limit?: number;
  offset?: number;
};
export type I9MarkVerifiedApiResponse = /** status 201  */ Section2Response;
export type I9MarkVerifiedApiArg = {
  employeeId: string;
  section2Dto: Section2Dto;
};
export type ReverificationsStartApiResponse =
  /** status 201  */ CreatedResponse;
export type ReverificationsStartApiArg = {
  id: string;
  startSupplementBDto: StartSupplementBDto;
};
export type ReverificationsCompleteApiResponse =
  /** status 200  */ SupplementBStatusResponse;
export type ReverificationsCompleteApiArg = {
  id: string;
  rid: string;
  completeSupplementBDto: CompleteSupplementBDto;
};
export type CreditsListApiResponse = /** status 200  */ CreditList;
export type CreditsListApiArg = {
  limit?: number;
  offset?: number;
  /** Administrators: one company's hires (all companies when left out). Company users always see their own. */
  companyId?: number;
};
export type CreditsSummaryApiResponse = /** status 200  */ CreditSummary;
export type CreditsSummaryApiArg = {
  /** Administrators: one company (all companies when left out). Company users always see their own. */
  companyId?: number;
};
export type CreditsForm5884ApiResponse = /** status 200  */ Blob;
export type CreditsForm5884ApiArg = {
  taxYear: number;
  /** pdf (default): the worksheet; csv: the employee schedule and the lines */
  format?: "csv" | "pdf";
  /** Required for administrators; a company user may leave it out or name its own company */
  companyId?: number;
};
export type CreditsImportApiResponse = /** status 200  */ WageImportResult;
export type CreditsImportApiArg = {
  wageImportForm: WageImportForm;
};
export type WagesRecordApiResponse =
  /** status 200  */ CertifiedHireCreditResponse;
export type WagesRecordApiArg = {
  id: string;
  taxYear: number;
  wageRecordDto: WageRecordDto;
};
export type WagesRemoveApiResponse = unknown;
export type WagesRemoveApiArg = {
  id: string;
  taxYear: number;
};
export type InspectionExportsStartApiResponse =
  /** status 202  */ AcceptedResponse;
export type InspectionExportsStartApiArg = {
  startInspectionExportDto: StartInspectionExportDto;
};
export type InspectionExportsListApiResponse =
  /** status 200  */ InspectionExportList;
export type InspectionExportsListApiArg = {
  limit?: number;
  offset?: number;
  companyId?: number;
};
export type InspectionExportsDetailApiResponse =
  /** status 200  */ InspectionExportDetail;
export type InspectionExportsDetailApiArg = {
  id: string;
};
export type EVerifyCreateApiResponse = /** status 201  */ EVerifyResponse;
export type EVerifyCreateApiArg = {
  id: string;
  createEVerifyCaseDto: CreateEVerifyCaseDto;
};
export type EVerifyDetailApiResponse = /** status 200  */ EVerifyResponse;
export type EVerifyDetailApiArg = {
  id: string;
};
export type EVerifyActApiResponse = /** status 200  */ EVerifyResponse;
export type EVerifyActApiArg = {
  id: string;
  eVerifyActionDto: EVerifyActionDto;
};
export type LocationsListApiResponse = /** status 200  */ LocationList;
export type LocationsListApiArg = {
  companyId: number;
};
export type LocationsCreateApiResponse = /** status 201  */ LocationResponse;
export type LocationsCreateApiArg = {
  companyId: number;
  locationCreateDto: LocationCreateDto;
};
export type LocationsUpdateApiResponse = /** status 200  */ LocationResponse;
export type LocationsUpdateApiArg = {
  companyId: number;
  locationId: number;
  locationUpdateDto: LocationUpdateDto;
};
export type LocationsRemoveApiResponse = unknown;
export type LocationsRemoveApiArg = {
  companyId: number;
  locationId: number;
};
export type ApiKeysListApiResponse = /** status 200  */ ApiKeyList;
export type ApiKeysListApiArg = {
  companyId: number;
  limit?: number;
  offset?: number;
};
export type ApiKeysCreateApiResponse = /** status 201  */ ApiKeyCreatedResponse;
export type ApiKeysCreateApiArg = {
  companyId: number;
  apiKeyCreateDto: ApiKeyCreateDto;
};
export type ApiKeysRevokeApiResponse = /** status 200  */ ApiKeyResponse;
export type ApiKeysRevokeApiArg = {
  companyId: number;
  keyId: string;
};
export type AccountCalendarFeedStatusApiResponse =
  /** status 200  */ CalendarFeedStatus;
export type AccountCalendarFeedStatusApiArg = void;
export type AccountCalendarFeedTurnOnApiResponse =
  /** status 201  */ CalendarFeedCreated;
export type AccountCalendarFeedTurnOnApiArg = void;
export type AccountCalendarFeedTurnOffApiResponse = unknown;
export type AccountCalendarFeedTurnOffApiArg = void;
export type WebhooksListApiResponse = /** status 200  */ WebhookEndpointList;
export type WebhooksListApiArg = {
  companyId: number;
};
export type WebhooksCreateApiResponse =
  /** status 201  */ WebhookEndpointWithSecret;
export type WebhooksCreateApiArg = {
  companyId: number;
  webhookEndpointCreateDto: WebhookEndpointCreateDto;
};
export type WebhooksUpdateApiResponse =
  /** status 200  */ WebhookEndpointResponse;
export type WebhooksUpdateApiArg = {
  companyId: number;
  endpointId: string;
  webhookEndpointUpdateDto: WebhookEndpointUpdateDto;
};
export type WebhooksRemoveApiResponse = unknown;
export type WebhooksRemoveApiArg = {
  companyId: number;
  endpointId: string;
};
export type WebhooksRotateSecretApiResponse =
  /** status 201  */ WebhookEndpointWithSecret;
export type WebhooksRotateSecretApiArg = {
  companyId: number;
  endpointId: string;
};
export type WebhooksSendTestApiResponse =
  /** status 201  */ WebhookDeliveryResponse;
export type WebhooksSendTestApiArg = {
  companyId: number;
  endpointId: string;
};
export type WebhooksDeliveriesApiResponse =
  /** status 200  */ WebhookDeliveryList;
export type WebhooksDeliveriesApiArg = {
  companyId: number;
  endpointId: string;
  limit?: number;
  offset?: number;
};
export type WebhooksReplayApiResponse =
  /** status 201  */ WebhookDeliveryResponse;
export type WebhooksReplayApiArg = {
  companyId: number;
  endpointId: string;
  deliveryId: string;
};
export type QueueCountsView = {
  queue: "documents" | "mail" | "compliance" | "everify" | "webhooks";
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
};
export type FailedJobItem = {
  queue: "documents" | "mail" | "compliance" | "everify" | "webhooks";
  name: string;
  jobId: string;
  attemptsMade: number;
  failedReason: string;
  failedAt: string | null;
};
export type JobsOverview = {
  queues: QueueCountsView[];
  /** Most recent failures, newest first */
  failures: FailedJobItem[];
};
export type ApiErrorItem = {
  msg: string;
  param?: string;
};
export type ApiErrors = {
  errors: ApiErrorItem[];
};
export type TwoFactorStatus = {
  /** Whether the user signs in with a second factor */
  enabled: boolean;
  /** Whether it is required of the user (administrators; companies that require it) */
  required: boolean;
  /** Recovery codes not used yet */
  recoveryCodesLeft: number;
};
export type TwoFactorSetupResponse = {
  /** The secret in base32, to type into an authenticator app by hand */
  secret: string;
  /** The otpauth:// URI the QR code holds */
  uri: string;
  /** The QR code, as an SVG data URL */
  qrCode: string;
};
export type TwoFactorSetupDto = {
  password?: string;
};
export type TwoFactorEnabledResponse = {
  /** Ten one-use recovery codes, shown this once */
  recoveryCodes: string[];
  /** A new session token for this device; every other session has ended */
  token: string;
};
export type TwoFactorCodeDto = {
  /** The authenticator app's 6-digit code */
  code: string;
};
export type SessionTokenResponse = {
  /** A new session token for this device: send it as "Authorization: Bearer <token>". */
  token: string;
};
export type TwoFactorOffDto = {
  password: string;
};
export type PasswordChangeDto = {
  password: string;
  password2: string;
  currentPassword: string;
};
export type LocationRef = {
  id: number;
  name: string;
};
export type AccountUser = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  /** Null for administrators. */
  role: ("owner" | "member") | null;
  disabled: boolean;
  /** Whether the user signs in with two factors. */
  twoFactor: boolean;
  /** Whether this is the caller. */
  you: boolean;
  /** What the caller may do to this user, each only where the API would accept it (a company keeps one owner who can log in; one administrator stays; one's own second factor is turned off on the account page). Empty for a member. */
  actions: (
    | "make-owner"
    | "make-member"
    | "disable"
    | "enable"
    | "turn-off-two-factor"
    | "remove"
  )[];
  createdAt: string;
  /** A member's locations, by name; empty for owners and administrators, who see every location */
  locations: LocationRef[];
};
export type PendingInvitation = {
  id: string;
  email: string;
  role: ("owner" | "member") | null;
  expiresAt: string;
  createdAt: string;
  /** The locations an invited member will work at (those still there); empty for an owner */
  locations: LocationRef[];
};
export type TeamView = {
  users: AccountUser[];
  /** Invitations sent and not yet accepted, expired or withdrawn. */
  invitations: PendingInvitation[];
};
export type CreatedResponse = {
  id: string;
};
export type InvitationDto = {
  /** E-mail */
  email: string;
  /** Role */
  role: "owner" | "member";
  /** A member's locations, assigned when they accept: required when the company has several; its only one when left out. Not for an owner, who sees every location. */
  locationIds?: number[];
};
export type AccountUserResponse = {
  data: AccountUser;
};
export type UserUpdateDto = {
  /** Role */
  role?: "owner" | "member";
  /** Disabled */
  disabled?: boolean;
  /** A member's locations (replacing those assigned), effective at once; with a change of role to member, required when the company has several. Not for an owner. */
  locationIds?: number[];
};
export type AdminInvitationDto = {
  /** E-mail */
  email: string;
};
export type AdminUpdateDto = {
  /** Disabled */
  disabled: boolean;
};
export type CompanyAddress = {
  street: string;
  city: string;
  state: string;
  zip: string;
};
export type EVerifyParticipation = {
  /** Enrolled in E-Verify under a signed MOU: allows the alternative procedure of Section 2 */
  participating: boolean;
  company_id: string | null;
  mou_signed_on: string | null;
  hiring_sites: string[];
  /** The case is created as soon as Section 2 is signed, unless it is late and needs a reason */
  create_after_section2: boolean;
};
export type CompanyView = {
  id: number;
  name: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  fax: string | null;
  industry: string;
  size: string;
  ein: string | null;
  erd_status: "not-submitted" | "pending" | "approved";
  created_at: string;
  /** The link id of the public pre-screening form: /prescreening/{link_id} */
  link_id: string;
  /** The IANA time zone whose calendar decides the company's dates */
  time_zone: string;
  /** The business address printed in Form I-9 Section 2, once given */
  address: CompanyAddress | null;
  /** Federal holidays are not business days for the I-9 and E-Verify deadlines */
  closed_on_federal_holidays: boolean;
  /** Every user of the company signs in with an authenticator app's code */
  require_two_factor: boolean;
  everify: EVerifyParticipation;
  /** Host names a pre-screening link may return the applicant to (the applicant tracking system) */
  ats_return_hosts: string[];
  /** https origins allowed to embed the pre-screening form in a frame */
  frame_ancestors: string[];
};
export type CompanyList = {
  data: CompanyView[];
  /** Names of the matching companies, for the company filter */
  names: string[];
  count: number;
};
export type DocumentView = {
  id: string;
  kind:
    | "i9-list-a"
    | "i9-list-b"
    | "i9-list-c"
    | "i9-supplement-b"
    | "sent-proof"
    | "form-8850"
    | "form-9061"
    | "erd-authorization"
    | "i9-record"
    | "inspection-export"
    | "everify-notice"
    | "everify-referral"
    | "everify-photo"
    | "form-8850-as-sent"
    | "form-9061-as-sent";
  /** The I-9 document chosen from its list (a former choice in the current words) */
  type: string | null;
  contentType: string;
  size: number;
  createdAt: string;
  /** Which version of its record a generated form renders (I-9 record: 0 for Section 1, then one more per change) */
  revision: number;
  /** For the Form I-9 record, kept in versions: its version as people count them, 1 for the first; null for every other file */
  version: number | null;
  /** The latest version of the Form I-9 record (the one in force); true for every file that is not kept in versions */
  current: boolean;
};
export type CompanyDetailView = {
  id: number;
  name: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  fax: string | null;
  industry: string;
  size: string;
  ein: string | null;
  erd_status: "not-submitted" | "pending" | "approved";
  created_at: string;
  /** The link id of the public pre-screening form: /prescreening/{link_id} */
  link_id: string;
  /** The IANA time zone whose calendar decides the company's dates */
  time_zone: string;
  /** The business address printed in Form I-9 Section 2, once given */
  address: CompanyAddress | null;
  /** Federal holidays are not business days for the I-9 and E-Verify deadlines */
  closed_on_federal_holidays: boolean;
  /** Every user of the company signs in with an authenticator app's code */
  require_two_factor: boolean;
  everify: EVerifyParticipation;
  /** Host names a pre-screening link may return the applicant to (the applicant tracking system) */
  ats_return_hosts: string[];
  /** https origins allowed to embed the pre-screening form in a frame */
  frame_ancestors: string[];
  /** The signed ERD and I-9 employer authorization forms, once rendered */
  documents: DocumentView[];
};
export type CompanyDetail = {
  data: CompanyDetailView;
};
export type CompanyUpdateDto = {
  /** The IANA time zone whose calendar decides the company's dates */
  timeZone?: string;
  /** Business address: street (printed in Form I-9 Section 2) */
  street?: string;
  /** Business address: city or town */
  city?: string;
  /** Business address: state */
  state?:
    | "AL"
    | "AK"
    | "AS"
    | "AZ"
    | "AR"
    | "CA"
    | "CO"
    | "CT"
    | "DE"
    | "DC"
    | "FM"
    | "FL"
    | "GA"
    | "GU"
    | "HI"
    | "ID"
    | "IL"
    | "IN"
    | "IA"
    | "KS"
    | "KY"
    | "LA"
    | "ME"
    | "MH"
    | "MD"
    | "MA"
    | "MI"
    | "MN"
    | "MS"
    | "MO"
    | "MT"
    | "NE"
    | "NV"
    | "NH"
    | "NJ"
    | "NM"
    | "NY"
    | "NC"
    | "ND"
    | "MP"
    | "OH"
    | "OK"
    | "OR"
    | "PW"
    | "PA"
    | "PR"
    | "RI"
    | "SC"
    | "SD"
    | "TN"
    | "TX"
    | "UT"
    | "VT"
    | "VI"
    | "VA"
    | "WA"
    | "WV"
    | "WI"
    | "WY";
  /** Business address: ZIP code */
  zip?: string;
  /** Federal holidays are then not business days for the Form I-9 and E-Verify deadlines */
  closedOnFederalHolidays?: boolean;
  /** Every user of the company signs in with an authenticator app's code (owners and administrators only) */
  requireTwoFactor?: boolean;
  /** The company ID of the E-Verify MOU */
  everifyCompanyId?: string;
  /** E-Verify MOU signed on */
  everifyMouSignedOn?: string;
  /** The hiring sites enrolled in E-Verify */
  everifyHiringSites?: string[];
  /** false leaves E-Verify: the company ID, MOU date and hiring sites are cleared */
  everifyParticipating?: boolean;
  /** The E-Verify case is created as soon as Section 2 is signed, unless it is late and needs a reason (owners and administrators only; E-Verify companies only) */
  everifyCreateAfterSection2?: boolean;
  /** Host names of the company's applicant tracking system that a pre-screening link's returnUrl may lead back to (owners and administrators only); [] allows none */
  atsReturnHosts?: string[];
  /** https origins allowed to embed the company's pre-screening form in a frame, such as https://careers.example.com (owners and administrators only); [] allows none */
  frameAncestors?: string[];
};
export type SubmissionListItem = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  status: "pending" | "sent" | "approved" | "rejected";
  eligible: boolean;
  created_at: string;
  company_id: number;
  company_name: string;
  /** The location the applicant applied at */
  location: LocationRef;
  /** The target group of the largest credit that needs no address check; null when none */
  target_group:
    | (
        | "IVA"
        | "VET_SNAP"
        | "VET_DISABLED_DISCHARGED"
        | "VET_DISABLED_UNEMPLOYED_6M"
        | "VET_UNEMPLOYED_4W"
        | "VET_UNEMPLOYED_6M"
        | "EX_FELON"
        | "DCR"
        | "VR"
        | "SUMMER_YOUTH"
        | "SNAP"
        | "SSI"
        | "LTFA"
        | "LTUR"
      )
    | null;
  /** That group's name */
  target_group_name: string | null;
  /** The largest possible credit in dollars (0 when no group is confirmed) */
  max_credit: number;
  /** The candidate's id in the company's applicant tracking system, when the pre-screening link carried one */
  external_id: string | null;
};
export type StatusCounts = {
  total: number;
  pending: number;
  sent: number;
  approved: number;
  rejected: number;
};
export type SubmissionList = {
  data: SubmissionListItem[];
  /** Total rows matching every filter */
  count: number;
  /** Rows per status matching the other filters */
  counts: StatusCounts;
};
export type StateBatchDto = {
  /** The state agency the batch goes to; every submission's state must match */
  state:
    | "AL"
    | "AK"
    | "AS"
    | "AZ"
    | "AR"
    | "CA"
    | "CO"
    | "CT"
    | "DE"
    | "DC"
    | "FM"
    | "FL"
    | "GA"
    | "GU"
    | "HI"
    | "ID"
    | "IL"
    | "IN"
    | "IA"
    | "KS"
    | "KY"
    | "LA"
    | "ME"
    | "MH"
    | "MD"
    | "MA"
    | "MI"
    | "MN"
    | "MS"
    | "MO"
    | "MT"
    | "NE"
    | "NV"
    | "NH"
    | "NJ"
    | "NM"
    | "NY"
    | "NC"
    | "ND"
    | "MP"
    | "OH"
    | "OK"
    | "OR"
    | "PW"
    | "PA"
    | "PR"
    | "RI"
    | "SC"
    | "SD"
    | "TN"
    | "TX"
    | "UT"
    | "VT"
    | "VI"
    | "VA"
    | "WA"
    | "WV"
    | "WI"
    | "WY";
  submissionIds: string[];
  /** Recorded with the 'sent' status; bulk-upload when left out */
  sentChannel?: "state-portal" | "bulk-upload" | "mail" | "fax";
};
export type DueSubmission = {
  id: string;
  firstname: string;
  lastname: string;
  company_id: number;
  company_name: string;
  start_date: string;
  /** start date + 28 days */
  state_deadline: string;
  /** Days until the deadline; negative when it has passed */
  days_left: number;
  late: boolean;
};
export type DueList = {
  data: DueSubmission[];
  count: number;
};
export type QueuedSubmission = {
  id: string;
  firstname: string;
  lastname: string;
  company_id: number;
  company_name: string;
  created_at: string;
  /** null until the hire is recorded */
  start_date: string | null;
  /** start date + 28 days */
  state_deadline: string | null;
  /** Days until the deadline; negative when it has passed */
  days_left: number | null;
  late: boolean;
  /** The 8850 (and 9061) are rendered and current: the submission can go in a batch */
  forms_ready: boolean;
  /** Codes of the target groups the answers support, best first */
  target_groups: string[];
};
export type StateQueue = {
  /** Most urgent first: start date (none last), then oldest */
  data: QueuedSubmission[];
  count: number;
};
export type PersonTimelineStepView = {
  step:
    | "prescreened"
    | "job-offer"
    | "hired"
    | "first-day"
    | "i9-link-sent"
    | "section1-signed"
    | "section2-signed"
    | "everify-case-created"
    | "everify-result"
    | "everify-closed"
    | "sent-to-state"
    | "certified"
    | "denied"
    | "wages-recorded"
    | "terminated"
    | "retention-ends";
  /** The instant, when the step has one */
  at: string | null;
  /** The step's day on the company's calendar */
  on: string | null;
  /** What the page shows, e.g. "Section 2 signed (2 days late)" */
  label: string;
  /** The page the step links to */
  record: "submission" | "employee";
  record_id: string;
  /** The anchor of the section of that page that shows the step; null for the page's top */
  section: string | null;
};
export type StatusEventView = {
  status: "pending" | "sent" | "approved" | "rejected";
  changedAt: string;
  sentOn: string | null;
  sentChannel: ("state-portal" | "bulk-upload" | "mail" | "fax") | null;
  certifiedOn: string | null;
  certificationNumber: string | null;
  certifiedGroup:
    | (
        | "IVA"
        | "VET_SNAP"
        | "VET_DISABLED_DISCHARGED"
        | "VET_DISABLED_UNEMPLOYED_6M"
        | "VET_UNEMPLOYED_4W"
        | "VET_UNEMPLOYED_6M"
        | "EX_FELON"
        | "DCR"
        | "VR"
        | "SUMMER_YOUTH"
        | "SNAP"
        | "SSI"
        | "LTFA"
        | "LTUR"
      )
    | null;
  rejectionReason: string | null;
  /** With 'sent': the proof of sending, opened through GET /api/files/:id */
  proofDocumentId: string | null;
};
export type HireFieldsView = {
  offer_date: string | null;
  hire_date: string | null;
  start_date: string | null;
  starting_wage: string | null;
  job_title: string | null;
};
export type HireCorrectionView = {
  corrected_at: string;
  reason: string;
  before: HireFieldsView;
  after: HireFieldsView;
};
export type TargetGroupView = {
  /** IVA, VET_SNAP, VET_DISABLED_DISCHARGED, … (libs/domain TARGET_GROUP_CODES) */
  code: string;
  name: string;
  /** Largest credit of the group, in dollars */
  maxCredit: number;
  form: "9061" | "9062";
  /** LTUR: ETA Form 9175 must go with the request */
  needs9175: boolean;
  /** Membership also needs an Empowerment Zone / Rural Renewal County address */
  needsAddressCheck: boolean;
};
export type Section1DifferenceView = {
  /** The field: firstname, lastname, street, apt, city, county, state, zip, birthdate, email, phone or ssn */
  field: string;
  /** The field as the forms name it */
  label: string;
  /** As in the pre-screening; null for the SSN (never shown) */
  prescreening: string | null;
  /** As in Section 1; null for the SSN (never shown) */
  section1: string | null;
};
export type SubmissionDetailView = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  status: "pending" | "sent" | "approved" | "rejected";
  eligible: boolean;
  created_at: string;
  company_id: number;
  company_name: string;
  /** The location the applicant applied at */
  location: LocationRef;
  /** The target group of the largest credit that needs no address check; null when none */
  target_group:
    | (
        | "IVA"
        | "VET_SNAP"
        | "VET_DISABLED_DISCHARGED"
        | "VET_DISABLED_UNEMPLOYED_6M"
        | "VET_UNEMPLOYED_4W"
        | "VET_UNEMPLOYED_6M"
        | "EX_FELON"
        | "DCR"
        | "VR"
        | "SUMMER_YOUTH"
        | "SNAP"
        | "SSI"
        | "LTFA"
        | "LTUR"
      )
    | null;
  /** That group's name */
  target_group_name: string | null;
  /** The largest possible credit in dollars (0 when no group is confirmed) */
  max_credit: number;
  /** The candidate's id in the company's applicant tracking system, when the pre-screening link carried one */
  external_id: string | null;
  /** The language the applicant filled the form in */
  language: "en" | "es";
  /** The person's whole path, with the Form I-9 part of the employee hired from this submission, oldest first */
  timeline: PersonTimelineStepView[];
  /** Status changes with their evidence, newest first */
  status_history: StatusEventView[];
  /** Corrections of the hire after the submission was sent to the state (administrators, with a reason), newest first */
  hire_corrections: HireCorrectionView[];
  /** Form 8850 and, for an eligible applicant, ETA Form 9061, once the worker has rendered them; the forms as the state received them once a hire was corrected after sending ('form-8850-as-sent', 'form-9061-as-sent'); the proofs of sending ('sent-proof') */
  documents: DocumentView[];
  phone: string;
  street: string;
  apt: string | null;
  city: string;
  county: string;
  state: string;
  zip: string;
  /** Masked: ***-**-1234 */
  ssn: string;
  birthdate: string;
  age_group: "Under 40" | "Over 40";
  signature: string;
  /** Answers: '1' yes, '0' no, null not asked; values for the other follow-ups */
  answers: {
    [key: string]: string | null;
  };
  /** WOTC target groups the answers support, best first (none when not eligible) */
  target_groups: TargetGroupView[];
  /** Why the target groups above earn no credit (max_credit 0), e.g. a rehire (IRC §51(i)(2)); null when they can */
  no_credit_reason: string | null;
  offer_date: string | null;
  hire_date: string | null;
  start_date: string | null;
  /** Dollars per hour, e.g. "15.50" */
  starting_wage: string | null;
  job_title: string | null;
  /** Form 8850 must reach the state agency by this day: start date + 28 days */
  state_deadline: string | null;
  /** hiatus: held by the state until WOTC is renewed */
  program_status: ("authorized" | "hiatus") | null;
  /** Where the Form I-9 Section 1 of the employee hired from this submission differs from it (case and surrounding spaces aside); empty before Section 1 or with no employee linked. The SSN only as whether it differs */
  section1_differences: Section1DifferenceView[];
  /** The employee hired from this pre-screening, when one is linked */
  employee_id: string | null;
};
export type SubmissionDetail = {
  data: SubmissionDetailView;
};
export type StatusChangeForm = {
  /** New status */
  newStatus: "pending" | "sent" | "approved" | "rejected";
  /** With 'sent'; today when left out */
  sentOn?: string;
  /** With 'sent' */
  sentChannel?: "state-portal" | "bulk-upload" | "mail" | "fax";
  /** With 'approved' */
  certifiedOn?: string;
  /** With 'approved' */
  certificationNumber?: string;
  /** With 'approved' */
  certifiedGroup?:
    | "IVA"
    | "VET_SNAP"
    | "VET_DISABLED_DISCHARGED"
    | "VET_DISABLED_UNEMPLOYED_6M"
    | "VET_UNEMPLOYED_4W"
    | "VET_UNEMPLOYED_6M"
    | "EX_FELON"
    | "DCR"
    | "VR"
    | "SUMMER_YOUTH"
    | "SNAP"
    | "SSI"
    | "LTFA"
    | "LTUR";
  /** With 'rejected' */
  rejectionReason?: string;
  /** Multipart only, with 'sent': the proof of sending (postmark scan, fax confirmation, portal receipt). JPG, JPEG, PNG or PDF, at most 5 MB */
  proof?: Blob;
};
export type FirstDayChange = {
  from: string | null;
  to: string;
};
export type HireEmployeeOutcome = {
  id: string;
  /** true: the employee was added now and will receive the private I-9 link by e-mail */
  created: boolean;
  /** The employee's first day of employment, when this hire changed it */
  first_day: FirstDayChange | null;
  /** Why the first day of employment was left as it was, e.g. Section 2 already signed */
  first_day_kept_reason: string | null;
};
export type HireResponse = {
  data: SubmissionDetailView;
  /** The employee linked to this pre-screening, if any, and what the hire changed about it */
  employee: HireEmployeeOutcome | null;
};
export type HireDto = {
  /** Job offer date */
  offerDate: string;
  /** Hire date */
  hireDate: string;
  /** Start date */
  startDate: string;
  /** Dollars per hour */
  startingWage: number;
  /** Job title */
  jobTitle: string;
  /** Administrators, once the submission was sent to the state: why the hire is corrected (kept in hire_corrections) */
  reason?: string;
  /** true: in the same step, add the applicant as an employee (once; needs an approved ERD) and e-mail the private I-9 link. Default false */
  startI9?: boolean;
};
export type PotentialCredits = {
  /** Dollars: the largest confirmed credit of each counted submission, summed */
  total: number;
  /** Eligible submissions, not rejected, with a confirmed target group, whose hire is covered by WOTC or not recorded yet */
  submissions: number;
  /** Eligible submissions, not rejected, of applicants who worked for the company before: not counted, since no wages of a rehire count (IRC §51(i)(2)) */
  rehires_not_counted: number;
  /** Why rehires are not counted, to show beside the figure */
  rehires_reason: string;
};
export type WaitingForRenewal = {
  /** Dollars: the largest confirmed credit of each eligible submission, not rejected, whose hire started while WOTC is not authorized */
  total: number;
  /** Those submissions: the state may hold them but not certify them until the program is renewed */
  submissions: number;
  /** The first start date of each hiatus in the rules table (YYYY-MM-DD), e.g. ["2026-01-01"] */
  hiatus_from: string[];
};
export type PotentialByGroup = {
  group:
    | "IVA"
    | "VET_SNAP"
    | "VET_DISABLED_DISCHARGED"
    | "VET_DISABLED_UNEMPLOYED_6M"
    | "VET_UNEMPLOYED_4W"
    | "VET_UNEMPLOYED_6M"
    | "EX_FELON"
    | "DCR"
    | "VR"
    | "SUMMER_YOUTH"
    | "SNAP"
    | "SSI"
    | "LTFA"
    | "LTUR";
  group_name: string;
  /** Dollars */
  credit: number;
  submissions: number;
};
export type SubmissionsInMonth = {
  /** YYYY-MM, by the creation date */
  month: string;
  pending: number;
  sent: number;
  approved: number;
  rejected: number;
};
export type ReverificationCounts = {
  /** Employees whose reverification date has passed */
  overdue: number;
  /** Due within 30 days */
  within_30_days: number;
  /** Due in 31 to 90 days */
  within_90_days: number;
};
export type I9WorkItemView = {
  employee_id: string;
  name: string;
  /** section2: sign Section 2; create: create the E-Verify case; otherwise the step on the open case */
  kind:
    | "section2"
    | "create"
    | "notify"
    | "employee-decision"
    | "refer"
    | "photo-match"
    | "close";
  text: string;
  due_date: string | null;
  /** Days to due_date from the location’s today, in days_unit (negative: late) */
  days_left: number | null;
  /** What days_left counts: business (the employer’s business days: Section 2, the case to create) or federal-working (federal government working days: a mismatch’s steps) */
  days_unit: ("calendar" | "business" | "federal-working") | null;
  /** An E-Verify test-mode case */
  test_mode: boolean;
};
export type I9Work = {
  /** Section 2 due within one business day, or late */
  section2_due: number;
  /** E-Verify cases to create within one business day, or late */
  everify_to_create: number;
  /** Open E-Verify cases waiting on the employer (notice, decision, referral, photo, closure) */
  everify_action_needed: number;
  /** Pre-screened applicants hired on or before their location's today whose Form I-9 is not started (no employee made from the submission) */
  hired_i9_not_started: number;
  /** The oldest hire date among them; null when there are none */
  hired_i9_not_started_since: string | null;
  /** The 10 most urgent, late first */
  items: I9WorkItemView[];
};
export type Dashboard = {
  potential_credits: PotentialCredits;
  /** Credits waiting for the program to be renewed: not in potential_credits nor potential_by_group */
  waiting_for_renewal: WaitingForRenewal;
  /** Each counted submission under its best confirmed group, largest credit first */
  potential_by_group: PotentialByGroup[];
  /** The last 12 calendar months, the current one last, by current status */
  submissions_by_month: SubmissionsInMonth[];
  /** Form I-9 reverifications (Supplement B) still employed employees need, on each location's calendar */
  reverifications: ReverificationCounts;
  /** Form I-9 Section 2 and E-Verify work, on the calendar of each employee's location */
  i9_work: I9Work;
};
export type LocationFigures = {
  /** The location */
  id: number;
  name: string;
  /** Its submissions, every status */
  submissions: number;
  /** Dollars: its potential credits, counted as in potential_credits (not rejected, not waiting for renewal) */
  potential_credit: number;
  /** Dollars: the credits its certified hires earned on their recorded wages (the credits summary) */
  earned_credit: number;
  /** Form I-9 work due: Section 2 due within one business day or late, and hires whose Form I-9 is not started */
  i9_work_due: number;
  /** E-Verify steps due: cases to create within one business day or late, and open cases waiting on the employer */
  everify_steps_due: number;
  /** Reverifications (Supplement B) overdue or due within 30 days */
  reverifications_due: number;
};
export type DashboardLocations = {
  /** Every location in scope (a member's own), by name, with or without records */
  data: LocationFigures[];
};
export type ErdDto = {
  /** First name */
  firstname: string;
  /** Last name */
  lastname: string;
  /** Company legal name */
  name: string;
  /** Phone */
  phone: string;
  /** E-mail */
  email: string;
  /** Fax */
  fax?: string;
  /** EIN */
  ein: string;
  /** Signature (your full name) */
  signature: string;
  /** The version of the authorization text shown before the signature (libs/contracts ERD_AUTHORIZATION_VERSION); the API stores that text with the signature */
  authorizationVersion: "1";
  /** A new ERD is always submitted as pending */
  erdStatus: "pending";
};
export type ErdStatusResponse = {
  erd_status: "not-submitted" | "pending" | "approved";
};
export type EmployeeListItem = {
  id: string;
  /** The pre-screening (submission) this employee was hired from, when linked */
  submission_id: string | null;
  firstname: string;
  lastname: string;
  email: string;
  i9_status: "pending" | "submitted" | "verified";
  created_at: string;
  company_id: number;
  company_name: string;
  /** Where the employee works */
  location: LocationRef;
  /** First day of employment */
  start_date: string | null;
  /** Last day to complete Section 2 (3 business days after the first day), once the first day is known */
  section2_due_date: string | null;
  /** Days until Section 2 is due from the company's today, in section2_days_unit (negative: late); null once done or while the first day is unknown */
  section2_days_left: number | null;
  /** What section2_days_left counts: business (the company's business days, as the 3-business-day rule does); null with it */
  section2_days_unit: ("calendar" | "business" | "federal-working") | null;
  /** Section 2 is past due, or was completed after its due date */
  section2_late: boolean;
  /** The day the employee must be reverified (Supplement B); null: never */
  reverify_by: string | null;
  /** The last day of employment */
  termination_date: string | null;
  /** The Form I-9 is kept through this day (3 years after the first day or 1 year after termination, whichever is later); null while employed */
  retain_until: string | null;
  /** An administrator keeps the Form I-9 past its retention date */
  legal_hold: boolean;
  /** The mobile number texts go to, masked: only its last four digits; null: e-mail only */
  mobile_phone: string | null;
  /** The employee's id in the employer's HR system, when an import or the API gave one */
  external_id: string | null;
  /** The job title an import gave */
  job_title: string | null;
};
export type EmployeeList = {
  data: EmployeeListItem[];
  count: number;
};
export type SubmissionMatchView = {
  id: string;
  firstname: string;
  lastname: string;
  created_at: string;
  /** email: the same e-mail; name_and_birthdate: Section 1's first and last name and birth date */
  matched_on: "email" | "name_and_birthdate";
};
export type AddEmployeeResponse = {
  employeeId: string;
  /** The company's pre-screenings of the last 12 months with the same e-mail and no employee yet, newest first (at most 5) */
  submission_matches: SubmissionMatchView[];
};
export type AddEmployeeDto = {
  /** First name */
  firstname: string;
  /** Last name */
  lastname: string;
  /** E-mail */
  email: string;
  /** The first day of work for pay: the Section 2 deadline runs from it */
  startDate?: string;
  /** No Form I-9 before the job offer is accepted */
  offerAcceptedOn?: string;
  /** Where the employee works; may be left out when the user has one location */
  locationId?: number;
  /** The Form I-9 link and reminders are also texted here: E.164, or a US 10-digit number (+1 is added) */
  mobilePhone?: string;
  /** The language every mail to the employee is written in (en, es); English when left out */
  language?: "en" | "es";
};
export type I9SectionOneView = {
  firstname: string;
  lastname: string;
  middleInitial: string | null;
  otherLastnames: string | null;
  street: string;
  apt: string | null;
  city: string;
  county: string | null;
  state: string;
  zip: string;
  birthdate: string;
  email: string;
  phone: string;
  citizenship: string;
  /** Work authorization end date, or "N/A" */
  expiry: string | null;
  /** Which numbers were given (never the numbers themselves) */
  numbersProvided: string[];
  signature: string;
  signedAt: string;
};
export type PreparerView = {
  last_name: string;
  first_name: string;
  middle_initial: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  signature: string;
  signed_at: string;
};
export type ExaminedDocumentView = {
  list: "A" | "B" | "C";
  title: string;
  issuing_authority: string | null;
  /** Masked: only the last four characters */
  number: string | null;
  expiration_date: string | null;
  has_photo: boolean | null;
};
export type Section2Examiner = {
  last_name: string;
  first_name: string;
  title: string;
  /** An administrator acting as the employer's authorized representative */
  authorized_representative: boolean;
};
export type Section2Employer = {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
};
export type Section2View = {
  first_day_of_employment: string;
  short_term_employment: boolean;
  documents: ExaminedDocumentView[];
  alternative_procedure: boolean;
  additional_information: string | null;
  examiner: Section2Examiner;
  employer: Section2Employer;
  /** The day the documents were examined and Section 2 signed (the company's calendar) */
  signed_on: string;
  signed_at: string;
  due_date: string;
  /** Signed after its due date */
  late: boolean;
  /** The attestation the examiner accepted */
  attestation: string;
};
export type BusinessAddressView = {
  street: string;
  city: string;
  state: string;
  zip: string;
};
export type SupplementBView = {
  id: string;
  sequence: number;
  reason: "reverification" | "rehire" | "name-change";
  /** requested: started (waiting for the employee when a new document is needed, else for the examiner); uploaded: the new document arrived; completed: signed */
  status: "requested" | "uploaded" | "completed";
  /** Where the section stands, in the words the employee page shows (by status, reason and whether a document is needed) */
  status_label: string;
  /** The section records a document (a reverification; a rehire whose authorization had expired) */
  needs_document: boolean;
  requested_at: string;
  /** Token of the employee's private link for the new document: /reverify/{url}; null when no document is needed (no link was mailed) */
  url: string | null;
  /** The employee's private link works until then; null when there is no link */
  link_expires_at: string | null;
  rehire_date: string | null;
  /** A legal name change: the new name */
  new_name: string | null;
  /** The documents the employee uploaded for it (GET /api/files/{id}) */
  document_ids: string[];
  document: ExaminedDocumentView | null;
  alternative_procedure: boolean | null;
  additional_information: string | null;
  /** Who examined and signed */
  examiner: string | null;
  signed_on: string | null;
};
export type EVerifyNextActionView = {
  step:
    | "notify"
    | "employee-decision"
    | "refer"
    | "photo-match"
    | "close"
    | "wait"
    | "resubmit";
  text: string;
  due_date: string | null;
  /** Days to the due date from the company’s today, in days_unit (negative: late) */
  days_left: number | null;
  /** What days_left counts: federal-working (federal government working days), as E-Verify counts a mismatch’s steps */
  days_unit: ("calendar" | "business" | "federal-working") | null;
};
export type EVerifyCaseDocumentsView = {
  /** Further Action Notice, English: GET /api/files/{id} */
  notice_en: string | null;
  /** Further Action Notice, Spanish */
  notice_es: string | null;
  /** Referral Date Confirmation, English */
  referral_en: string | null;
  /** Referral Date Confirmation, Spanish */
  referral_es: string | null;
  /** The photo E-Verify returned for photo matching */
  photo: string | null;
};
export type EVerifyCaseView = {
  id: string;
  case_number: string | null;
  status:
    | "submitting"
    | "verification-in-process"
    | "photo-match"
    | "needs-more-time"
    | "tentative-nonconfirmation"
    | "referred"
    | "case-in-continuance"
    | "close-and-resubmit"
    | "duplicate-case"
    | "final-nonconfirmation"
    | "employment-authorized"
    | "closed";
  status_label: string;
  /** Created in the E-Verify test mode: not a real result */
  test_mode: boolean;
  hire_date: string;
  late_reason:
    | (
        | "AWAITING_SOCIAL_SECURITY_NUMBER"
        | "TECHNICAL_PROBLEMS"
        | "AUDIT_REVEALED_NEW_HIRE_WAS_NOT_RUN"
        | "FEDERAL_CONTRACTOR_VERIFYING_EXISTING_EMPLOYEE"
        | "OTHER"
      )
    | null;
  late_reason_text: string | null;
  agency: ("ssa" | "dhs" | "dual") | null;
  result_issued_on: string | null;
  next_action: EVerifyNextActionView | null;
  notified_at: string | null;
  employee_decision: ("take-action" | "no-action") | null;
  decision_signature: string | null;
  decision_signed_at: string | null;
  referred_on: string | null;
  /** Referred: the last day for the employee to contact the agency */
  contact_by: string | null;
  photo_answer: ("yes" | "no" | "no-photo") | null;
  closure_reason:
    | (
        | "EMPLOYEE_CONTINUES_TO_WORK_AFTER_FNC"
        | "EMPLOYEE_TERMINATED_FOR_FNC_RESULT"
        | "EMPLOYEE_NOT_TAKING_ACTION_CONTINUES_TO_WORK"
        | "EMPLOYEE_NOT_TAKING_ACTION_TERMINATED"
        | "INCORRECT_DATA"
        | "DUPLICATE_CASE_DATA_EXISTS"
        | "EMPLOYEE_QUIT"
        | "OTHER"
      )
    | null;
  closure_text: string | null;
  /** Why the case is closed, in the employer's words: E-Verify's own closure of an authorized case, or the employer's reason; null while open */
  closure_label: string | null;
  currently_employed: boolean | null;
  closed_at: string | null;
  created_at: string;
  documents: EVerifyCaseDocumentsView;
};
export type EVerifyView = {
  /** The company participates in E-Verify (company ID and MOU date recorded) */
  participating: boolean;
  /** E-Verify runs in its built-in test mode: no result is real */
  test_mode: boolean;
  /** Last day to create the case: the 3rd business day after the first day */
  case_due_date: string | null;
  /** Days to case_due_date from the company’s today, in case_days_unit (negative: late) */
  case_days_left: number | null;
  /** What case_days_left counts: business (the employer’s business days, as the 3-business-day rule does) */
  case_days_unit: ("calendar" | "business" | "federal-working") | null;
  /** A case may be created now (participating, Section 2 complete, no open case, none authorized) */
  can_create: boolean;
  /** The newest case */
  current: EVerifyCaseView | null;
  /** Earlier cases, newest first */
  previous: EVerifyCaseView[];
};
export type I9HistoryEvent = {
  at: string;
  event:
    | "invited"
    | "moved"
    | "section1-signed"
    | "section2-signed"
    | "supplement-b-requested"
    | "supplement-b-signed"
    | "record-version";
  description: string;
};
export type EmployeeDetailView = {
  id: string;
  /** The pre-screening (submission) this employee was hired from, when linked */
  submission_id: string | null;
  firstname: string;
  lastname: string;
  email: string;
  i9_status: "pending" | "submitted" | "verified";
  created_at: string;
  company_id: number;
  company_name: string;
  /** Where the employee works */
  location: LocationRef;
  /** First day of employment */
  start_date: string | null;
  /** Last day to complete Section 2 (3 business days after the first day), once the first day is known */
  section2_due_date: string | null;
  /** Days until Section 2 is due from the company's today, in section2_days_unit (negative: late); null once done or while the first day is unknown */
  section2_days_left: number | null;
  /** What section2_days_left counts: business (the company's business days, as the 3-business-day rule does); null with it */
  section2_days_unit: ("calendar" | "business" | "federal-working") | null;
  /** Section 2 is past due, or was completed after its due date */
  section2_late: boolean;
  /** The day the employee must be reverified (Supplement B); null: never */
  reverify_by: string | null;
  /** The last day of employment */
  termination_date: string | null;
  /** The Form I-9 is kept through this day (3 years after the first day or 1 year after termination, whichever is later); null while employed */
  retain_until: string | null;
  /** An administrator keeps the Form I-9 past its retention date */
  legal_hold: boolean;
  /** The mobile number texts go to, masked: only its last four digits; null: e-mail only */
  mobile_phone: string | null;
  /** The employee's id in the employer's HR system, when an import or the API gave one */
  external_id: string | null;
  /** The job title an import gave */
  job_title: string | null;
  /** Token of the private I-9 link /i9/{url} */
  url: string;
  /** Masked: ***-**-1234, once the I-9 is submitted */
  ssn: string | null;
  documents_type: {
    [key: string]: any;
  } | null;
  i9: I9SectionOneView | null;
  documents: DocumentView[];
  offer_accepted_on: string | null;
  /** The language every mail to the employee is written in */
  language: "en" | "es";
  /** Supplement A: the preparers and translators who helped with Section 1 */
  supplement_a: PreparerView[];
  section2: Section2View | null;
  /** Section 2's employer business address by default: the employee's location's, else the company's; null when neither has one (the examiner types it) */
  section2_business_address: BusinessAddressView | null;
  /** Why the DHS alternative procedure (remote examination) is not open for this employee's Section 2 and Supplement B: the company is not enrolled in E-Verify, or the employee's location is not an E-Verify hiring site; null when it is open */
  alternative_procedure_refusal: string | null;
  /** Supplement B sections, oldest first */
  supplement_b: SupplementBView[];
  /** Why and when reverification is due */
  reverify_reason: string | null;
  /** E-Verify: whether a case may be created, its due date, and the cases */
  everify: EVerifyView;
  /** The life of the Form I-9, oldest first */
  history: I9HistoryEvent[];
  /** While no pre-screening is linked: the company's pre-screenings of the last 12 months, linked to no employee, with the same e-mail or Section 1's name and birth date (newest first, at most 5); empty once linked */
  submission_matches: SubmissionMatchView[];
  /** The person's whole path, with the WOTC part of the submission this employee was hired from, oldest first */
  timeline: PersonTimelineStepView[];
  /** The mobile number replied STOP: no text goes to it until it replies START */
  texts_opted_out: boolean;
};
export type EmployeeDetail = {
  data: EmployeeDetailView;
};
export type EmployeeUpdateDto = {
  /** Corrects the address the private Form I-9 link goes to, until the employee completes Section 1 (409 after) */
  email?: string;
  /** Records or corrects the day the job offer was accepted: not after the first day of employment, not after today on the company's calendar */
  offerAcceptedOn?: string;
  /** The language every mail to the employee is written in (en, es) */
  language?: "en" | "es";
  /** The last day of employment, on or before today on the company's calendar: it sets the Form I-9's retention date */
  terminationDate?: string;
  /** Administrators only: keep the Form I-9 past its retention date */
  legalHold?: boolean;
  /** Moves the employee to another of the company's locations (a member: between their own locations) */
  locationId?: number;
  /** Corrects the number texts go to while Section 1 is not done (409 after); null clears it */
  mobilePhone?: string | null;
};
export type LinkSubmissionDto = {
  /** A pre-screening of the same company, linked to no employee yet */
  submissionId: string;
};
export type EmployeeImportProblemView = {
  /** The line of the file (the header is line 1) */
  line: number;
  /** The column at fault; null for a problem of the whole row */
  column:
    | (
        | "first_name"
        | "last_name"
        | "email"
        | "mobile_phone"
        | "first_day"
        | "offer_accepted"
        | "job_title"
        | "external_id"
        | "location"
        | "language"
      )
    | null;
  msg: string;
};
export type EmployeeImportPreview = {
  /** Data rows in the file */
  rows: number;
  /** Rows that would create an employee */
  valid: number;
  /** Rows with at least one problem */
  invalid: number;
  /** Rows naming an employee the company already has (same external id, or same e-mail and first day): skipped */
  duplicates: number;
  /** Every problem, by line and column */
  problems: EmployeeImportProblemView[];
};
export type EmployeeCsvForm = {
  /** CSV, at most 5 MB and 10,000 rows; header first_name, last_name, email, mobile_phone, first_day, offer_accepted, job_title, external_id, location, language */
  file: Blob;
};
export type EmployeeImportResult = {
  id: string;
  mode: "all" | "valid";
  /** Data rows in the file */
  rows: number;
  /** Employees created, each sent the Form I-9 link */
  created: number;
  /** Rows naming an employee the company already had: nobody created */
  existing: number;
  /** Rows refused for their problems (mode valid) */
  rejected: number;
  /** The problems of the rejected rows */
  problems: EmployeeImportProblemView[];
};
export type EmployeeImportView = {
  id: string;
  mode: "all" | "valid";
  rows: number;
  created: number;
  existing: number;
  rejected: number;
  /** The user who imported; null when an API key did */
  user_id: string | null;
  /** The API key that imported; null when a user did */
  api_key_id: string | null;
  created_at: string;
};
export type EmployeeImportList = {
  data: EmployeeImportView[];
  count: number;
};
export type Section2Response = {
  i9_status: "submitted" | "verified";
  /** The E-Verify case was created as soon as Section 2 was signed (the company's everify_create_after_section2 option) */
  everify_case_created: boolean;
};
export type ExaminedDocumentDto = {
  /** The Form I-9 list: A, B or C */
  list: "A" | "B" | "C";
  /** Document title, one of the Lists of Acceptable Documents; a title used before the lists took the M-274's titles is still accepted and recorded under its current title */
  title:
    | "U.S. Passport"
    | "U.S. Passport Card"
    | "Perm. Resident Card (Form I-551)"
    | "Employment Authorization Document (Form I-766)"
    | "Foreign Passport"
    | "Temporary I-551 Stamp"
    | "Machine-readable immigrant visa (MRIV) with temporary I-551 printed notation"
    | "Form I-94/I-94A"
    | "Form I-20"
    | "Form DS-2019"
    | "FSM Passport"
    | "RMI Passport"
    | "Receipt: Replacement of a lost, stolen or damaged List A document"
    | "Receipt: Form I-94/I-94A with temporary I-551 stamp and photograph"
    | "Receipt: Form I-94/I-94A with refugee admission stamp or RE notation"
    | "Driver's license issued by a U.S. state or outlying possession"
    | "ID card issued by a U.S. state or outlying possession"
    | "ID card issued by a federal, state or local government agency"
    | "School ID card with a photograph"
    | "Voter's registration card"
    | "U.S. Military card"
    | "U.S. Military draft record"
    | "Military dependent's ID card"
    | "U.S. Coast Guard Merchant Mariner Card"
    | "Native American tribal document"
    | "Driver's license issued by a Canadian government authority"
    | "School record or report card (under age 18)"
    | "Clinic, doctor or hospital record (under age 18)"
    | "Day-care or nursery school record (under age 18)"
    | "Individual under Age 18"
    | "Special Placement"
    | "Receipt: Replacement of a lost, stolen or damaged List B document"
    | "Social Security Account Number card (unrestricted)"
    | "Certification of Report of Birth (Form DS-1350)"
    | "Consular Report of Birth Abroad (Form FS-240)"
    | "Certification of Birth Abroad (Form FS-545)"
    | "Birth certificate issued by a U.S. state, county, municipality or territory"
    | "U.S. Citizen ID Card (Form I-197)"
    | "Identification Card for Use of Resident Citizen in the United States (Form I-179)"
    | "Employment authorization document issued by the Department of Homeland Security"
    | "Receipt: Replacement of a lost, stolen or damaged List C document";
  /** Issuing authority */
  issuingAuthority?: string;
  /** Stored encrypted; answered masked */
  number?: string;
  /** Left out for a document without an expiration date */
  expirationDate?: string;
  /** For a List B document whose issuer decides; E-Verify employers need a photograph */
  hasPhoto?: boolean;
};
export type Section2Dto = {
  /** First day of employment */
  firstDayOfEmployment: string;
  /** Section 2 is then due on the first day, and receipts are not acceptable */
  shortTermEmployment?: boolean;
  /** One List A document (or a List A combination), or one List B and one List C document */
  documents: ExaminedDocumentDto[];
  /** The documents were examined remotely under the DHS-authorized alternative procedure */
  alternativeProcedure: boolean;
  /** Additional information */
  additionalInformation?: string;
  /** Examiner last name */
  lastName: string;
  /** Examiner first name */
  firstName: string;
  /** Examiner title */
  title: string;
  /** Employer's business or organization name */
  employerName: string;
  /** Employer's business address: street. Leave out the whole address for the employee's location's (else the company's) */
  employerStreet?: string;
  /** Employer's business address: city or town. Leave out the whole address for the employee's location's (else the company's) */
  employerCity?: string;
  /** Employer's business address: state. Leave out the whole address for the employee's location's (else the company's) */
  employerState?:
    | "AL"
    | "AK"
    | "AS"
    | "AZ"
    | "AR"
    | "CA"
    | "CO"
    | "CT"
    | "DE"
    | "DC"
    | "FM"
    | "FL"
    | "GA"
    | "GU"
    | "HI"
    | "ID"
    | "IL"
    | "IN"
    | "IA"
    | "KS"
    | "KY"
    | "LA"
    | "ME"
    | "MH"
    | "MD"
    | "MA"
    | "MI"
    | "MN"
    | "MS"
    | "MO"
    | "MT"
    | "NE"
    | "NV"
    | "NH"
    | "NJ"
    | "NM"
    | "NY"
    | "NC"
    | "ND"
    | "MP"
    | "OH"
    | "OK"
    | "OR"
    | "PW"
    | "PA"
    | "PR"
    | "RI"
    | "SC"
    | "SD"
    | "TN"
    | "TX"
    | "UT"
    | "VT"
    | "VI"
    | "VA"
    | "WA"
    | "WV"
    | "WI"
    | "WY";
  /** Employer's business address: ZIP code. Leave out the whole address for the employee's location's (else the company's) */
  employerZip?: string;
};
export type StartSupplementBDto = {
  /** reverification (an authorization expires), rehire (within 3 years of the Form I-9) or name-change */
  reason: "reverification" | "rehire" | "name-change";
  /** For a rehire: the first day of the new employment */
  rehireDate?: string;
  /** For a legal name change (it becomes the employee’s name) */
  newLastName?: string;
  /** For a legal name change */
  newFirstName?: string;
  /** New middle initial */
  newMiddleInitial?: string;
};
export type SupplementBStatusResponse = {
  id: string;
  status: "completed";
};
export type SupplementBDocumentDto = {
  /** List A or List C: List B documents are never reverified */
  list: "A" | "C";
  /** Document title; a title used before the lists took the M-274's titles is still accepted and recorded under its current title */
  title:
    | "U.S. Passport"
    | "U.S. Passport Card"
    | "Perm. Resident Card (Form I-551)"
    | "Employment Authorization Document (Form I-766)"
    | "Foreign Passport"
    | "Temporary I-551 Stamp"
    | "Machine-readable immigrant visa (MRIV) with temporary I-551 printed notation"
    | "Form I-94/I-94A"
    | "Form I-20"
    | "Form DS-2019"
    | "FSM Passport"
    | "RMI Passport"
    | "Receipt: Replacement of a lost, stolen or damaged List A document"
    | "Receipt: Form I-94/I-94A with temporary I-551 stamp and photograph"
    | "Receipt: Form I-94/I-94A with refugee admission stamp or RE notation"
    | "Social Security Account Number card (unrestricted)"
    | "Certification of Report of Birth (Form DS-1350)"
    | "Consular Report of Birth Abroad (Form FS-240)"
    | "Certification of Birth Abroad (Form FS-545)"
    | "Birth certificate issued by a U.S. state, county, municipality or territory"
    | "Native American tribal document"
    | "U.S. Citizen ID Card (Form I-197)"
    | "Identification Card for Use of Resident Citizen in the United States (Form I-179)"
    | "Employment authorization document issued by the Department of Homeland Security"
    | "Receipt: Replacement of a lost, stolen or damaged List C document";
  /** Issuing authority */
  issuingAuthority?: string;
  /** Document number */
  number: string;
  /** Expiration date */
  expirationDate?: string;
};
export type CompleteSupplementBDto = {
  /** Required for a reverification, and for a rehire whose authorization had expired */
  document?: SupplementBDocumentDto;
  /** Alternative procedure */
  alternativeProcedure: boolean;
  /** Additional information */
  additionalInformation?: string;
  /** Examiner last name */
  lastName: string;
  /** Examiner first name */
  firstName: string;
};
export type WageRecordView = {
  tax_year: number;
  /** First-year hours worked in this tax year */
  hours: number;
  /** First-year wages paid in this tax year, dollars */
  first_year_wages: number;
  /** Second-year wages paid in this tax year (LTFA), dollars */
  second_year_wages: number;
  /** Form 5884 line of this year's qualified first-year wages */
  line: ("1a" | "1b") | null;
  /** Dollars */
  first_year_credit: number;
  /** Dollars (LTFA, line 1c) */
  second_year_credit: number;
  /** Dollars: first_year_credit + second_year_credit */
  credit: number;
};
export type CertifiedHireCredit = {
  submission_id: string;
  firstname: string;
  lastname: string;
  company_id: number;
  company_name: string;
  /** Masked: ***-**-1234 */
  ssn: string;
  /** The certified group, or the best confirmed group of the answers */
  group:
    | (
        | "IVA"
        | "VET_SNAP"
        | "VET_DISABLED_DISCHARGED"
        | "VET_DISABLED_UNEMPLOYED_6M"
        | "VET_UNEMPLOYED_4W"
        | "VET_UNEMPLOYED_6M"
        | "EX_FELON"
        | "DCR"
        | "VR"
        | "SUMMER_YOUTH"
        | "SNAP"
        | "SSI"
        | "LTFA"
        | "LTUR"
      )
    | null;
  group_name: string | null;
  start_date: string;
  certification_number: string | null;
  /** Hours of the whole first year (all tax years): they set the rate */
  first_year_hours: number;
  /** Oldest tax year first */
  records: WageRecordView[];
  /** Dollars, all tax years */
  credit_total: number;
  /** Whether wages can be recorded for this hire */
  can_record: boolean;
  /** Why wages cannot be recorded */
  problem: string | null;
};
export type CreditList = {
  /** Certified hires, newest start date first */
  data: CertifiedHireCredit[];
  count: number;
};
export type LineTotalView = {
  /** Qualified wages on the line, dollars */
  wages: number;
  /** The line's wages × its rate, rounded once, dollars */
  credit: number;
};
export type TaxYearSummary = {
  tax_year: number;
  /** 25%: employees with 120-399 first-year hours */
  line_1a: LineTotalView;
  /** 40%: employees with 400 hours or more */
  line_1b: LineTotalView;
  /** 50%: LTFA second-year wages */
  line_1c: LineTotalView;
  /** Dollars: 1a + 1b + 1c (to Form 3800, Part III, line 4b) */
  line_2: number;
  /** Certified hires with a wage record in this tax year */
  employees: number;
};
export type GroupSummary = {
  group:
    | "IVA"
    | "VET_SNAP"
    | "VET_DISABLED_DISCHARGED"
    | "VET_DISABLED_UNEMPLOYED_6M"
    | "VET_UNEMPLOYED_4W"
    | "VET_UNEMPLOYED_6M"
    | "EX_FELON"
    | "DCR"
    | "VR"
    | "SUMMER_YOUTH"
    | "SNAP"
    | "SSI"
    | "LTFA"
    | "LTUR";
  group_name: string;
  /** Credit earned over all tax years (sum of the employee credits), dollars */
  credit: number;
  /** Certified hires of the group with wage records */
  employees: number;
};
export type CreditSummary = {
  /** Newest tax year first */
  data: TaxYearSummary[];
  /** Largest credit first */
  by_group: GroupSummary[];
};
export type WageImportResult = {
  /** Rows saved */
  imported: number;
  /** Certified hires the rows belong to */
  hires: number;
};
export type WageImportForm = {
  /** Required for administrators; a company user may leave it out or name its own company */
  companyId?: number;
  /** CSV, at most 1 MB and 5,000 rows: header ssn, tax_year, hours, first_year_wages[, second_year_wages] */
  file: Blob;
};
export type CertifiedHireCreditResponse = {
  data: CertifiedHireCredit;
};
export type WageRecordDto = {
  /** Hours worked in the first year of work (start date to the day before its anniversary) during this tax year; at most 2 decimals */
  hours: number;
  /** Qualified first-year wages paid in this tax year, in dollars */
  firstYearWages: number;
  /** LTFA only: qualified second-year wages paid in this tax year, in dollars (0 when left out) */
  secondYearWages?: number;
};
export type AcceptedResponse = {
  id: string;
};
export type StartInspectionExportDto = {
  /** Administrators: the company whose Form I-9s to export; a company user's own company otherwise */
  companyId?: number;
  /** current: employed; retained: former employees within their retention period; all: both; hire-range: first day between hiredFrom and hiredTo */
  scope: "current" | "retained" | "all" | "hire-range";
  /** hire-range: the first first day of employment included */
  hiredFrom?: string;
  /** hire-range: the last first day of employment included */
  hiredTo?: string;
  /** The locations whose Form I-9s to export: owners and administrators any of the company's (none: every location); a member among theirs (none: all of theirs) */
  locationIds?: number[];
};
export type InspectionExportView = {
  id: string;
  company_id: number;
  scope: "current" | "retained" | "all" | "hire-range";
  hired_from: string | null;
  hired_to: string | null;
  /** The locations whose Form I-9s it holds; null: every location of the company */
  location_ids: number[] | null;
  status: "queued" | "running" | "done" | "failed" | "expired";
  /** Form I-9s written to the zip so far */
  done: number;
  /** Form I-9s in the export (0 until the worker counted them) */
  total: number;
  /** The zip, once done: GET /api/files/{file_id} */
  file_id: string | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
};
export type InspectionExportList = {
  data: InspectionExportView[];
  count: number;
};
export type InspectionExportDetail = {
  data: InspectionExportView;
};
export type EVerifyResponse = {
  data: EVerifyView;
};
export type CreateEVerifyCaseDto = {
  /** Required once the case is late (after the 3rd business day after the first day) */
  lateReason?:
    | "AWAITING_SOCIAL_SECURITY_NUMBER"
    | "TECHNICAL_PROBLEMS"
    | "AUDIT_REVEALED_NEW_HIRE_WAS_NOT_RUN"
    | "FEDERAL_CONTRACTOR_VERIFYING_EXISTING_EMPLOYEE"
    | "OTHER";
  /** With lateReason OTHER: at most 200 characters, no personal data such as an SSN */
  lateReasonText?: string;
};
export type EVerifyActionDto = {
  /** Action */
  action: "notify" | "employee-decision" | "refer" | "photo-match" | "close";
  /** employee-decision: take-action (contest the mismatch) or no-action */
  decision?: "take-action" | "no-action";
  /** employee-decision: the employee’s name as they signed the Further Action Notice */
  signature?: string;
  /** photo-match: whether E-Verify’s photo matches the photo on the document (not the person) */
  answer?: "yes" | "no" | "no-photo";
  /** close: why the case is closed */
  reason?:
    | "EMPLOYEE_CONTINUES_TO_WORK_AFTER_FNC"
    | "EMPLOYEE_TERMINATED_FOR_FNC_RESULT"
    | "EMPLOYEE_NOT_TAKING_ACTION_CONTINUES_TO_WORK"
    | "EMPLOYEE_NOT_TAKING_ACTION_TERMINATED"
    | "INCORRECT_DATA"
    | "DUPLICATE_CASE_DATA_EXISTS"
    | "EMPLOYEE_QUIT"
    | "OTHER";
  /** close: whether the employee still works for the company */
  currentlyEmployed?: boolean;
  /** close with reason OTHER: at most 200 characters, no personal data */
  reasonText?: string;
};
export type LocationView = {
  id: number;
  name: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** IANA time zone */
  time_zone: string;
  everify_hiring_site: boolean;
  open_on_weekends: boolean;
  closed_on_federal_holidays: boolean;
  /** The path of the location's own pre-screening link: applicants who follow it are attributed to this location */
  prescreening_link: string;
  /** How many employees work at the location */
  employees: number;
  /** How many pre-screenings were made for the location */
  submissions: number;
};
export type LocationList = {
  data: LocationView[];
};
export type LocationResponse = {
  data: LocationView;
};
export type LocationCreateDto = {
  /** The name the company knows the location by (unique in the company) */
  name: string;
  /** Business address: street (printed in Form I-9 Section 2 for its employees) */
  street?: string;
  /** Business address: city or town */
  city?: string;
  /** Business address: state */
  state?:
    | "AL"
    | "AK"
    | "AS"
    | "AZ"
    | "AR"
    | "CA"
    | "CO"
    | "CT"
    | "DE"
    | "DC"
    | "FM"
    | "FL"
    | "GA"
    | "GU"
    | "HI"
    | "ID"
    | "IL"
    | "IN"
    | "IA"
    | "KS"
    | "KY"
    | "LA"
    | "ME"
    | "MH"
    | "MD"
    | "MA"
    | "MI"
    | "MN"
    | "MS"
    | "MO"
    | "MT"
    | "NE"
    | "NV"
    | "NH"
    | "NJ"
    | "NM"
    | "NY"
    | "NC"
    | "ND"
    | "MP"
    | "OH"
    | "OK"
    | "OR"
    | "PW"
    | "PA"
    | "PR"
    | "RI"
    | "SC"
    | "SD"
    | "TN"
    | "TX"
    | "UT"
    | "VT"
    | "VI"
    | "VA"
    | "WA"
    | "WV"
    | "WI"
    | "WY";
  /** Business address: ZIP code */
  zip?: string;
  /** The IANA time zone whose calendar decides its employees' deadlines; the company's when left out */
  timeZone?: string;
  /** A hiring site enrolled in the company's E-Verify MOU (false when left out) */
  everifyHiringSite?: boolean;
  /** Saturdays and Sundays then count as business days for its deadlines (false when left out) */
  openOnWeekends?: boolean;
  /** Federal holidays then do not count as business days (false when left out) */
  closedOnFederalHolidays?: boolean;
};
export type LocationUpdateDto = {
  /** The name the company knows the location by (unique in the company) */
  name?: string;
  /** Business address: street (printed in Form I-9 Section 2 for its employees) */
  street?: string;
  /** Business address: city or town */
  city?: string;
  /** Business address: state */
  state?:
    | "AL"
    | "AK"
    | "AS"
    | "AZ"
    | "AR"
    | "CA"
    | "CO"
    | "CT"
    | "DE"
    | "DC"
    | "FM"
    | "FL"
    | "GA"
    | "GU"
    | "HI"
    | "ID"
    | "IL"
    | "IN"
    | "IA"
    | "KS"
    | "KY"
    | "LA"
    | "ME"
    | "MH"
    | "MD"
    | "MA"
    | "MI"
    | "MN"
    | "MS"
    | "MO"
    | "MT"
    | "NE"
    | "NV"
    | "NH"
    | "NJ"
    | "NM"
    | "NY"
    | "NC"
    | "ND"
    | "MP"
    | "OH"
    | "OK"
    | "OR"
    | "PW"
    | "PA"
    | "PR"
    | "RI"
    | "SC"
    | "SD"
    | "TN"
    | "TX"
    | "UT"
    | "VT"
    | "VI"
    | "VA"
    | "WA"
    | "WV"
    | "WI"
    | "WY";
  /** Business address: ZIP code */
  zip?: string;
  /** The IANA time zone whose calendar decides its employees' deadlines */
  timeZone?: string;
  /** E-Verify hiring site */
  everifyHiringSite?: boolean;
  /** Open on weekends */
  openOnWeekends?: boolean;
  /** Closed on federal holidays */
  closedOnFederalHolidays?: boolean;
  /** true removes the business address (street, city, state and ZIP); not with any of them */
  clearAddress?: boolean;
  /** true issues a new pre-screening link: the old one stops working */
  regenerateLink?: boolean;
};
export type ApiKeyPerson = {
  id: string;
  name: string | null;
};
export type ApiKeyView = {
  id: string;
  name: string;
  /** The public start of the key (`chk_` and its id): how to recognise it; the secret is never shown again */
  prefix: string;
  scopes: (
    | "employees:read"
    | "employees:write"
    | "submissions:read"
    | "everify:read"
    | "inspection-exports:write"
  )[];
  created_by: ApiKeyPerson;
  created_at: string;
  /** The last call made with the key, to the minute */
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: ApiKeyPerson | null;
};
export type ApiKeyList = {
  data: ApiKeyView[];
  count: number;
};
export type ApiKeyCreated = {
  id: string;
  name: string;
  /** The public start of the key (`chk_` and its id): how to recognise it; the secret is never shown again */
  prefix: string;
  scopes: (
    | "employees:read"
    | "employees:write"
    | "submissions:read"
    | "everify:read"
    | "inspection-exports:write"
  )[];
  created_by: ApiKeyPerson;
  created_at: string;
  /** The last call made with the key, to the minute */
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: ApiKeyPerson | null;
  /** The whole key: shown this once and never again (only its hash is kept). Send it as `Authorization: Bearer <key>`. */
  key: string;
};
export type ApiKeyCreatedResponse = {
  data: ApiKeyCreated;
};
export type ApiKeyCreateDto = {
  /** What the key is for, e.g. the system that uses it (unique among the company’s active keys) */
  name: string;
  /** What the key may do: one or more scopes */
  scopes: (
    | "employees:read"
    | "employees:write"
    | "submissions:read"
    | "everify:read"
    | "inspection-exports:write"
  )[];
};
export type ApiKeyResponse = {
  data: ApiKeyView;
};
export type CalendarFeedStatus = {
  /** Whether the user's deadline calendar feed is on */
  on: boolean;
  /** When its current URL was made; null while off */
  created_at: string | null;
};
export type CalendarFeedCreated = {
  /** The private feed URL (iCalendar), shown this once: whoever has it sees the deadlines. Turning the feed on again gives a new URL and stops this one. */
  url: string;
  created_at: string;
};
export type WebhookEndpointView = {
  id: string;
  url: string;
  description: string;
  events: (
    | "submission.received"
    | "submission.status_changed"
    | "submission.hire_recorded"
    | "i9.section1_completed"
    | "i9.section2_completed"
    | "everify.case_updated"
    | "i9.reverification_due"
    | "i9.purged"
    | "inspection_export.ready"
  )[];
  enabled: boolean;
  disabled_at: string | null;
  /** Who disabled it: a user ('owner') or 3 days of failed deliveries ('failing') */
  disabled_reason: ("owner" | "failing") | null;
  /** The first failed attempt since the last success */
  failing_since: string | null;
  created_at: string;
};
export type WebhookEndpointList = {
  data: WebhookEndpointView[];
  count: number;
};
export type WebhookEndpointWithSecret = {
  data: WebhookEndpointView;
  /** The signing secret (whsec_…), shown only now: verify each delivery with it */
  secret: string;
};
export type WebhookEndpointCreateDto = {
  /** The https URL deliveries are POSTed to */
  url: string;
  /** What the endpoint is for */
  description?: string;
  /** The events the endpoint receives (at least one) */
  events: (
    | "submission.received"
    | "submission.status_changed"
    | "submission.hire_recorded"
    | "i9.section1_completed"
    | "i9.section2_completed"
    | "everify.case_updated"
    | "i9.reverification_due"
    | "i9.purged"
    | "inspection_export.ready"
  )[];
};
export type WebhookEndpointResponse = {
  data: WebhookEndpointView;
};
export type WebhookEndpointUpdateDto = {
  /** The https URL deliveries are POSTed to */
  url?: string;
  /** What the endpoint is for */
  description?: string;
  /** The events the endpoint receives (at least one) */
  events?: (
    | "submission.received"
    | "submission.status_changed"
    | "submission.hire_recorded"
    | "i9.section1_completed"
    | "i9.section2_completed"
    | "everify.case_updated"
    | "i9.reverification_due"
    | "i9.purged"
    | "inspection_export.ready"
  )[];
  /** false stops deliveries (pending ones are settled as disabled); true resumes them */
  enabled?: boolean;
};
export type WebhookAttemptView = {
  attempted_at: string;
  /** The HTTP status, or null when there was no answer */
  status: number | null;
  /** Why there was no answer */
  error: string | null;
  duration_ms: number;
  /** The answer's first bytes (at most 1024) */
  answer: string;
};
export type WebhookDeliveryView = {
  id: string;
  /** The webhook-id header: the same on every attempt and replay */
  message_id: string;
  event_type: string;
  status: "pending" | "succeeded" | "failed" | "disabled";
  attempt_count: number;
  next_attempt_at: string | null;
  last_status: number | null;
  created_at: string;
  /** Every attempt, newest first */
  attempts: WebhookAttemptView[];
};
export type WebhookDeliveryResponse = {
  data: WebhookDeliveryView;
};
export type WebhookDeliveryList = {
  data: WebhookDeliveryView[];
  count: number;
};
export const {
  useJobsOverviewQuery,
  useLazyJobsOverviewQuery,
  useFilesDownloadQuery,
  useLazyFilesDownloadQuery,
  useAuthLogoutMutation,
  useAuthLogoutEverywhereMutation,
  useTwoFactorStatusQuery,
  useLazyTwoFactorStatusQuery,
  useTwoFactorBeginMutation,
  useTwoFactorEnableMutation,
  useTwoFactorDisableMutation,
  useAccountChangeMutation,
  useTeamCompanyTeamQuery,
  useLazyTeamCompanyTeamQuery,
  useTeamInviteMutation,
  useTeamWithdrawMutation,
  useTeamUpdateUserMutation,
  useTeamRemoveUserMutation,
  useTeamResetTwoFactorMutation,
  useTeamAdminsQuery,
  useLazyTeamAdminsQuery,
  useTeamInviteAdminMutation,
  useTeamWithdrawAdminMutation,
  useTeamResetAdminTwoFactorMutation,
  useTeamUpdateAdminMutation,
  useCompaniesListQuery,
  useLazyCompaniesListQuery,
  useCompaniesDetailQuery,
  useLazyCompaniesDetailQuery,
  useCompaniesUpdateMutation,
  useSubmissionsListQuery,
  useLazySubmissionsListQuery,
  useSubmissionsStateBatchMutation,
  useSubmissionsDueQuery,
  useLazySubmissionsDueQuery,
  useSubmissionsQueueQuery,
  useLazySubmissionsQueueQuery,
  useSubmissionsDetailQuery,
  useLazySubmissionsDetailQuery,
  useSubmissionsChangeStatusMutation,
  useSubmissionsRecordHireMutation,
  useDashboardFiguresQuery,
  useLazyDashboardFiguresQuery,
  useDashboardLocationsQuery,
  useLazyDashboardLocationsQuery,
  useErdSubmitMutation,
  useErdApproveMutation,
  useEmployeesListQuery,
  useLazyEmployeesListQuery,
  useEmployeesAddMutation,
  useEmployeesDetailQuery,
  useLazyEmployeesDetailQuery,
  useEmployeesUpdateMutation,
  useEmployeesResendLinkMutation,
  useEmployeesLinkSubmissionMutation,
  useEmployeeImportsPreviewMutation,
  useEmployeeImportsCreateMutation,
  useEmployeeImportsListQuery,
  useLazyEmployeeImportsListQuery,
  useI9MarkVerifiedMutation,
  useReverificationsStartMutation,
  useReverificationsCompleteMutation,
  useCreditsListQuery,
  useLazyCreditsListQuery,
  useCreditsSummaryQuery,
  useLazyCreditsSummaryQuery,
  useCreditsForm5884Query,
  useLazyCreditsForm5884Query,
  useCreditsImportMutation,
  useWagesRecordMutation,
  useWagesRemoveMutation,
  useInspectionExportsStartMutation,
  useInspectionExportsListQuery,
  useLazyInspectionExportsListQuery,
  useInspectionExportsDetailQuery,
  useLazyInspectionExportsDetailQuery,
  useEVerifyCreateMutation,
  useEVerifyDetailQuery,
  useLazyEVerifyDetailQuery,
  useEVerifyActMutation,
  useLocationsListQuery,
  useLazyLocationsListQuery,
  useLocationsCreateMutation,
  useLocationsUpdateMutation,
  useLocationsRemoveMutation,
  useApiKeysListQuery,
  useLazyApiKeysListQuery,
  useApiKeysCreateMutation,
  useApiKeysRevokeMutation,
  useAccountCalendarFeedStatusQuery,
  useLazyAccountCalendarFeedStatusQuery,
  useAccountCalendarFeedTurnOnMutation,
  useAccountCalendarFeedTurnOffMutation,
  useWebhooksListQuery,
  useLazyWebhooksListQuery,
  useWebhooksCreateMutation,
  useWebhooksUpdateMutation,
  useWebhooksRemoveMutation,
  useWebhooksRotateSecretMutation,
  useWebhooksSendTestMutation,
  useWebhooksDeliveriesQuery,
  useLazyWebhooksDeliveriesQuery,
  useWebhooksReplayMutation,
} = injectedRtkApi;
