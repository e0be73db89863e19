import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAddEmployee, apiApprovedCompany } from './support/api-setup';
import { expectHydrated } from './support/hydration';
import { PrescreeningForm } from './support/pages/public-forms';
import { aCompany, aPerson, PHONE_VIEWPORT } from './support/test-data';

test.use({ viewport: PHONE_VIEWPORT });

/**
 * When the page's first contentful paint came, when it began to fetch each of its module scripts (ms
 * since it was opened), what else it asked for before that paint (an applicant's form's read of its
 * link excepted: the API preloads it), and where its icon comes from.
 */
const timings = () => {
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const resources = performance.getEntriesByType('resource');
  return {
    firstPaint,
    scripts: resources.filter((entry) => /^\/assets\/.*\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
    beforePaint: resources
      .filter((entry) => firstPaint === null || entry.startTime < firstPaint)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => !path.startsWith('/api/forms/')),
    icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? null,
  };
};

/**
 * Painted before anything was asked for but the HTML (Lighthouse counts every request made before the
 * largest paint as holding it back), its scripts asked for after that paint, its icon inline.
 */
async function expectPaintedFirst(page: Page): Promise<void> {
  const { firstPaint, scripts, beforePaint, icon } = await page.evaluate(timings);
  expect(firstPaint).not.toBeNull();
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint as number);
  expect(beforePaint).toEqual([]);
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
}

/**
 * What a phone draws first (tools/bench/lighthouse.mjs measures it): a prerendered page paints its
 * HTML before it asks for any script (tools/prerender.mjs), and an applicant's form asks the API for
 * its link beside its scripts, once (apps/api/src/app/serve-portal.ts).
 */
test.describe('the first paint', () => {
  for (const [path, form, submit] of [
    ['/signup', 'Create a free account', 'Create account'],
    ['/login', 'Log in', 'Log in'],
  ]) {
    test(`${path} is painted before anything but its HTML is asked for, then comes alive`, async ({ page }) => {
      await page.goto(path);
      // The prerendered submit button waits for the script to take over the form.
      await expect(page.getByRole('form', { name: form }).getByRole('button', { name: submit, exact: true })).toBeEnabled();
      await expectPaintedFirst(page);
    });
  }

  test('the home page is painted before anything but its HTML is asked for, then answers a click', async ({ page }) => {
    await page.goto('/');
    const cost = page.getByRole('button', { name: 'What does ClearHire cost?' });
    await expectHydrated(cost);
    await cost.click();
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expectPaintedFirst(page);
  });

  // The entry hydrates the layout as it runs, but the home page itself is a chunk of its own: a click
  // kept from before the entry ran, pressed again while that chunk was still on its way, was dropped.
  // Every script is held until the click is made, then the page's chunk until the entry has run.
  test('a button pressed before the page came alive is pressed again once its chunk has hydrated', async ({ page }) => {
    const isPageChunk = (url: string) => /\/HomePage-[^/]*\.js$/.test(url);
    const held: { url: string; release: () => void }[] = [];
    let holdingScripts = true;
    let holdingPage = true;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const url = route.request().url();
      if (isPageChunk(url) ? holdingPage : holdingScripts) await new Promise<void>((release) => held.push({ url, release }));
      await route.continue();
    });
    const release = (which: (url: string) => boolean) => {
      for (const h of held.filter((h) => which(h.url))) h.release();
    };
    await page.goto('/');
    const cost = page.getByRole('button', { name: 'What does ClearHire cost?' });
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    // The start script has asked for the entry, so it is waiting for its first script: nothing runs yet.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await cost.click();
    await expect(cost).toHaveAttribute('aria-expanded', 'false');

    // The entry and the chunks it shares run; the page's own chunk stays held.
    holdingScripts = false;
    release((url) => !isPageChunk(url));
    await expectHydrated(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }));
    await expect.poll(() => held.some((h) => isPageChunk(h.url))).toBe(true);
    await expect(cost).toHaveAttribute('aria-expanded', 'false');

    holdingPage = false;
    release(isPageChunk);
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Our fee is contingent on the credits we find.')).toBeVisible();
  });

  test("an applicant's pre-screening asks the API for its link once, and shows the employer's name", async ({ page, request }) => {
    const company = await apiApprovedCompany(request, aCompany('Firstpaint'));
    const linkId = company.id * 73017;
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === `/api/forms/prescreening/${linkId}`) reads.push(req.url());
    });
    await page.goto(`/prescreening/${linkId}?company=${encodeURIComponent(company.account.name)}`);
    await expect(page.getByText(`${company.account.name} takes part in the Work Opportunity Tax Credit`)).toBeVisible();
    const form = new PrescreeningForm(page);
    await form.answerIntro('Yes');
    await expect(form.heading('Basic information')).toBeVisible();
    expect(reads).toHaveLength(1);
  });
});

