import type { LegalPage } from '@shop/contracts/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { LegalPagesEditor } from './legal-pages-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stamp = '2026-03-05T09:00:00.000Z';
const pageOf = (slug: string, title: string): LegalPage => ({
  id: crypto.randomUUID(),
  slug,
  title,
  content: `<p>${title} text</p>`,
  titleHi: null,
  contentHi: null,
  createdAt: stamp,
  updatedAt: stamp,
});
const privacy = pageOf('privacy-policy', 'Privacy Policy');
const shipping = pageOf('shipping-policy', 'Shipping Policy');

function openEditor(routes: Parameters<typeof fakeApi>[0] = {}) {
  const fetchMock = fakeApi({
    'GET /legal-pages': { body: { data: [privacy, shipping] } },
    ...routes,
  });
  renderWithQueryClient(
    <MemoryRouter>
      <LegalPagesEditor />
    </MemoryRouter>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof fakeApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

async function rowOf(title: string) {
  const row = (await screen.findByText(title, { selector: 'span' })).closest('li');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('pages editor', () => {
  it('lists every page; the required ones say so, even unwritten, and have no delete', async () => {
    openEditor();
    const privacyRow = await rowOf('Privacy Policy');
    expect(within(privacyRow).getByText('Required')).toBeTruthy();
    expect(within(privacyRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    // Never saved, still listed: it must be written.
    const terms = await rowOf('Terms & Conditions');
    expect(within(terms).getByText(/Not written yet/)).toBeTruthy();
    expect(within(terms).getByText('Required')).toBeTruthy();
    const shippingRow = await rowOf('Shipping Policy');
    expect(within(shippingRow).queryByText('Required')).toBeNull();
    expect(
      within(shippingRow).getByRole('button', { name: 'Delete Shipping Policy' }),
    ).toBeTruthy();
  });

  it('deletes a page only after confirmation', async () => {
    const { fetchMock, user } = openEditor({
      'DELETE /legal-pages/shipping-policy': { body: { message: 'Deleted page: Shipping Policy' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Shipping Policy' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete page?' });
    expect(within(dialog).getByText(/\/page\/shipping-policy/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Shipping Policy' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
  });

  it('suggests the slug from the title, checks it as it is typed, and creates the page', async () => {
    const created = pageOf('size-guide-and-care', 'Size Guide & Care');
    const { fetchMock, user } = openEditor({
      'GET /legal-pages': [
        { body: { data: [privacy, shipping] } },
        { body: { data: [privacy, shipping, created] } },
      ],
      'POST /legal-pages': { status: 201, body: { page: created } },
    });
    await user.click(await screen.findByRole('button', { name: 'New page' }));
    const form = await screen.findByRole('form', { name: 'New page' });
    const title = within(form).getByLabelText('Title');
    const slug = within(form).getByLabelText('Slug') as HTMLInputElement;

    await user.type(title, 'Size Guide & Care');
    expect(slug.value).toBe('size-guide-and-care');

    await user.clear(slug);
    await user.type(slug, 'Size_Guide');
    expect(
      within(form).getByText(
        'Slug may use only lowercase letters, digits and dashes, like shipping-policy.',
      ),
    ).toBeTruthy();
    await user.clear(slug);
    await user.type(slug, 'x');
    expect(within(form).getByText('Slug must be at least 2 characters.')).toBeTruthy();
    await user.clear(slug);
    await user.type(slug, 'shipping-policy');
    expect(within(form).getByText('Another page already uses this slug.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(calls(fetchMock, 'POST')).toEqual([]);

    // Once edited, the slug no longer follows the title.
    await user.clear(slug);
    await user.type(slug, 'size-guide-and-care');
    await user.type(title, ' 2026');
    expect(slug.value).toBe('size-guide-and-care');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    expect(sentBody(fetchMock, 'POST /legal-pages')).toMatchObject({
      title: 'Size Guide & Care 2026',
      slug: 'size-guide-and-care',
    });
    // The new page's editor stays open, now editing the saved page.
    expect(await screen.findByRole('form', { name: 'Edit Size Guide & Care' })).toBeTruthy();
  });

  it("checks the title with the server's rules before sending", async () => {
    const { fetchMock, user } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit Privacy Policy' }));
    const form = await screen.findByRole('form', { name: 'Edit Privacy Policy' });
    const title = within(form).getByLabelText('Title');
    const save = within(form).getByRole('button', { name: 'Save' });

    await user.clear(title);
    await user.type(title, '   ');
    await user.click(save);
    expect(within(form).getByText('Title is required.')).toBeTruthy();

    await user.clear(title);
    await user.click(title);
    await user.paste('T'.repeat(201));
    await user.click(save);
    expect(within(form).getByText('Title must be at most 200 characters.')).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toEqual([]);
  });

  it('edits the optional Hindi title and content, checked with the same rules', async () => {
    const inHindi = { ...shipping, titleHi: 'शिपिंग नीति', contentHi: '<p>पाँच दिन</p>' };
    const { fetchMock, user } = openEditor({
      'GET /legal-pages': { body: { data: [privacy, inHindi] } },
      'POST /legal-pages': { body: { page: { ...inHindi, titleHi: 'डिलीवरी नीति' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Shipping Policy' }));
    const form = await screen.findByRole('form', { name: 'Edit Shipping Policy' });
    const titleHi = within(form).getByLabelText(/Title in Hindi/) as HTMLInputElement;
    expect(titleHi.value).toBe('शिपिंग नीति');
    expect(titleHi.lang).toBe('hi');
    const contentHi = within(form).getByRole('textbox', {
      name: 'Shipping Policy content in Hindi',
    });
    expect(contentHi.textContent).toBe('पाँच दिन');
    // Two editors, two toolbars: each named after the version it formats.
    expect(
      within(form)
        .getAllByRole('toolbar')
        .map((toolbar) => toolbar.getAttribute('aria-label')),
    ).toEqual([
      'Formatting of Shipping Policy content',
      'Formatting of Shipping Policy content in Hindi',
    ]);
    expect(within(form).getByText(/Shown on the Hindi pages of the shop/).textContent).toContain(
      'show the English one',
    );

    await user.clear(titleHi);
    await user.click(titleHi);
    await user.paste('श'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('The Hindi title must be at most 200 characters.')).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toEqual([]);

    await user.clear(titleHi);
    await user.type(titleHi, 'डिलीवरी नीति');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    expect(sentBody(fetchMock, 'POST /legal-pages')).toMatchObject({
      title: 'Shipping Policy',
      titleHi: 'डिलीवरी नीति',
      contentHi: '<p>पाँच दिन</p>',
    });
  });

  it('opens on the privacy policy, and Edit moves the editor and the focus to another page', async () => {
    const { user } = openEditor();
    const first = await screen.findByRole('form', { name: 'Edit Privacy Policy' });
    expect(within(first).getByRole('textbox', { name: 'Privacy Policy content' })).toBeTruthy();
    expect(document.activeElement?.tagName).not.toBe('INPUT');

    await user.click(screen.getByRole('button', { name: 'Edit Shipping Policy' }));
    const form = await screen.findByRole('form', { name: 'Edit Shipping Policy' });
    expect(screen.queryByRole('form', { name: 'Edit Privacy Policy' })).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Title'));
    expect(within(form).getAllByText('Shipping Policy text')).toHaveLength(2); // editor and preview
  });
});
