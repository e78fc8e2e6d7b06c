import type { LegalPage } from '@shop/contracts/content';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalPageQuery } from '../../features/content/api/legal-page.ts';
import { hindi } from '../../test/hindi.ts';
import { renderOnServer } from '../../test/render-on-server.tsx';
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
const page = (slug: string, title: string): LegalPage => ({
  id: slug,
  slug,
  title,
  content: `<p>${title} text</p>`,
  titleHi: null,
  contentHi: null,
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

describe('a content page on a Hindi page', () => {
  const renderInHindi = (shown: LegalPage) =>
    renderOnServer(
      <Routes>
        <Route path="/page/:slug" element={<ContentPage />} />
      </Routes>,
      {
        path: `/page/${shown.slug}`,
        cached: [[legalPageQuery(shown.slug).queryKey, shown]],
        i18n: hindi(),
      },
    );

  it("shows the owner's Hindi title and content, in the page's language", () => {
    const html = renderInHindi({
      ...page('shipping-policy', 'Shipping Policy'),
      titleHi: 'शिपिंग नीति',
      contentHi: '<p>पाँच दिन में डिलीवरी</p>',
    });
    expect(html.querySelector('title')?.textContent).toMatch(/^शिपिंग नीति \|/);
    const heading = html.querySelector('h1')!;
    expect(heading.textContent).toBe('शिपिंग नीति');
    expect(heading.hasAttribute('lang')).toBe(false);
    const content = html.querySelector('.rich-text')!;
    expect(content.textContent).toBe('पाँच दिन में डिलीवरी');
    expect(content.hasAttribute('lang')).toBe(false);
    expect(html.textContent).not.toContain('Shipping Policy');
  });

  it('shows the English where there is no Hindi, marked lang="en" for screen readers', () => {
    const html = renderInHindi(page('shipping-policy', 'Shipping Policy'));
    expect(html.querySelector('title')?.textContent).toMatch(/^Shipping Policy \|/);
    expect(html.querySelector('h1')?.getAttribute('lang')).toBe('en');
    const content = html.querySelector('.rich-text')!;
    expect(content.textContent).toBe('Shipping Policy text');
    expect(content.getAttribute('lang')).toBe('en');
  });
});
