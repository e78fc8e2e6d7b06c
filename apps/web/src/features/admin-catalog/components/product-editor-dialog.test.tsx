import type { Category, Product } from '@shop/contracts/catalog';
import { HSN_MESSAGE } from '@shop/contracts/gst';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { ProductEditorDialog } from './product-editor-dialog.tsx';

vi.mock('../../../lib/upload-with-progress.ts', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const rompers: Category = {
  id: uuid(1),
  name: 'Rompers',
  nameHi: null,
  slug: 'rompers',
  description: '',
  parentId: null,
  _count: { products: 1 },
  subCategories: [],
};
const image = (n: number) => ({
  id: uuid(100 + n),
  url: `/media/${n}.webp`,
  thumbUrl: `/media/${n}-400.webp`,
});
const product: Product = {
  id: uuid(2),
  name: 'Sunny Romper',
  slug: 'sunny-romper',
  status: 'ACTIVE',
  description: '',
  hsnCode: '6111',
  gstRatePercent: 5,
  rating: { average: null, count: 0 },
  category: { id: rompers.id, name: 'Rompers', nameHi: null, slug: 'rompers' },
  images: [image(1), image(2)],
  variants: [
    {
      id: uuid(3),
      sku: 'LS-RMP-01',
      size: '0-3M',
      color: 'Marigold Yellow',
      colorHexCode: '#F6A21E',
      stock: 3,
      originalPrice: 499,
      discountPrice: null,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

function renderEditor(onClose = () => undefined) {
  fakeApi({ 'GET /categories': { body: { data: [rompers] } } });
  // A data router, as in the app: the editor blocks leaving the page with unsaved changes.
  const router = createMemoryRouter(
    [
      {
        path: '/admin/product',
        element: (
          <>
            <ProductEditorDialog target={{ product }} onClose={onClose} />
            <Toaster />
          </>
        ),
      },
      { path: '/admin/order', element: <h1>Orders</h1> },
    ],
    { initialEntries: ['/admin/product'] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const sentForm = () => upload.mock.calls[0]![1].body as FormData;

describe('ProductEditorDialog', () => {
  it('sends the status chosen, Draft hiding the product from the shop', async () => {
    const { user } = renderEditor();
    const draft = await screen.findByRole('radio', { name: 'Draft' });
    expect(screen.getByRole('radio', { name: 'Active' })).toHaveProperty('checked', true);
    expect(draft.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(draft.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Hidden from the shop until you publish it.',
    );
    upload.mockResolvedValue({ data: { ...product, status: 'DRAFT' } });

    await user.click(draft);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(upload).toHaveBeenCalledTimes(1);
    expect(sentForm().get('status')).toBe('DRAFT');
    expect(JSON.parse(String(sentForm().get('productVariants')))[0].sku).toBe('LS-RMP-01');
  });

  it('links to the saved product in the shop, in a new tab', async () => {
    renderEditor();
    const preview = await screen.findByRole('link', { name: /^Preview/ });
    expect(preview.getAttribute('href')).toBe('/product/sunny-romper');
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it("shows the server's SKU conflict under the form and under the variant's SKU", async () => {
    const { user } = renderEditor();
    const message = 'SKU LS-RMP-01 is already used by "Moon Romper" (0-3M, Navy).';
    upload.mockRejectedValue(new ApiError(409, { message, code: 'CONFLICT' }));
    await user.click(await screen.findByRole('button', { name: 'Update Product' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(
      screen.getByRole('tab', { name: /Variants & Stock/ }).getAttribute('aria-selected'),
    ).toBe('true');
    const sku = screen.getByLabelText(/^SKU/);
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(sku.getAttribute('aria-describedby')!)?.textContent).toBe(
      message,
    );

    // Another SKU typed in its place: the message under the field goes.
    await user.clear(sku);
    await user.type(sku, 'LS-RMP-02');
    expect(sku.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the HSN code and the GST rate, suggesting 18 % for a garment over ₹2,500 a piece', async () => {
    const { user } = renderEditor();
    const hsn = (await screen.findByLabelText(/^HSN code/)) as HTMLInputElement;
    const rate = screen.getByLabelText('GST rate') as HTMLSelectElement;
    expect(hsn.value).toBe('6111');
    expect(rate.value).toBe('5');

    await user.clear(hsn);
    await user.type(hsn, '61');
    await user.tab();
    expect(hsn.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(HSN_MESSAGE)).toBeTruthy();
    await user.type(hsn, '09');
    expect(hsn.getAttribute('aria-invalid')).toBeNull();

    // Its one piece costs ₹2,999.
    await user.click(screen.getByRole('tab', { name: /Variants & Stock/ }));
    const price = screen.getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '2999');
    await user.click(screen.getByRole('tab', { name: /Basic Details/ }));
    expect(
      screen.getByText('Garments and footwear over ₹2,500 a piece are taxed at 18 %.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use 18 %' }));
    expect((screen.getByLabelText('GST rate') as HTMLSelectElement).value).toBe('18');
    expect(screen.queryByRole('button', { name: 'Use 18 %' })).toBeNull();

    upload.mockResolvedValue({ data: product });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(sentForm().get('hsnCode')).toBe('6109');
    expect(sentForm().get('gstRatePercent')).toBe('18');
  });

  it('closes at once on Cancel when nothing changed', async () => {
    const onClose = vi.fn();
    const { user } = renderEditor(onClose);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before Cancel, Escape or the close button throw unsaved changes away', async () => {
    const onClose = vi.fn();
    const { user } = renderEditor(onClose);
    const name = await screen.findByLabelText('Product Name');
    await user.type(name, ' Deluxe');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Product Name').value).toBe(
      'Sunny Romper Deluxe',
    );

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('counts a field typed back to what it was as no change', async () => {
    const onClose = vi.fn();
    const { user } = renderEditor(onClose);
    const name = await screen.findByLabelText('Product Name');
    await user.type(name, 'X');
    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before leaving the page with unsaved changes, and stays on "Keep Editing"', async () => {
    const { user, router } = renderEditor();
    await user.type(await screen.findByLabelText('Product Name'), ' Deluxe');

    await act(() => router.navigate('/admin/order'));
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(router.state.location.pathname).toBe('/admin/product');
    await user.click(within(question).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/product');

    await act(() => router.navigate('/admin/order'));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/order'));
  });

  it('refuses a file that is not a picture when it is picked, saying why', async () => {
    // jsdom draws nothing: the browser's decoder is stood in for, refusing what is no picture.
    vi.stubGlobal('createImageBitmap', async (file: File) => {
      if ((await file.text()) !== 'a real picture')
        throw new DOMException('bad', 'InvalidStateError');
      return { close: () => undefined };
    });
    const { user } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Images' }));
    const input = screen.getByLabelText(/^Add images/);
    await user.upload(input, new File(['%PDF-1.7'], 'invoice.jpg', { type: 'image/jpeg' }));

    const message =
      '"invoice.jpg" is not a picture the shop can use: choose a JPEG, PNG, GIF or WebP image.';
    expect(await screen.findAllByText(message)).toHaveLength(2); // the toast and under the box
    expect(screen.getByText('2 of 10 images')).toBeTruthy();

    await user.upload(input, new File(['a real picture'], 'side.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('3 of 10 images')).toBeTruthy();
  });
});
