import {
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMAGES_MIN,
  type Category,
  type Product,
  type VariantInput,
} from '@shop/contracts/catalog';
import { categoryPath, deepestChosen } from './category-tree.ts';
import { imageUpload, savedDraftImage, type DraftImage } from './draft-images.ts';

/** One variant row of the editor; numbers stay text while typed, as the inputs hold them. */
export type VariantDraft = {
  /** Stable React key, also for rows not saved yet. */
  key: string;
  /** Set for variants the server already has, so it updates them instead of adding new ones. */
  id?: string;
  color: string;
  colorHexCode: string;
  size: string;
  stock: string;
  originalPrice: string;
  discountPrice: string;
};

export type ProductDraft = {
  id?: string;
  name: string;
  description: string;
  /** The category chosen at each level of the cascade, top level first. */
  categoryChoice: string[];
  variants: VariantDraft[];
  /** Saved and new images in the order the shop will show them. */
  images: readonly DraftImage[];
  deletedImageIds: string[];
};

export type EditorTab = 'basic' | 'variants' | 'images';
export type DraftProblem = { tab: EditorTab; field: string; message: string };

export const validationMessages = {
  name: 'Product Name is mandatory.',
  category: 'Category is mandatory.',
  images: 'Please upload between 2 and 10 images.',
  noVariant: 'At least one variant is required.',
  variant: (position: number) => `Please fill all required fields in Variant ${position}`,
} as const;

let keyCounter = 0;
export const nextKey = (prefix: string) => `${prefix}-${(keyCounter += 1)}`;

/** A new row: the first variant starts with 1 in stock, the ones added after it with 0 (spec 5). */
export function newVariant(existingRows: number): VariantDraft {
  return {
    key: nextKey('variant'),
    color: '',
    colorHexCode: '',
    size: '',
    stock: existingRows === 0 ? '1' : '0',
    originalPrice: '',
    discountPrice: '',
  };
}

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    description: '',
    categoryChoice: [],
    variants: [newVariant(0)],
    images: [],
    deletedImageIds: [],
  };
}

const asText = (value: number | null) => (value == null ? '' : String(value));

/** The editor's state for an existing product. */
export function draftFromProduct(product: Product, tree: readonly Category[]): ProductDraft {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    categoryChoice: categoryPath(tree, product.category.id).map((category) => category.id),
    variants: product.variants.map((variant) => ({
      key: nextKey('variant'),
      id: variant.id,
      color: variant.color,
      colorHexCode: variant.colorHexCode ?? '',
      size: variant.size,
      stock: String(variant.stock),
      originalPrice: String(variant.originalPrice),
      discountPrice: asText(variant.discountPrice),
    })),
    images: product.images.map(savedDraftImage),
    deletedImageIds: [],
  };
}

const isBlank = (text: string) => text.trim() === '';

/** Every rule of spec section 5 the draft breaks, in the order the editor's tabs show them. */
export function validateDraft(draft: ProductDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (isBlank(draft.name)) {
    problems.push({ tab: 'basic', field: 'name', message: validationMessages.name });
  }
  if (deepestChosen(draft.categoryChoice) === '') {
    problems.push({ tab: 'basic', field: 'category', message: validationMessages.category });
  }
  if (draft.variants.length === 0) {
    problems.push({ tab: 'variants', field: 'variants', message: validationMessages.noVariant });
  }
  draft.variants.forEach((variant, index) => {
    if (isBlank(variant.color) || isBlank(variant.size) || isBlank(variant.originalPrice)) {
      problems.push({
        tab: 'variants',
        field: variant.key,
        message: validationMessages.variant(index + 1),
      });
    }
  });
  const images = draft.images.length;
  if (images < PRODUCT_IMAGES_MIN || images > PRODUCT_IMAGES_MAX) {
    problems.push({ tab: 'images', field: 'images', message: validationMessages.images });
  }
  return problems;
}

const toNumber = (text: string) => Number(text.trim());

function toVariantInput(variant: VariantDraft): VariantInput {
  return {
    ...(variant.id && { id: variant.id }),
    size: variant.size.trim(),
    color: variant.color.trim(),
    colorHexCode: variant.colorHexCode || null,
    stock: isBlank(variant.stock) ? 0 : toNumber(variant.stock),
    originalPrice: toNumber(variant.originalPrice),
    discountPrice: isBlank(variant.discountPrice) ? null : toNumber(variant.discountPrice),
  };
}

/** The multipart body of POST /api/products (see /api/docs). */
export function draftToFormData(draft: ProductDraft): FormData {
  const form = new FormData();
  if (draft.id) form.append('id', draft.id);
  form.append('productName', draft.name.trim());
  form.append('categoryId', deepestChosen(draft.categoryChoice));
  form.append('description', draft.description.trim());
  form.append('productVariants', JSON.stringify(draft.variants.map(toVariantInput)));
  if (draft.id) form.append('deletedImageIds', JSON.stringify(draft.deletedImageIds));
  const { files, imageOrder } = imageUpload(draft.images);
  form.append('imageOrder', JSON.stringify(imageOrder));
  for (const file of files) form.append('images', file, file.name);
  return form;
}
