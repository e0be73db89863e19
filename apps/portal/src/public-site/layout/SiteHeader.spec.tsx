import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, isShown, renderSite, storeLogin } from '../testing';

async function renderAboutPage() {
  renderSite('/about');
  await screen.findByRole('heading', { level: 1, name: 'About ClearHire' });
}

describe('site header and footer', () => {
  it('links the logo home and offers every section, the case study, the demo and login', async () => {
    await renderAboutPage();
    expect(screen.getByRole('link', { name: 'ClearHire home' }).getAttribute('href')).toBe('/');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Remote I-9', '/#simplify'],
      ['What is WOTC?', '/#what-is'],
      ['How it works', '/#how-it-works'],
      ['Resources', '/#resources'],
      ['FAQ', '/#faq-section'],
      ['Case study', '/wotc_case_study'],
      ['Contact us for a demo', '/contact'],
      ['Log in', '/login'],
    ]);
  });

  it('shows Dashboard instead of Log in to a logged-in visitor', async () => {
    storeLogin();
    await renderAboutPage();
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(main.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('has footer links to about, privacy, terms and an e-mail address', async () => {
    await renderAboutPage();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/about',
      '/privacy',
      '/terms',
      'mailto:hello@clearhire.example',
    ]);
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} ClearHire`);
  });

  it('opens the mobile drawer, moves focus into it, and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderAboutPage();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const drawer = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(isShown(drawer)).toBe(false);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(dialog).toBe(drawer);
    expect(within(dialog).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/signup');
    expect(within(dialog).getByRole('link', { name: 'Contact us for a demo' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(isShown(drawer)).toBe(false);
    expect(document.activeElement).toBe(menu);
  });

  it('keeps Tab inside the open drawer', async () => {
    const user = userEvent.setup();
    await renderAboutPage();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    const focusable = [...within(dialog).getAllByRole('button'), ...within(dialog).getAllByRole('link')];
    focusable[focusable.length - 1].focus();
    await user.tab();
    expect(document.activeElement).toBe(focusable[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(focusable[focusable.length - 1]);
  });

  it('closes the drawer when one of its links is followed', async () => {
    const user = userEvent.setup();
    await renderAboutPage();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Create a free account' }));
    await screen.findByRole('heading', { level: 1, name: 'Create a free account' });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to a home section from another page and scrolls to it after 10 ms', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push(`${this.id}:${typeof options === 'object' ? options.behavior : ''}`);
    };
    try {
      await renderAboutPage();
      await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'FAQ' }));
      await screen.findByRole('region', { name: 'Frequently asked questions' });
      expect(currentLocation()).toBe('/#faq-section');
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(scrolled).toEqual(['faq-section:smooth']);
      expect(document.activeElement?.id).toBe('faq-section');

      // Already on the home page: the link scrolls without navigating again.
      await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'How it works' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(scrolled).toEqual(['faq-section:smooth', 'how-it-works:smooth']);
      expect(currentLocation()).toBe('/#faq-section');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
