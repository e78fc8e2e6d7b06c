import type { Category, Product } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { HSN_MESSAGE } from '@shop/contracts/gst';
import {
  differentSuggestedRate,
  draftFromProduct,
  draftToFormData,
  emptyDraft,
  newVariant,
  skuNamedIn,
  skuProblem,
  validateDraft,
  type ProductDraft,
  type VariantDraft,
} from './product-draft.ts';
import { savedDraftImage, type DraftImage } from './draft-images.ts';

const image = (id: string) => ({ id, url: `/media/${id}.webp`, thumbUrl: `/media/${id}-400.webp` });
const file = (name: string) => new File(['png'], name, { type: 'image/png' });
const newImage = (name: string): DraftImage => ({
  kind: 'new',
  key: name,
  file: file(name),
  previewUrl: `blob:${name}`,
});
const savedImage = (id: string) => savedDraftImage(image(id));
// The server's schema, which the editor checks with, takes only ids shaped as its own.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const babyId = uuid(101);
const rompersId = uuid(102);

function validDraft(): ProductDraft {
  return {
    ...emptyDraft(),
    name: 'Cotton romper',
    categoryChoice: [babyId, rompersId],
    variants: [
      {
        ...newVariant(0),
        color: 'Sky Blue',
        colorHexCode: '#87CEEB',
        size: '0-3M',
        originalPrice: '499',
      },
    ],
    images: [newImage('front.png'), newImage('back.png')],
  };
}

const messages = (draft: ProductDraft) => validateDraft(draft).map((problem) => problem.message);

describe('variant defaults', () => {
  it('starts the first variant with 1 in stock and every later one with 0', () => {
    expect(newVariant(0).stock).toBe('1');
    expect(newVariant(1).stock).toBe('0');
    expect(newVariant(4).stock).toBe('0');
  });

  it('gives every row its own key', () => {
    expect(newVariant(0).key).not.toBe(newVariant(0).key);
  });

  it('opens a new product with one variant holding 1 in stock', () => {
    expect(emptyDraft().variants.map((variant) => variant.stock)).toEqual(['1']);
  });
});

describe('validateDraft', () => {
  it('accepts a complete product', () => {
    expect(validateDraft(validDraft())).toEqual([]);
  });

  it('asks for the product name', () => {
    expect(messages({ ...validDraft(), name: '   ' })).toEqual(['Product Name is mandatory.']);
  });

  it('asks for a category', () => {
    expect(messages({ ...validDraft(), categoryChoice: [] })).toEqual(['Category is mandatory.']);
  });

  it('needs at least one variant', () => {
    expect(messages({ ...validDraft(), variants: [] })).toEqual([
      'At least one variant is required.',
    ]);
  });

  it('names the variant that misses a colour, a size or a price, counting from 1', () => {
    const draft = validDraft();
    const second = { ...draft.variants[0]!, key: 'second', size: '' };
    const third = { ...draft.variants[0]!, key: 'third', color: '' };
    const fourth = { ...draft.variants[0]!, key: 'fourth', originalPrice: ' ' };
    expect(messages({ ...draft, variants: [draft.variants[0]!, second, third, fourth] })).toEqual([
      'Please fill all required fields in Variant 2',
      'Please fill all required fields in Variant 3',
      'Please fill all required fields in Variant 4',
    ]);
  });

  it('leaves the discount and the stock optional', () => {
    const draft = validDraft();
    const variant = { ...draft.variants[0]!, discountPrice: '', stock: '' };
    expect(messages({ ...draft, variants: [variant] })).toEqual([]);
  });

  it('counts saved and new images together: 2 to 10', () => {
    const one = { ...validDraft(), images: [newImage('a.png')] };
    expect(messages(one)).toEqual(['Please upload between 2 and 10 images.']);
    expect(messages({ ...one, images: [savedImage(uuid(1)), newImage('a.png')] })).toEqual([]);
    const eleven = {
      ...validDraft(),
      images: [
        ...Array.from({ length: 5 }, (_, i) => savedImage(uuid(i))),
        ...Array.from({ length: 6 }, (_, i) => newImage(`n${i}.png`)),
      ],
    };
    expect(messages(eleven)).toEqual(['Please upload between 2 and 10 images.']);
  });

  it("refuses what the server refuses, with the server's messages", () => {
    const draft = validDraft();
    const withVariant = (change: Partial<VariantDraft>) =>
      messages({ ...draft, variants: [{ ...draft.variants[0]!, ...change }] });
    expect(withVariant({ stock: '-1' })).toEqual(['Stock must not be negative.']);
    expect(withVariant({ stock: '1.5' })).toEqual(['Stock must be a whole number.']);
    expect(withVariant({ originalPrice: '-5' })).toEqual(['Must not be negative.']);
    expect(withVariant({ originalPrice: '10.555' })).toEqual(['At most 2 decimals.']);
    expect(withVariant({ discountPrice: '499' })).toEqual([
      'The discount must be below the price.',
    ]);
    expect(withVariant({ colorHexCode: 'blue' })).toEqual(['Colour code must look like #A1B2C3.']);
    expect(withVariant({ size: 'S'.repeat(31) })).toEqual([
      'Too big: expected string to have <=30 characters',
    ]);
    expect(messages({ ...draft, name: 'N'.repeat(151) })).toEqual([
      'Too big: expected string to have <=150 characters',
    ]);
  });

  it('shows the problems of a variant once, naming every input at fault', () => {
    const draft = validDraft();
    const variant = { ...draft.variants[0]!, size: ' ', originalPrice: '', discountPrice: '-1' };
    const problems = validateDraft({ ...draft, variants: [variant] });
    expect(problems).toEqual([
      {
        tab: 'variants',
        field: variant.key,
        message: 'Please fill all required fields in Variant 1',
        inputs: ['size', 'originalPrice', 'discountPrice'],
      },
    ]);
  });

  it('shows a description over 5000 characters on the basic tab', () => {
    const problems = validateDraft({ ...validDraft(), description: 'd'.repeat(5001) });
    expect(problems.map((problem) => [problem.tab, problem.field])).toEqual([
      ['basic', 'description'],
    ]);
  });

  it('reports every problem at once, tagged with the tab that shows it', () => {
    const problems = validateDraft({ ...emptyDraft() });
    expect(problems.map((problem) => [problem.tab, problem.message])).toEqual([
      ['basic', 'Product Name is mandatory.'],
      ['basic', 'Category is mandatory.'],
      ['variants', 'Please fill all required fields in Variant 1'],
      ['images', 'Please upload between 2 and 10 images.'],
    ]);
  });
});

