import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../test/render-with-providers.tsx';
import { AboutPage } from '../routes/about-page.tsx';
import { SiteFooter } from './site-footer.tsx';

const details = {
  name: 'Little Sprouts',
  email: 'hello@littlesprouts.in',
  phone: '8041234567',
  address: '2nd Floor, 14 Rose Garden Lane, Koramangala 5th Block, Bengaluru, Karnataka',
  pincode: '560095',
  logoUrl: null,
  grievanceOfficer: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function expectContactDetails(region: HTMLElement) {
  const email = within(region).getByRole('link', { name: 'hello@littlesprouts.in' });
  expect(email.getAttribute('href')).toBe('mailto:hello@littlesprouts.in');
  const phone = within(region).getByRole('link', { name: '+91 80 4123 4567' });
  expect(phone.getAttribute('href')).toBe('tel:+918041234567');
  expect(
    within(region).getByText(
      '2nd Floor, 14 Rose Garden Lane, Koramangala 5th Block, Bengaluru, Karnataka 560095',
    ),
  ).toBeTruthy();
}

describe("the company's contact details on the storefront", () => {
  it('are in the footer, with mailto: and tel: links', async () => {
    fakeApi({ 'GET /company-details': { body: { details } } });
    renderWithQueryClient(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expectContactDetails(await screen.findByRole('region', { name: 'Contact us' }));
  });

  it('are on the about page', async () => {
    fakeApi({ 'GET /company-details': { body: { details } } });
    renderWithQueryClient(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expectContactDetails(await screen.findByRole('region', { name: 'Get in touch' }));
  });

  it('leave the footer without an empty contact column when the details fail to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /company-details': { status: 500, body: { message: 'x', code: 'INTERNAL' } } });
    renderWithQueryClient(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Quick links' })).toBeTruthy();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Could not load company details', expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Contact us' })).toBeNull();
  });
});

describe('the footer', () => {
  const page = (slug: string, title: string) => ({
    id: slug,
    slug,
    title,
    content: `<p>${title}</p>`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it('lists every content page as a link to its address', async () => {
    fakeApi({
      'GET /company-details': { body: { details } },
      'GET /legal-pages': {
        body: {
          data: [
            page('contact', 'Contact Us'),
            page('privacy-policy', 'Privacy Policy'),
            page('size-guide', 'Size Guide'),
          ],
        },
      },
    });
    renderWithQueryClient(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const pages = await screen.findByRole('navigation', { name: 'Company' });
    await waitFor(() => expect(within(pages).getAllByRole('link')).toHaveLength(3));
    const hrefs = within(pages)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Contact Us', '/page/contact'],
      ['Privacy Policy', '/page/privacy-policy'],
      ['Size Guide', '/page/size-guide'],
    ]);
  });

  it('names the grievance officer with mailto: and tel: links, and nothing when none is set', async () => {
    fakeApi({
      'GET /company-details': {
        body: {
          details: {
            ...details,
            grievanceOfficer: {
              name: 'Kavya Menon',
              email: 'grievance@littlesprouts.in',
              phone: '9845067890',
            },
          },
        },
      },
    });
    const { unmount } = renderWithQueryClient(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const officer = await screen.findByRole('region', { name: 'Grievance officer' });
    expect(within(officer).getByText('Kavya Menon')).toBeTruthy();
    expect(
      within(officer)
        .getByRole('link', { name: 'grievance@littlesprouts.in' })
        .getAttribute('href'),
    ).toBe('mailto:grievance@littlesprouts.in');
    expect(
      within(officer).getByRole('link', { name: '+91 98450 67890' }).getAttribute('href'),
    ).toBe('tel:+919845067890');
    unmount();

    fakeApi({ 'GET /company-details': { body: { details } } });
    renderWithQueryClient(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Contact us' });
    expect(screen.queryByRole('region', { name: 'Grievance officer' })).toBeNull();
  });
});
