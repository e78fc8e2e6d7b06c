import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../test/render-with-providers.tsx';
import { AdminLayout } from './admin-layout.tsx';

describe('AdminLayout on a phone', () => {
  it('clears a toast from over the drawer when the admin opens the menu', async () => {
    fakeApi({ 'GET /company-details': { body: { details: { name: 'Little Sprouts' } } } });
    const router = createMemoryRouter(
      [
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [{ path: 'dashboard', element: <p>Dashboard</p> }],
        },
      ],
      { initialEntries: ['/admin/dashboard'] },
    );
    renderWithQueryClient(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    );
    act(() => {
      // Shown until dismissed: only opening the menu may take it away here.
      toast.success('Login successful!', { duration: Number.POSITIVE_INFINITY });
    });
    const toastShown = () =>
      screen.getByText('Login successful!').closest('[data-sonner-toast]') as HTMLElement;
    await waitFor(() => expect(toastShown().dataset.removed).toBe('false'));

    const menuButton = screen.getByRole('button', { name: 'Open admin menu' });
    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.queryByText('Login successful!')).toBeNull());
  });
});