describe('draftToFormData', () => {
  it('sends the fields of a new product, the deepest category and the files in order', () => {
    const form = draftToFormData({ ...validDraft(), description: ' Soft cotton. ' });
    expect(form.get('id')).toBeNull();
    expect(form.get('productName')).toBe('Cotton romper');
    expect(form.get('categoryId')).toBe(rompersId);
    expect(form.get('description')).toBe('Soft cotton.');
    expect(form.get('deletedImageIds')).toBeNull();
    expect(form.get('status')).toBe('ACTIVE');
    expect(form.get('hsnCode')).toBe('');
    expect(form.get('gstRatePercent')).toBe('5');
    expect(JSON.parse(String(form.get('productVariants')))).toEqual([
      {
        sku: null,
        size: '0-3M',
        color: 'Sky Blue',
        colorHexCode: '#87CEEB',
        stock: 1,
        originalPrice: 499,
        discountPrice: null,
      },
    ]);
    expect(form.getAll('images').map((entry) => (entry as File).name)).toEqual([
      'front.png',
      'back.png',
    ]);
    expect(JSON.parse(String(form.get('imageOrder')))).toEqual(['new:0', 'new:1']);
  });

  it('sends the id, the saved variant ids, the removed images and the image order of an update', () => {
    const tree: Category[] = [
      {
        id: 'baby',
        name: 'Baby',
        nameHi: null,
        slug: 'baby',
        description: '',
        parentId: null,
        _count: { products: 1 },
        subCategories: [
          {
            id: 'rompers',
            name: 'Rompers',
            nameHi: null,
            slug: 'rompers',
            description: '',
            parentId: 'baby',
            _count: { products: 1 },
            subCategories: [],
          },
        ],
      },
    ];
    const product: Product = {
      id: 'p1',
      name: 'Romper',
      slug: 'romper',
      status: 'DRAFT',
      description: '',
      hsnCode: '6111',
      gstRatePercent: 5,
      rating: { average: null, count: 0 },
      category: { id: 'rompers', name: 'Rompers', nameHi: null, slug: 'rompers' },
      images: [image('i1'), image('i2'), image('i3')],
      variants: [
        {
          id: 'v1',
          sku: 'LS-RMP-01',
          size: 'M',
          color: 'Red',
          colorHexCode: null,
          stock: 3,
          originalPrice: 300,
          discountPrice: 50,
        },
      ],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const draft = draftFromProduct(product, tree);
    expect(draft.categoryChoice).toEqual(['baby', 'rompers']);
    expect(draft.status).toBe('DRAFT');
    expect(draft).toMatchObject({ hsnCode: '6111', gstRatePercent: 5 });
    expect(draft.variants[0]).toMatchObject({
      id: 'v1',
      sku: 'LS-RMP-01',
      stock: '3',
      discountPrice: '50',
    });

    expect(draft.images.map((entry) => entry.key)).toEqual(['i1', 'i2', 'i3']);

    // The admin removed i2, added a file and made i3 the cover, with the new file second.
    const form = draftToFormData({
      ...draft,
      images: [savedImage('i3'), newImage('side.png'), savedImage('i1')],
      deletedImageIds: ['i2'],
    });
    expect(form.get('id')).toBe('p1');
    expect(form.get('status')).toBe('DRAFT');
    expect(form.get('hsnCode')).toBe('6111');
    expect(form.get('gstRatePercent')).toBe('5');
    expect(JSON.parse(String(form.get('deletedImageIds')))).toEqual(['i2']);
    expect(JSON.parse(String(form.get('imageOrder')))).toEqual(['i3', 'new:0', 'i1']);
    expect(form.getAll('images').map((entry) => (entry as File).name)).toEqual(['side.png']);
    expect(JSON.parse(String(form.get('productVariants')))).toEqual([
      {
        id: 'v1',
        sku: 'LS-RMP-01',
        size: 'M',
        color: 'Red',
        colorHexCode: null,
        stock: 3,
        originalPrice: 300,
        discountPrice: 50,
      },
    ]);
  });
});

describe('variant SKUs', () => {
  const rows = (...skus: string[]): VariantDraft[] =>
    skus.map((sku) => ({
      ...newVariant(1),
      sku,
      size: '0-3M',
      color: 'Mint',
      originalPrice: '399',
    }));

  it('sends a SKU trimmed and a blank one as none', () => {
    const draft = { ...validDraft(), variants: rows('  LS-RMP-01 ', '   ') };
    const sent = JSON.parse(String(draftToFormData(draft).get('productVariants')));
    expect(sent.map((variant: { sku: string | null }) => variant.sku)).toEqual(['LS-RMP-01', null]);
  });

  it("checks a SKU as typed with the server's rule", () => {
    const [spaced, long, fine, blank] = rows('LS RMP', 'A'.repeat(41), 'ls/rmp_01-a', '');
    const all = [spaced!, long!, fine!, blank!];
    expect(skuProblem(all, spaced!.key)).toBe('A SKU uses only letters, digits, -, _ and /.');
    expect(skuProblem(all, long!.key)).toBe('A SKU has at most 40 characters.');
    expect(skuProblem(all, fine!.key)).toBeUndefined();
    expect(skuProblem(all, blank!.key)).toBeUndefined();
  });

  it('names the other row that has the same SKU, regardless of case, and blocks the save', () => {
    const [first, second, third] = rows('LS-01', 'TS-02', ' ls-01');
    const all = [first!, second!, third!];
    expect(skuProblem(all, first!.key)).toBe('Variant 3 has this SKU too.');
    expect(skuProblem(all, third!.key)).toBe('Variant 1 has this SKU too.');
    expect(skuProblem(all, second!.key)).toBeUndefined();
    expect(validateDraft({ ...validDraft(), variants: all })).toEqual([
      {
        tab: 'variants',
        field: first!.key,
        message: 'Variant 3 has this SKU too.',
        inputs: ['sku'],
      },
      {
        tab: 'variants',
        field: third!.key,
        message: 'Variant 1 has this SKU too.',
        inputs: ['sku'],
      },
    ]);
  });
});

describe('skuNamedIn', () => {
  it("reads the SKU a server's conflict names", () => {
    expect(skuNamedIn('SKU LS-RMP/01 is already used by "Sunny Romper" (0-3M, Yellow).')).toBe(
      'LS-RMP/01',
    );
    expect(skuNamedIn('Failed to save product.')).toBeUndefined();
  });
});

describe('HSN code and GST rate', () => {
  it('starts a new product at 5 % without an HSN code', () => {
    expect(emptyDraft()).toMatchObject({ hsnCode: '', gstRatePercent: 5 });
  });

  it("checks the HSN code with the server's rule, on the basic tab", () => {
    expect(validateDraft({ ...validDraft(), hsnCode: '61112' })).toEqual([
      { tab: 'basic', field: 'hsnCode', message: HSN_MESSAGE, inputs: [] },
    ]);
    expect(validateDraft({ ...validDraft(), hsnCode: ' 61112000 ' })).toEqual([]);
  });

  it('sends the code trimmed and the rate chosen', () => {
    const form = draftToFormData({ ...validDraft(), hsnCode: ' 6209 ', gstRatePercent: 12 });
    expect(form.get('hsnCode')).toBe('6209');
    expect(form.get('gstRatePercent')).toBe('12');
  });

  const priced = (hsnCode: string, prices: string[], gstRatePercent: 5 | 18 = 5): ProductDraft => ({
    ...validDraft(),
    hsnCode,
    gstRatePercent,
    variants: prices.map((originalPrice) => ({ ...newVariant(1), originalPrice })),
  });

  it('suggests 18 % for a garment whose dearest piece costs over ₹2,500', () => {
    expect(differentSuggestedRate(priced('6111', ['999', '2500.01']))).toBe(18);
    expect(differentSuggestedRate(priced('6111', ['999', '2500']))).toBeUndefined();
  });

  it('suggests 5 % when a garment set at 18 % costs ₹2,500 or less a piece', () => {
    expect(differentSuggestedRate(priced('6209', ['2500'], 18))).toBe(5);
    expect(differentSuggestedRate(priced('6209', ['2600'], 18))).toBeUndefined();
  });

  it('suggests nothing for goods whose rate does not go by the piece price, or a code not valid', () => {
    expect(differentSuggestedRate(priced('9503', ['3000'], 18))).toBeUndefined();
    expect(differentSuggestedRate(priced('611', ['3000']))).toBeUndefined();
    expect(differentSuggestedRate(priced('', ['3000']))).toBeUndefined();
  });
});
