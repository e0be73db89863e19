import { baseApi as api } from "./base-api";
export const addTagTypes = [
  "auth",
  "companies",
  "submissions",
  "forms",
  "places",
  "health",
  "sms",
  "calendar",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/login`,
          method: "POST",
          body: queryArg.loginDto,
          headers: {
            "x-recaptcha-token": queryArg["x-recaptcha-token"],
          },
        }),
        invalidatesTags: ["auth"],
      }),
      authLoginTwoFactor: build.mutation<
        AuthLoginTwoFactorApiResponse,
        AuthLoginTwoFactorApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/login/two-factor`,
          method: "POST",
          body: queryArg.twoFactorLoginDto,
        }),
        invalidatesTags: ["auth"],
      }),
      accountRequestReset: build.mutation<
        AccountRequestResetApiResponse,
        AccountRequestResetApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/password-reset`,
          method: "POST",
          body: queryArg.passwordResetRequestDto,
          headers: {
            "x-recaptcha-token": queryArg["x-recaptcha-token"],
          },
        }),
        invalidatesTags: ["auth"],
      }),
      accountConfirmReset: build.mutation<
        AccountConfirmResetApiResponse,
        AccountConfirmResetApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/password-reset/confirm`,
          method: "POST",
          body: queryArg.passwordResetConfirmDto,
        }),
        invalidatesTags: ["auth"],
      }),
      accountLookup: build.mutation<
        AccountLookupApiResponse,
        AccountLookupApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/invitations/lookup`,
          method: "POST",
          body: queryArg.invitationLookupDto,
        }),
        invalidatesTags: ["auth"],
      }),
      accountAccept: build.mutation<
        AccountAcceptApiResponse,
        AccountAcceptApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/invitations/accept`,
          method: "POST",
          body: queryArg.invitationAcceptDto,
        }),
        invalidatesTags: ["auth"],
      }),
      companiesSignup: build.mutation<
        CompaniesSignupApiResponse,
        CompaniesSignupApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies`,
          method: "POST",
          body: queryArg.signupDto,
          headers: {
            "x-recaptcha-token": queryArg["x-recaptcha-token"],
          },
        }),
        invalidatesTags: ["companies"],
      }),
      companiesContact: build.mutation<
        CompaniesContactApiResponse,
        CompaniesContactApiArg
      >({
        query: (queryArg) => ({
          url: `/api/companies/contact`,
          method: "POST",
          body: queryArg.contactDto,
          headers: {
            "x-recaptcha-token": queryArg["x-recaptcha-token"],
          },
        }),
        invalidatesTags: ["companies"],
      }),
      submissionsCreate: build.mutation<
        SubmissionsCreateApiResponse,
        SubmissionsCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/submissions`,
          method: "POST",
          body: queryArg.prescreeningDto,
          headers: {
            "x-recaptcha-token": queryArg["x-recaptcha-token"],
          },
        }),
        invalidatesTags: ["submissions"],
      }),
      prescreeningLinkCompany: build.query<
        PrescreeningLinkCompanyApiResponse,
        PrescreeningLinkCompanyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/forms/prescreening/${queryArg.linkId}`,
        }),
        providesTags: ["submissions"],
      }),
      prescreeningLinkLocation: build.query<
        PrescreeningLinkLocationApiResponse,
        PrescreeningLinkLocationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/forms/prescreening/${queryArg.linkId}/${queryArg.locationKey}`,
        }),
        providesTags: ["submissions"],
      }),
      i9LinkStatus: build.query<I9LinkStatusApiResponse, I9LinkStatusApiArg>({
        query: (queryArg) => ({ url: `/api/forms/i9/${queryArg.url}` }),
        providesTags: ["forms"],
      }),
      i9Submit: build.mutation<I9SubmitApiResponse, I9SubmitApiArg>({
        query: (queryArg) => ({
          url: `/api/forms/i9`,
          method: "POST",
          body: queryArg.i9SubmissionForm,
          headers: {
            "x-recaptcha-token": queryArg["x-recaptcha-token"],
          },
        }),
        invalidatesTags: ["forms"],
      }),
      i9ReverificationLinkStatus: build.query<
        I9ReverificationLinkStatusApiResponse,
        I9ReverificationLinkStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/forms/reverification/${queryArg.url}`,
        }),
        providesTags: ["forms"],
      }),
      i9ReverificationUpload: build.mutation<
        I9ReverificationUploadApiResponse,
        I9ReverificationUploadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/forms/reverification`,
          method: "POST",
          body: queryArg.reverificationUploadForm,
          headers: {
            "x-recaptcha-token": queryArg["x-recaptcha-token"],
          },
        }),
        invalidatesTags: ["forms"],
      }),
      placesZip: build.query<PlacesZipApiResponse, PlacesZipApiArg>({
        query: (queryArg) => ({ url: `/api/places/zip/${queryArg.zip}` }),
        providesTags: ["places"],
      }),
      healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
      healthLive: build.query<HealthLiveApiResponse, HealthLiveApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ["health"],
      }),
      healthReady: build.query<HealthReadyApiResponse, HealthReadyApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ["health"],
      }),
      smsInbound: build.mutation<SmsInboundApiResponse, SmsInboundApiArg>({
        query: () => ({ url: `/api/sms/inbound`, method: "POST" }),
        invalidatesTags: ["sms"],
      }),
      calendarFeedFeed: build.query<
        CalendarFeedFeedApiResponse,
        CalendarFeedFeedApiArg
      >({
        query: (queryArg) => ({ url: `/api/calendar/${queryArg.file}` }),
        providesTags: ["calendar"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as publicApi };
export type AuthLoginApiResponse = /** status 201  */ LoginResponse;
export type AuthLoginApiArg = {
  /** reCAPTCHA response (or the body field recaptcha) */
  "x-recaptcha-token"?: string;
  loginDto: LoginDto;
};
export type AuthLoginTwoFactorApiResponse =
  /** status 201  */ SessionTokenResponse;
export type AuthLoginTwoFactorApiArg = {
  twoFactorLoginDto: TwoFactorLoginDto;
};
export type AccountRequestResetApiResponse =
  /** status 202  */ PasswordResetRequestResponse;
export type AccountRequestResetApiArg = {
  /** reCAPTCHA response (or the body field recaptcha) */
  "x-recaptcha-token"?: string;
  passwordResetRequestDto: PasswordResetRequestDto;
};
export type AccountConfirmResetApiResponse = unknown;
export type AccountConfirmResetApiArg = {
  passwordResetConfirmDto: PasswordResetConfirmDto;
};
export type AccountLookupApiResponse = /** status 200  */ InvitationView;
export type AccountLookupApiArg = {
  invitationLookupDto: InvitationLookupDto;
};
export type AccountAcceptApiResponse = /** status 201  */ SessionTokenResponse;
export type AccountAcceptApiArg = {
  invitationAcceptDto: InvitationAcceptDto;
};
export type CompaniesSignupApiResponse = /** status 201  */ SignupResponse;
export type CompaniesSignupApiArg = {
  /** reCAPTCHA response (or the body field recaptcha) */
  "x-recaptcha-token"?: string;
  signupDto: SignupDto;
};
export type CompaniesContactApiResponse = /** status 201  */ CreatedResponse;
export type CompaniesContactApiArg = {
  /** reCAPTCHA response (or the body field recaptcha) */
  "x-recaptcha-token"?: string;
  contactDto: ContactDto;
};
export type SubmissionsCreateApiResponse =
  /** status 201  */ PrescreeningCreated;
export type SubmissionsCreateApiArg = {
  /** reCAPTCHA response (or the body field recaptcha) */
  "x-recaptcha-token"?: string;
  prescreeningDto: PrescreeningDto;
};
export type PrescreeningLinkCompanyApiResponse =
  /** status 200  */ PrescreeningLinkCompany;
export type PrescreeningLinkCompanyApiArg = {
  linkId: string;
};
export type PrescreeningLinkLocationApiResponse =
  /** status 200  */ PrescreeningLocationLinkView;
export type PrescreeningLinkLocationApiArg = {
  linkId: string;
  locationKey: string;
};
export type I9LinkStatusApiResponse = /** status 200  */ I9LinkStatus;
export type I9LinkStatusApiArg = {
  url: string;
};
export type I9SubmitApiResponse = /** status 201  */ CreatedResponse;
export type I9SubmitApiArg = {
  /** reCAPTCHA response (or the body field recaptcha) */
  "x-recaptcha-token"?: string;
  i9SubmissionForm: I9SubmissionForm;
};
export type I9ReverificationLinkStatusApiResponse =
  /** status 200  */ ReverificationLinkStatus;
export type I9ReverificationLinkStatusApiArg = {
  url: string;
};
export type I9ReverificationUploadApiResponse =
  /** status 201  */ CreatedResponse;
export type I9ReverificationUploadApiArg = {
  /** reCAPTCHA response (or the body field recaptcha) */
  "x-recaptcha-token"?: string;
  reverificationUploadForm: ReverificationUploadForm;
};
export type PlacesZipApiResponse = /** status 200  */ ZipPlaceView;
export type PlacesZipApiArg = {
  zip: string;
};
export type HealthCheckApiResponse = /** status 200  */ HealthStatus;
export type HealthCheckApiArg = void;
export type HealthLiveApiResponse = /** status 200  */ Liveness;
export type HealthLiveApiArg = void;
export type HealthReadyApiResponse = /** status 200  */ Liveness;
export type HealthReadyApiArg = void;
export type SmsInboundApiResponse =
  /** status 200 TwiML: <Response> with the reply to text back, if any */ string;
export type SmsInboundApiArg = void;
export type CalendarFeedFeedApiResponse =
  /** status 200 The deadlines as iCalendar (RFC 5545) */ string;
export type CalendarFeedFeedApiArg = {
  file: string;
};
export type LoginResponse = {
  /** Session token: send it as "Authorization: Bearer <token>". Absent when a second factor is asked for. */
  token?: string;
  /** Present instead of the token when the user signs in with two factors: send it with the code to POST /api/auth/login/two-factor within 5 minutes. */
  twoFactorChallenge?: string;
};
export type ApiErrorItem = {
  msg: string;
  param?: string;
};
export type ApiErrors = {
  errors: ApiErrorItem[];
};
export type LoginDto = {
  /** E-mail */
  email: string;
  password: string;
  /** reCAPTCHA */
  recaptcha?: string;
};
export type SessionTokenResponse = {
  /** A new session token for this device: send it as "Authorization: Bearer <token>". */
  token: string;
};
export type TwoFactorLoginDto = {
  /** The twoFactorChallenge of the login answer */
  challenge: string;
  /** The authenticator app's 6-digit code, or a recovery code */
  code: string;
};
export type PasswordResetRequestResponse = {
  /** Always the same, whether the address belongs to an account or not. */
  message: string;
};
export type PasswordResetRequestDto = {
  /** E-mail */
  email: string;
  /** reCAPTCHA */
  recaptcha?: string;
};
export type PasswordResetConfirmDto = {
  password: string;
  password2: string;
  /** Link */
  token: string;
};
export type InvitationView = {
  /** The address the invitation was sent to; the account is created with it. */
  email: string;
  /** The company joined; null for an invitation to the administrators. */
  companyName: string | null;
  /** The role in the company; null for an administrator. */
  role: ("owner" | "member") | null;
  expiresAt: string;
};
export type InvitationLookupDto = {
  /** Link */
  token: string;
};
export type InvitationAcceptDto = {
  password: string;
  password2: string;
  /** Link */
  token: string;
  /** First name */
  firstname: string;
  /** Last name */
  lastname: string;
};
export type SignupResponse = {
  companyId: number;
};
export type SignupDto = {
  /** First name */
  firstname: string;
  /** Last name */
  lastname: string;
  /** E-mail */
  email: string;
  password: string;
  password2: string;
  /** Company name */
  name: string;
  /** Phone */
  phone: string;
  /** Fax */
  fax?: string;
  /** Industry */
  industry:
    | "Accounting"
    | "Airlines/Aviation"
    | "Alternative Dispute Resolution"
    | "Alternative Medicine"
    | "Animation"
    | "Apparel & Fashion"
    | "Architecture & Planning"
    | "Arts & Crafts"
    | "Automotive"
    | "Aviation & Aerospace"
    | "Banking"
    | "Biotechnology"
    | "Broadcast Media"
    | "Building Materials"
    | "Business Supplies & Equipment"
    | "Capital Markets"
    | "Chemicals"
    | "Civic & Social Organization"
    | "Civil Engineering"
    | "Commercial Real Estate"
    | "Computer & Network Security"
    | "Computer Games"
    | "Computer Hardware"
    | "Computer Networking"
    | "Computer Software"
    | "Construction"
    | "Consumer Electronics"
    | "Consumer Goods"
    | "Consumer Services"
    | "Cosmetics"
    | "Dairy"
    | "Defense & Space"
    | "Design"
    | "E-Learning"
    | "Education Management"
    | "Electrical/Electronic Manufacturing"
    | "Entertainment"
    | "Environmental Services"
    | "Events Services"
    | "Executive Office"
    | "Facilities Services"
    | "Farming"
    | "Financial Services"
    | "Fine Art"
    | "Fishery"
    | "Food & Beverages"
    | "Food Production"
    | "Fund-Raising"
    | "Furniture"
    | "Gambling & Casinos"
    | "Glass, Ceramics & Concrete"
    | "Government Administration"
    | "Government Relations"
    | "Graphic Design"
    | "Health, Wellness & Fitness"
    | "Higher Education"
    | "Hospital & Health Care"
    | "Hospitality"
    | "Human Resources"
    | "Import & Export"
    | "Individual & Family Services"
    | "Industrial Automation"
    | "Information Services"
    | "Information Technology & Services"
    | "Insurance"
    | "International Affairs"
    | "International Trade & Development"
    | "Internet"
    | "Investment Banking"
    | "Investment Management"
    | "Judiciary"
    | "Law Enforcement"
    | "Law Practice"
    | "Legal Services"
    | "Legislative Office"
    | "Leisure, Travel & Tourism"
    | "Libraries"
    | "Logistics & Supply Chain"
    | "Luxury Goods & Jewelry"
    | "Machinery"
    | "Management Consulting"
    | "Maritime"
    | "Market Research"
    | "Marketing & Advertising"
    | "Mechanical or Industrial Engineering"
    | "Media Production"
    | "Medical Devices"
    | "Medical Practice"
    | "Mental Health Care"
    | "Military"
    | "Mining & Metals"
    | "Motion Pictures & Film"
    | "Museums & Institutions"
    | "Music"
    | "Nanotechnology"
    | "Newspapers"
    | "Nonprofit Organization Management"
    | "Oil & Energy"
    | "Online Media"
    | "Outsourcing/Offshoring"
    | "Package/Freight Delivery"
    | "Packaging & Containers"
    | "Paper & Forest Products"
    | "Performing Arts"
    | "Pharmaceuticals"
    | "Philanthropy"
    | "Photography"
    | "Plastics"
    | "Political Organization"
    | "Primary/Secondary Education"
    | "Printing"
    | "Professional Training & Coaching"
    | "Program Development"
    | "Public Policy"
    | "Public Relations & Communications"
    | "Public Safety"
    | "Publishing"
    | "Railroad Manufacture"
    | "Ranching"
    | "Real Estate"
    | "Recreational Facilities & Services"
    | "Religious Institutions"
    | "Renewables & Environment"
    | "Research"
    | "Restaurants"
    | "Retail"
    | "Security & Investigations"
    | "Semiconductors"
    | "Shipbuilding"
    | "Sporting Goods"
    | "Sports"
    | "Staffing & Recruiting"
    | "Supermarkets"
    | "Telecommunications"
    | "Textiles"
    | "Think Tanks"
    | "Tobacco"
    | "Translation & Localization"
    | "Transportation/Trucking/Railroad"
    | "Utilities"
    | "Venture Capital & Private Equity"
    | "Veterinary"
    | "Warehousing"
    | "Wholesale"
    | "Wine & Spirits"
    | "Wireless"
    | "Writing & Editing";
  /** Company size */
  size: "1-10" | "11-50" | "51-100" | "101-500" | "500+";
  /** The company's IANA time zone (the portal sends the browser's); America/New_York when left out */
  timeZone?: string;
  /** reCAPTCHA */
  recaptcha?: string;
};
export type CreatedResponse = {
  id: string;
};
export type ContactDto = {
  /** First name */
  firstname: string;
  /** Last name */
  lastname: string;
  /** Company */
  company: string;
  /** Position */
  position: string;
  /** E-mail */
  email: string;
  /** reCAPTCHA */
  recaptcha?: string;
};
export type PrescreeningCreated = {
  id: string;
  /** The return URL with submissionId (and externalId) added, on one of the company's return hosts; null: show the confirmation */
  redirect_url: string | null;
};
export type PrescreeningDto = {
  /** The company the applicant applies to (the pre-screening link id divided by 73017) */
  companyId: number;
  /** Where the applicant applied (a location's own link gives it); may be left out when the company has one location */
  locationId?: number;
  /** Whether any eligibility statement on page 0 applies */
  eligible: boolean;
  /** First name */
  firstname: string;
  /** Last name */
  lastname: string;
  /** E-mail */
  email: string;
  /** Street address */
  street: string;
  /** Apartment */
  apt?: string;
  /** City */
  city: string;
  /** County */
  county: string;
  /** State */
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
  /** ZIP code */
  zip: string;
  /** Phone */
  phone: string;
  /** SSN */
  ssn: string;
  /** Birth date */
  birthdate: string;
  /** Signature (your full name) */
  signature: string;
  /** Military service (required when eligible) */
  military?: boolean;
  /** SNAP benefits (required when eligible) */
  snap?: boolean;
  /** TANF assistance (required when eligible) */
  tanf?: boolean;
  /** SSI benefits (required when eligible) */
  ssi?: boolean;
  /** Vocational rehabilitation referral (required when eligible) */
  vr?: boolean;
  /** Unemployment (required when eligible) */
  unemployed?: boolean;
  /** Felony conviction (required when eligible) */
  felony?: boolean;
  /** Worked for this company before (required when eligible) */
  woc?: boolean;
  /** Unemployed 6 months or more (veteran) */
  militaryUnemployed6m?: boolean;
  /** Unemployed 4 weeks or more (veteran) */
  militaryUnemployed4w?: boolean;
  /** SNAP within 15 months (veteran) */
  militarySnap?: boolean;
  /** Service-connected disability */
  militaryDisability?: boolean;
  /** Discharged in the past year */
  militaryReleased?: boolean;
  /** SNAP 3 of the past 5 months */
  snap3?: boolean;
  /** TANF stopped in the past 2 years */
  tanfStopped?: boolean;
  /** TANF 9 of the past 18 months */
  tanfAssistance9?: boolean;
  /** TANF for 18 months */
  tanfAssistance18?: boolean;
  /** Deferred adjudication */
  felonyAdjudication?: boolean;
  /** Work release program */
  felonyWrp?: boolean;
  /** Discharge year */
  militaryYear?: string;
  /** Military branch */
  militaryBranch?:
    | "Air Force"
    | "Army"
    | "Coast Guard"
    | "Marine Corps"
    | "Natl' Guard"
    | "Navy";
  /** State that paid TANF */
  tanfState?:
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
  /** How long TANF was received */
  tanfTime?: "Less than 9 months" | "9 to 17 months" | "18 months or more";
  /** Rehabilitation service */
  vrService?: "State Agency" | "Veterans Administration" | "Ticket To Work";
  /** Unemployed since */
  unemployedDate?: string;
  /** State of unemployment compensation */
  unemployedState?:
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
  /** Conviction date */
  felonyConviction?: string;
  /** Release date */
  felonyRelease?: string;
  /** State of conviction */
  felonyState?:
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
  /** Felony type */
  felonyType?: "Federal" | "State";
  /** reCAPTCHA */
  recaptcha?: string;
  /** The candidate's id in the employer's applicant tracking system, as the pre-screening link carried it (externalId) */
  externalId?: string;
  /** The language the applicant filled the form in; every message to them is sent in it (default en) */
  language?: "en" | "es";
  /** Where the link asked to send the applicant after submitting (returnUrl): followed only on a host the company allows, else ignored */
  returnUrl?: string;
};
export type PrescreeningLinkLocation = {
  /** Sent back as the pre-screening’s locationId */
  id: number;
  /** The location as the applicant knows it (a store, a branch) */
  name: string;
};
export type PrescreeningLinkCompany = {
  /** The employer the link belongs to, as the applicant sees it */
  name: string;
  /** The employer’s locations, by name: with several, the applicant chooses where they applied (locationId) */
  locations: PrescreeningLinkLocation[];
};
export type PrescreeningLocationLinkView = {
  /** The employer the link belongs to, as the applicant sees it */
  name: string;
  /** The location whose own link this is: the pre-screening is made there */
  location: PrescreeningLinkLocation;
};
export type I9Prefill = {
  firstname: string;
  lastname: string;
  street: string;
  apt: string | null;
  city: string;
  county: string;
  state: string;
  zip: string;
  birthdate: string;
  email: string;
  phone: string;
  /** The last four digits only: the full SSN never leaves the server */
  ssn_last4: string;
};
export type I9LinkStatus = {
  /** open: the form can be submitted; used: it already was */
  status: "open" | "used";
  /** The employee's first name, for a greeting */
  firstname: string;
  /** While the link is open, what the employee gave in the pre-screening they were hired from; null when the link is used or no pre-screening is linked */
  prefill: I9Prefill | null;
};
export type I9SubmissionForm = {
  /** I-9 link */
  url: string;
  /** Last name */
  lastname: string;
  /** First name */
  firstname: string;
  /** Middle initial */
  middleInitial?: string;
  /** Other last names used */
  otherLastnames?: string;
  /** Street address */
  street: string;
  /** Apartment */
  apt?: string;
  /** City */
  city: string;
  /** County */
  county?: string;
  /** State */
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
  /** ZIP code */
  zip: string;
  /** Birth date */
  birthdate: string;
  /** Left out by an employee hired from a pre-screening to keep that pre-screening's SSN */
  ssn?: string;
  /** E-mail */
  email: string;
  /** Phone */
  phone: string;
  /** Citizenship or immigration status */
  citizenship: "citizen1" | "citizen2" | "citizen3" | "citizen4";
  /** USCIS / A-Number */
  number?: string;
  /** YYYY-MM-DD, or N/A */
  expiry?: string;
  /** USCIS A-Number */
  citizen4Number1?: string;
  /** Form I-94 admission number */
  citizen4Number2?: string;
  /** Foreign passport number and country */
  citizen4Number3?: string;
  /** Signature (your full name) */
  signature: string;
  /** JSON: { listA?: { type, filename }, listB?: …, listC?: … } */
  documentsType: string;
  /** Supplement A, JSON: [{ lastName, firstName, middleInitial?, street, city, state, zip, signature, attested: true }], one per person who helped with Section 1; left out when nobody did */
  preparers?: string;
  /** reCAPTCHA */
  recaptcha?: string;
  listA?: Blob;
  listB?: Blob;
  listC?: Blob;
};
export type ReverificationLinkStatus = {
  status: "open" | "used" | "expired";
  /** The employee's first name, for a greeting */
  firstname: string;
  reason: "reverification" | "rehire" | "name-change";
};
export type ReverificationUploadForm = {
  /** Reverification link */
  url: string;
  /** List */
  list: "listA" | "listC";
  /** A document of the list chosen; a former choice is stored as the current one it stands for */
  documentType:
    | "U.S. Passport"
    | "Permanent Resident Card"
    | "Foreign Passport"
    | "Employment Authorization Document (Form I-766)"
    | "FSM or RMI Passport"
    | "Receipt for a Replacement List A Document"
    | "Form I-94 Receipt (I-551 stamp or refugee admission)"
    | "Social Security Card"
    | "Certification of Report of Birth (Form DS-1350)"
    | "Consular Report of Birth Abroad (Form FS-240)"
    | "Certification of Birth Abroad (Form FS-545)"
    | "Birth Certificate"
    | "Native American Tribal Document"
    | "U.S. Citizen ID Card"
    | "Resident Citizen ID Card (Form I-179)"
    | "Employment authorization document issued by the Department of Homeland Security"
    | "Receipt for a Replacement List C Document"
    | "Employment Authorization"
    | "Certification of Birth";
  /** reCAPTCHA */
  recaptcha?: string;
  document: Blob;
};
export type ZipPlaceView = {
  zip: string;
  city: string;
  county: string;
  /** USPS state code */
  state: string;
};
export type HealthStatus = {
  status: "ok" | "degraded";
  database: "up" | "down";
  redis: "up" | "down";
};
export type Liveness = {
  status: "ok";
};
export const {
  useAuthLoginMutation,
  useAuthLoginTwoFactorMutation,
  useAccountRequestResetMutation,
  useAccountConfirmResetMutation,
  useAccountLookupMutation,
  useAccountAcceptMutation,
  useCompaniesSignupMutation,
  useCompaniesContactMutation,
  useSubmissionsCreateMutation,
  usePrescreeningLinkCompanyQuery,
  useLazyPrescreeningLinkCompanyQuery,
  usePrescreeningLinkLocationQuery,
  useLazyPrescreeningLinkLocationQuery,
  useI9LinkStatusQuery,
  useLazyI9LinkStatusQuery,
  useI9SubmitMutation,
  useI9ReverificationLinkStatusQuery,
  useLazyI9ReverificationLinkStatusQuery,
  useI9ReverificationUploadMutation,
  usePlacesZipQuery,
  useLazyPlacesZipQuery,
  useHealthCheckQuery,
  useLazyHealthCheckQuery,
  useHealthLiveQuery,
  useLazyHealthLiveQuery,
  useHealthReadyQuery,
  useLazyHealthReadyQuery,
  useSmsInboundMutation,
  useCalendarFeedFeedQuery,
  useLazyCalendarFeedFeedQuery,
} = injectedRtkApi;
