import { safeRedirect } from './safe-redirect';

const ORIGIN = 'https://app.clearhire.example';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard/erd', '/dashboard/erd'],
    ['/dashboard/submissions?status=pending', '/dashboard/submissions?status=pending'],
    ['/dashboard/companies/12#contact', '/dashboard/companies/12#contact'],
  ])('follows the same-site path %j', (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    '//evil.example',
    '//evil.example/dashboard',
    'https://evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    '/\\evil.example',
    '/\t/evil.example',
    '/%0a/evil.example'.replace('%0a', '\n'),
    '/login',
    '/login?redirect=/dashboard',
  ])('sends %j to /dashboard instead', (target) => {
    expect(safeRedirect(target, ORIGIN)).toBe('/dashboard');
  });
});
