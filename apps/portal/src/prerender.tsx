import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import type { FORM_PAGES } from './public-forms/form-pages';
import { FIRST_SCREEN_FORMS, FormFirstScreen, type FirstScreenForm } from './public-forms/FormFirstScreen';
import { en } from './public-forms/i18n/en';
import { LANGUAGES, type Language } from './public-forms/i18n/language';
import { DocumentTitleSink } from './public-site/use-document-title';

/**
 * The public site's pages prerendered to HTML at build time (tools/prerender.mjs) and hydrated in
 * the browser (main.tsx): the marketing and legal pages of docs/product.md §2, whose text depends on
 * nothing but the build, and the sign-up and log-in forms. Each names the module of its page, which
 * the build's manifest maps to the chunk the HTML preloads.
 */
export const PRERENDERED_PAGES: readonly { path: string; module: string }[] = [
  { path: '/', module: 'src/public-site/home/HomePage.tsx' },
  { path: '/earn_tax_credits', module: 'src/public-site/content/EarnTaxCreditsPage.tsx' },
  { path: '/work_opportunity_tax_credit_target_groups', module: 'src/public-site/content/TargetGroupsPage.tsx' },
  { path: '/wotc_case_study', module: 'src/public-site/content/CaseStudyPage.tsx' },
  { path: '/effortless-i9-compliance', module: 'src/public-site/content/EffortlessI9Page.tsx' },
  { path: '/protecting-your-business', module: 'src/public-site/content/ProtectingBusinessPage.tsx' },
  { path: '/tips-for-i9-compliance', module: 'src/public-site/content/I9TipsPage.tsx' },
  { path: '/about', module: 'src/public-site/content/AboutPage.tsx' },
  { path: '/privacy', module: 'src/public-site/content/PrivacyPage.tsx' },
  { path: '/terms', module: 'src/public-site/content/TermsPage.tsx' },
  // The two forms a visitor opens first; their submit waits for the script (ui/use-hydrated.ts).
  { path: '/signup', module: 'src/public-site/forms/SignupPage.tsx' },
  { path: '/login', module: 'src/public-site/forms/LoginPage.tsx' },
];

/**
 * The module of each applicant's form page (public-forms/form-pages.ts), which tools/prerender.mjs
 * preloads in that form's copy of forms.html (forms/<page>.html), so the page's chunk loads beside
 * the entry instead of after it.
 */
export const FORM_PAGE_MODULES: Readonly<Record<keyof typeof FORM_PAGES, string>> = {
  prescreening: 'src/public-forms/prescreening/PrescreeningPage.tsx',
  i9: 'src/public-forms/i9/I9Page.tsx',
  reverify: 'src/public-forms/reverify/ReverifyPage.tsx',
};

/**
 * The HTML of `<div id="root">` for a path, as the browser's first render draws it (the real App,
 * with no session: useStoredClaims), once every lazy page has loaded, and the page's title.
 */
export async function render(path: string): Promise<{ html: string; title: string }> {
  let title = '';
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </DocumentTitleSink.Provider>
    </StrictMode>,
    // Every boundary inline, in order: no fallback to be swapped by an inline script (which the
    // Content-Security-Policy would block, and a reader without JavaScript would never run).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (!title) throw new Error(`${path} set no document title`);
  return { html, title };
}

export { FIRST_SCREEN_FORMS, LANGUAGES };

/**
 * An applicant's form's first screen in one language (public-forms/FormFirstScreen.tsx), for
 * forms/<page>.<language>.html: the HTML of `<div id="first-screen">` and the page's title.
 */
export async function renderFormFirstScreen(form: FirstScreenForm, language: Language): Promise<{ html: string; title: string }> {
  // Imported here as the page does (a chunk of its own), not beside en: the browser's build keeps it apart.
  const messages = language === 'es' ? (await import('./public-forms/i18n/es')).es : en;
  const { prelude } = await prerender(
    <StrictMode>
      <FormFirstScreen form={form} language={language} messages={messages} />
    </StrictMode>,
  );
  const { documentTitle } = form === 'prescreening' ? messages.prescreening : messages.i9;
  return { html: await new Response(prelude).text(), title: `${documentTitle} | ${messages.common.brand}` };
}
