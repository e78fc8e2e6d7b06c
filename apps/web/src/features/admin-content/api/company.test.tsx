import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyDetailsQuery } from '../../../lib/company-details-query.ts';
import { fakeApi } from '../../../test/render-with-providers.tsx';
import { useSaveCompanyDetails } from './company.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSaveCompanyDetails', () => {
  it("puts the saved details where the shop's header and footer read them", async () => {
    const saved = {
      name: 'Tiny Threads',
      email: '',
      phone: '',
      address: '',
      pincode: '',
      logoUrl: null,
      grievanceOfficer: null,
      legalName: null,
      gstin: null,
      stateCode: null,
      returnInstructions: null,
      upiId: null,
      upiPayeeName: null,
    };
    fakeApi({ 'PUT /company-details': { body: { details: saved } } });
    const client = new QueryClient();
    client.setQueryData(companyDetailsQuery.queryKey, { ...saved, name: 'Little Sprouts' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveCompanyDetails(), { wrapper });

    await result.current.mutateAsync(new FormData());

    expect(client.getQueryData(companyDetailsQuery.queryKey)).toEqual(saved);
  });
});
