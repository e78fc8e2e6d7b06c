import type { Category } from '@shop/contracts/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { CategoryManager } from './category-manager.tsx';

function category(id: string, name: string, subCategories: Category[] = [], products = 0) {
  return {
    id,
    name,
    nameHi: null,
    slug: id,
    description: `${name} for little ones`,
    parentId: null,
    subCategories,
    _count: { products },
  } satisfies Category;
}

const parentId = '11111111-1111-4111-8111-111111111111';
const childId = '22222222-2222-4222-8222-222222222222';
const tree = [category(parentId, 'Baby Fashion', [category(childId, 'Bodysuits', [], 7)], 7)];

function renderManager() {
  renderWithQueryClient(
    <>
      <CategoryManager />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CategoryManager', () => {
  it('shows the empty state when there is no category', async () => {
    fakeApi({ 'GET /categories': { body: { data: [] } } });
    renderManager();
    expect(
      await screen.findByText('No categories found. Start by creating a new one!'),
    ).toBeTruthy();
  });

  it('toasts when the categories cannot be fetched', async () => {
    fakeApi({ 'GET /categories': { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } });
    renderManager();
    expect(await screen.findByText('Failed to fetch categories')).toBeTruthy();
  });

  it('expands a category to show its subcategories', async () => {
    fakeApi({ 'GET /categories': { body: { data: tree } } });
    const user = renderManager();
    const expand = await screen.findByRole('button', { name: 'Expand Baby Fashion' });
    expect(screen.queryByRole('button', { name: 'Edit Bodysuits' })).toBeNull();
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Edit Bodysuits' })).toBeTruthy();
    expect(expand.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for a name, then creates the category under the chosen parent', async () => {
    const api = fakeApi({
      'GET /categories': { body: { data: tree } },
      'POST /categories': { status: 201, body: { data: category('n', 'Caps') } },
    });
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Create New' }));
    const dialog = screen.getByRole('dialog', { name: 'Create category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Category' }));
    expect(await within(dialog).findByText('Please fill the category name.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Name'), '  Caps ');
    const nameHi = within(dialog).getByLabelText(/Name in Hindi/);
    expect(nameHi.getAttribute('lang')).toBe('hi');
    expect(within(dialog).getByText(/Shown on the Hindi pages/).textContent).toContain(
      'show the English name',
    );
    await user.type(nameHi, ' टोपी ');
    await user.selectOptions(within(dialog).getByLabelText('Parent category'), childId);
    await user.click(within(dialog).getByRole('button', { name: 'Save Category' }));

    expect(await screen.findByText('Category saved successfully!')).toBeTruthy();
    expect(sentBody(api, 'POST /categories')).toEqual({
      name: 'Caps',
      nameHi: 'टोपी',
      description: '',
      parentId: childId,
    });
  });

  it('never offers a category, or its subcategories, as its own parent', async () => {
    fakeApi({ 'GET /categories': { body: { data: tree } } });
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Edit Baby Fashion' }));
    const parent = within(screen.getByRole('dialog', { name: 'Edit category' })).getByLabelText(
      'Parent category',
    );
    expect(
      within(parent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None (top level)']);
  });

  it("shows the server's reason when a delete is refused", async () => {
    fakeApi({
      'GET /categories': { body: { data: tree } },
      [`DELETE /categories/${parentId}`]: {
        status: 409,
        body: {
          message: '"Baby Fashion" still has subcategories; move or delete them first.',
          code: 'CONFLICT',
        },
      },
    });
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete Baby Fashion' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete category?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText('"Baby Fashion" still has subcategories; move or delete them first.'),
    ).toBeTruthy();
  });

  it('names the deleted category', async () => {
    fakeApi({
      'GET /categories': { body: { data: tree } },
      [`DELETE /categories/${parentId}`]: { body: { message: 'Deleted category: Baby Fashion' } },
    });
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Delete Baby Fashion' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted category: Baby Fashion')).toBeTruthy();
  });
});