/** A phone whose browser runs no script: what it shows is what the HTML the API sent holds. */
async function withoutScripts(browser: Browser, locale: string, look: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale, viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
  try {
    await look(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * An applicant's form is sent with its first screen in the HTML, in the browser's language
 * (forms/<page>.<language>.html): readable before any script runs, then the page's own screen,
 * with what the link holds, takes its place.
 */
for (const language of [
  { locale: 'en-US', heading: 'Before you start', program: /^The WOTC is a federal program/, yes: 'Yes', takesPart: 'takes part in the Work Opportunity Tax Credit', agree: 'I agree', greeting: 'Hello' },
  { locale: 'es-US', heading: 'Antes de empezar', program: /^El WOTC es un programa federal/, yes: 'Sí', takesPart: 'participa en el Crédito Tributario', agree: 'Acepto', greeting: 'Hola' },
]) {
  test.describe(`an applicant's form in ${language.locale}`, () => {
    test.use({ locale: language.locale });

    test('the pre-screening shows its first screen from the HTML, then names the employer and takes an answer', async ({ page, request, browser }) => {
      const company = await apiApprovedCompany(request, aCompany('Firstscreen'));
      const path = `/prescreening/${company.id * 73017}`;
      await withoutScripts(browser, language.locale, async (noScripts) => {
        await noScripts.goto(path);
        await expect(noScripts.getByRole('heading', { level: 2, name: language.heading })).toBeVisible();
        await expect(noScripts.getByText(language.program)).toBeVisible();
        await expect(noScripts.getByText(company.account.name)).toHaveCount(0);
        await expect(noScripts.getByRole('button', { name: language.yes, exact: true })).toBeDisabled();
      });

      await page.goto(path);
      await expect(page.getByText(`${company.account.name} ${language.takesPart}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: language.heading })).toHaveCount(1);
      await expectPaintedFirst(page);
      await page.getByRole('button', { name: language.yes, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: language.heading })).toHaveCount(0);
    });

    test("the I-9 shows its notice from the HTML without the employee's name, then greets them and opens Section 1", async ({ page, request, browser }) => {
      const company = await apiApprovedCompany(request, aCompany('Firstnotice'));
      const employee = await apiAddEmployee(request, company.token, aPerson('Noor'));
      await withoutScripts(browser, language.locale, async (noScripts) => {
        await noScripts.goto(`/i9/${employee.url}`);
        await expect(noScripts.getByRole('button', { name: language.agree, exact: true })).toBeDisabled();
        await expect(noScripts.getByText('Noor')).toHaveCount(0);
      });

      await page.goto(`/i9/${employee.url}`);
      await expect(page.getByText(`${language.greeting}, Noor.`)).toBeVisible();
      await expectPaintedFirst(page);
      await page.getByRole('button', { name: language.agree, exact: true }).click();
      await expect(page.getByRole('button', { name: language.agree, exact: true })).toHaveCount(0);
    });
  });
}
