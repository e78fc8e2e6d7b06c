import type { LegalPage } from '@shop/contracts/content';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hindi } from '../../../test/hindi.ts';
import { fakeApi } from '../../../test/render-with-providers.tsx';
import { LegalPageDialog } from './legal-page-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const shipping: LegalPage = {
  id: 'shipping',
  slug: 'shipping-policy',
  title: 'Shipping Policy',
  content: '<p>We ship in 2 days.</p>',
  titleHi: null,
  contentHi: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function openInHindi(page: LegalPage) {
  fakeApi({ 'GET /legal-pages/slug/shipping-policy': { body: { data: page } } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={hindi()}>
      <QueryClientProvider client={client}>
        <LegalPageDialog
          slug="shipping-policy"
          fallbackTitle="शिपिंग"
          open
          onOpenChange={() => {}}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('a content page in a dialog, on a Hindi page', () => {
  it("shows the owner's Hindi title and content when written", async () => {
    openInHindi({ ...shipping, titleHi: 'शिपिंग नीति', contentHi: '<p>हम 2 दिन में भेजते हैं।</p>' });
    const dialog = await screen.findByRole('dialog', { name: 'शिपिंग नीति' });
    expect(dialog.textContent).toContain('हम 2 दिन में भेजते हैं।');
    expect(dialog.querySelector('[lang="en"]')).toBeNull();
  });

  it('marks the English title and content it falls back to as English', async () => {
    openInHindi(shipping);
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Policy' });
    const english = [...dialog.querySelectorAll('[lang="en"]')].map((node) => node.textContent);
    expect(english).toEqual(['Shipping Policy', 'We ship in 2 days.']);
  });
});
