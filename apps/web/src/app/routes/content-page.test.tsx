import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../test/render-with-providers.tsx';
import { ContentPage } from './content-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const details = {
  name: 'Little Sprouts',
  email: 'hello@littlesprouts.in',
  phone: '8041234567',
  address: 'Koramangala, Bengaluru',
  pincode: '560095',
  logoUrl: null,
  grievanceOfficer: {
    name: 'Kavya Menon',
    email: 'grievance@littlesprouts.in',
    phone: '9845067890',
  },
};
const page = (slug: string, title: string) => ({
  id: slug,
  slug,
  title,
  content: `<p>${title} text</p>`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function openPage(slug: string) {
  fakeApi({
    'GET /company-details': { body: { details } },
    'GET /legal-pages/slug/contact': { body: { data: page('contact', 'Contact Us') } },
    'GET /legal-pages/slug/size-guide': { body: { data: page('size-guide', 'Size Guide') } },
  });
  renderWithQueryClient(
    <MemoryRouter initialEntries={[`/page/${slug}`]}>
      <Routes>
        <Route path="/page/:slug" element={<ContentPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a content page', () => {
  it("the contact page shows the company's details and the grievance officer under its text", async () => {
    openPage('contact');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).closest(
      'article',
    )!;
    expect(within(article).getByText('Contact Us text')).toBeTruthy();
    const reach = await within(article).findByRole('region', { name: 'Reach us' });
    expect(within(reach).getByRole('link', { name: 'hello@littlesprouts.in' })).toBeTruthy();
    expect(within(reach).getByRole('link', { name: '+91 80 4123 4567' })).toBeTruthy();
    const officer = within(article).getByRole('region', { name: 'Grievance officer' });
    expect(within(officer).getByText('Kavya Menon')).toBeTruthy();
    expect(within(officer).getByRole('link', { name: '+91 98450 67890' })).toBeTruthy();
  });

  it('any other page is reachable by its slug and shows only its own content', async () => {
    openPage('size-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Size Guide' })).toBeTruthy();
    expect(screen.getByText('Size Guide text')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Grievance officer' })).toBeNull();
  });

  it('an unknown slug says the page was not found', async () => {
    openPage('no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
