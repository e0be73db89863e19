import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';

/** A lazily loaded page from a module's named export: each page is its own chunk. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = lazyPage(() => import('./home/HomePage'), 'HomePage');
const EarnTaxCreditsPage = lazyPage(() => import('./content/EarnTaxCreditsPage'), 'EarnTaxCreditsPage');
const TargetGroupsPage = lazyPage(() => import('./content/TargetGroupsPage'), 'TargetGroupsPage');
const CaseStudyPage = lazyPage(() => import('./content/CaseStudyPage'), 'CaseStudyPage');
const EffortlessI9Page = lazyPage(() => import('./content/EffortlessI9Page'), 'EffortlessI9Page');
const ProtectingBusinessPage = lazyPage(() => import('./content/ProtectingBusinessPage'), 'ProtectingBusinessPage');
const I9TipsPage = lazyPage(() => import('./content/I9TipsPage'), 'I9TipsPage');
const AboutPage = lazyPage(() => import('./content/AboutPage'), 'AboutPage');
const PrivacyPage = lazyPage(() => import('./content/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./content/TermsPage'), 'TermsPage');
const SignupPage = lazyPage(() => import('./forms/SignupPage'), 'SignupPage');
const ContactPage = lazyPage(() => import('./forms/ContactPage'), 'ContactPage');
const LoginPage = lazyPage(() => import('./forms/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyPage(() => import('./account/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./account/ResetPasswordPage'), 'ResetPasswordPage');
const InvitationPage = lazyPage(() => import('./account/InvitationPage'), 'InvitationPage');
const AccountCreatedPage = lazyPage(() => import('./thank-you/AccountCreatedPage'), 'AccountCreatedPage');
const RequestSentPage = lazyPage(() => import('./thank-you/RequestSentPage'), 'RequestSentPage');

/**
 * The public website of docs/product.md §2: marketing, legal and account pages under one layout with the
 * site header and footer. The layout is small and loads with the entry; every page is a lazy chunk,
 * and only the forms and account pages (signup, contact, login, password reset, invitation: they call the API) bring in the store.
 */
export function publicSiteRoutes(): ReactNode {
  return (
    <Route element={<PublicLayout />}>
      <Route path="/" element={<HomePage />} />
      <Route path="/earn_tax_credits" element={<EarnTaxCreditsPage />} />
      <Route path="/work_opportunity_tax_credit_target_groups" element={<TargetGroupsPage />} />
      <Route path="/wotc_case_study" element={<CaseStudyPage />} />
      <Route path="/effortless-i9-compliance" element={<EffortlessI9Page />} />
      <Route path="/protecting-your-business" element={<ProtectingBusinessPage />} />
      <Route path="/tips-for-i9-compliance" element={<I9TipsPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/invitation" element={<InvitationPage />} />
      <Route path="/thank-you" element={<AccountCreatedPage />} />
      <Route path="/thank-you-demo" element={<RequestSentPage />} />
    </Route>
  );
}
