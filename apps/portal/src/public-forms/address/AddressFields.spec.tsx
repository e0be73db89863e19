import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { useKitForm } from '../../ui/form/use-kit-form';
import { StoreProvider } from '../../app/StoreProvider';
import { LanguageProvider } from '../i18n/language';
import { mockApi, resetApi } from '../testing/api-mock';
import { field } from '../testing/queries';
import { AddressFields } from './AddressFields';
import type { AddressValues } from './address-values';

// Google's script cannot run under jsdom: the search module answers with one fixed suggestion, or
// fails to load for the key 'unreachable'.
const fakeSearch = vi.hoisted(() => ({
  suggest: async (input: string) =>
    input.startsWith('100 Cong')
      ? [
          {
            id: 'place-1',
            text: '100 Congress Avenue, Austin, TX, USA',
            resolve: async () => ({ street: '100 Congress Avenue', city: 'Austin', county: 'Travis', state: 'TX', zip: '78701' }),
          },
        ]
      : [],
}));

vi.mock('./google-places', () => ({
  createAddressSearch: async (key: string) => {
    if (key === 'unreachable') throw new Error('Google Maps did not load');
    return fakeSearch;
  },
}));

// The combobox is a lazy chunk; load it once up front so the first test does not wait for it.
beforeAll(() => import('./StreetAutocomplete'));
afterEach(resetApi);

function Harness({ placesApiKey }: { placesApiKey?: string }) {
  const form = useKitForm<AddressValues>({ defaultValues: { street: '', apt: '', zip: '', city: '', county: '', state: '' } });
  return (
    <StoreProvider>
      <LanguageProvider>
        <FormProvider {...form}>
          <AddressFields idPrefix="t" countyRequired placesApiKey={placesApiKey} />
        </FormProvider>
      </LanguageProvider>
    </StoreProvider>
  );
}

describe('address help with a places key', () => {
  it('offers US address suggestions on the street field and fills street, city, county, state and ZIP from the keyboard', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    render(<Harness placesApiKey="test-key" />);
    const street = await screen.findByRole('combobox', { name: 'Street address' });

    await user.type(street, '100 Cong');
    const option = await screen.findByRole('option', { name: '100 Congress Avenue, Austin, TX, USA' });
    expect(street.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(street.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(field('City').value).toBe('Austin'));
    expect((street as HTMLInputElement).value).toBe('100 Congress Avenue');
    expect(field('County').value).toBe('Travis');
    expect(field('State').value).toBe('TX');
    expect(field('ZIP code').value).toBe('78701');
    expect(street.getAttribute('aria-expanded')).toBe('false');
    // Google did the work: the ZIP code lookup was not called.
    expect(calls.filter((c) => c.path.startsWith('/api/places/zip'))).toHaveLength(0);
  });

  it('closes the suggestions with Escape and keeps what was typed', async () => {
    mockApi({});
    const user = userEvent.setup();
    render(<Harness placesApiKey="test-key" />);
    const street = await screen.findByRole('combobox', { name: 'Street address' });
    await user.type(street, '100 Cong');
    await screen.findByRole('option', { name: /Congress Avenue/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: /Congress Avenue/ })).toBeNull();
    expect((street as HTMLInputElement).value).toBe('100 Cong');
  });
});

describe('address help when Google cannot be reached', () => {
  it('keeps the typed street and falls back to the ZIP code lookup', async () => {
    const { calls } = mockApi({ 'GET /api/places/zip/78701': { status: 200, body: { zip: '78701', city: 'Austin', county: 'Travis', state: 'TX' } } });
    const user = userEvent.setup();
    render(<Harness placesApiKey="unreachable" />);
    const street = await screen.findByRole('combobox', { name: 'Street address' });
    await user.type(street, '100 Congress Ave');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Street address' })).toBeNull());
    // The same input, still focused, with everything typed so far.
    expect(document.activeElement).toBe(street);
    expect((street as HTMLInputElement).value).toBe('100 Congress Ave');

    await user.type(field('ZIP code'), '78701');
    await waitFor(() => expect(field('City').value).toBe('Austin'));
    expect(calls.map((c) => c.path)).toEqual(['/api/places/zip/78701']);
  });
});

describe('address help without a places key', () => {
  it('keeps a plain street field and looks the ZIP code up', async () => {
    const { calls } = mockApi({ 'GET /api/places/zip/10001': { status: 200, body: { zip: '10001', city: 'New York', county: 'New York', state: 'NY' } } });
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('combobox', { name: 'Street address' })).toBeNull();
    await user.type(field('ZIP code'), '10001');
    await waitFor(() => expect(field('City').value).toBe('New York'));
    expect(field('State').value).toBe('NY');
    expect(calls).toHaveLength(1);
  });

  it('leaves everything empty for an unknown ZIP code', async () => {
    mockApi({});
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field('ZIP code'), '00000');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('City').value).toBe('');
    expect(screen.queryByText(/were filled in from the ZIP code/)).toBeNull();
  });
});
