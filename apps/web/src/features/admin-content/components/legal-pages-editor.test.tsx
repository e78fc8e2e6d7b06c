import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { LegalPagesEditor } from './legal-pages-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPrivacyPolicy() {
  const fetchMock = fakeApi({ 'GET /legal-pages': { body: { data: [] } } });
  renderWithQueryClient(
    <MemoryRouter>
      <LegalPagesEditor />
    </MemoryRouter>,
  );
  const panel = await screen.findByRole('tabpanel', { name: 'Privacy Policy' });
  const title = await within(panel).findByLabelText('Title');
  return { fetchMock, panel, title, user: userEvent.setup() };
}

const posts = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('legal pages editor', () => {
  it("checks the title with the server's rules before sending", async () => {
    const { fetchMock, panel, title, user } = await openPrivacyPolicy();
    const save = within(panel).getByRole('button', { name: 'Save' });

    await user.clear(title);
    await user.type(title, '   ');
    await user.click(save);
    expect(within(panel).getByText('Title is required.')).toBeTruthy();

    await user.clear(title);
    await user.click(title);
    await user.paste('T'.repeat(201));
    await user.click(save);
    expect(within(panel).getByText('Title must be at most 200 characters.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });
});
