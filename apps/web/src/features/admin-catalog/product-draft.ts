import {
  DEFAULT_GST_RATE,
  hsnCodeSchema,
  suggestedGstRate,
  type GstRatePercent,
} from '@shop/contracts/gst';
import { toPaise } from '@shop/contracts/money';
import {
  productFieldsSchema,
  productImageCountSchema,
  skuSchema,
  type Category,
  type Product,
  type ProductFieldsInput,
  type ProductStatus,
} from '@shop/contracts/catalog';
import { categoryPath, deepestChosen } from './category-tree.ts';
import { imageUpload, savedDraftImage, type DraftImage } from './draft-images.ts';

/** One variant row of the editor; numbers stay text while typed, as the inputs hold them. */
export type VariantDraft = {
  /** Stable React key, also for rows not saved yet. */
  key: string;
  /** Set for variants the server already has, so it updates them instead of adding new ones. */
  id?: string;
  sku: string;
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
  /** DRAFT keeps the product out of the shop until it is published. */
  status: ProductStatus;
  /** The category chosen at each level of the cascade, top level first. */
  categoryChoice: string[];
  /** The HSN code as typed; blank is none. */
  hsnCode: string;
  gstRatePercent: GstRatePercent;
  variants: VariantDraft[];
  /** Saved and new images in the order the shop will show them. */
  images: readonly DraftImage[];
  deletedImageIds: string[];
};

export type EditorTab = 'basic' | 'variants' | 'images';

/** A rule the draft breaks, with the place the editor shows it. */
export type DraftProblem = {
  tab: EditorTab;
  /** 'name', 'category', 'description', 'variants' (the list), 'images', or a variant's key. */
  field: string;
  message: string;
  /** The inputs of a variant that break a rule ('size', 'stock'...); empty for other fields. */
  inputs: string[];
};

let keyCounter = 0;
export const nextKey = (prefix: string) => `${prefix}-${(keyCounter += 1)}`;

/** A new row: the first variant starts with 1 in stock, the ones added after it with 0 (spec 5). */
export function newVariant(existingRows: number): VariantDraft {
  return {
    key: nextKey('variant'),
    sku: '',
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
    status: 'ACTIVE',
    categoryChoice: [],
    hsnCode: '',
    gstRatePercent: DEFAULT_GST_RATE,
    variants: [newVariant(0)],
    images: [],
    deletedImageIds: [],
  };
}

const asText = (value: number | null) => (value == null ? '' : String(value));

/** The editor's state for an existing product. */
/**
 * Whether the draft holds work that closing the editor would throw away: anything that differs
 * from what the editor opened with (a field typed back to its old value is no change). Images
 * compare by their keys, since a picked file has no text form.
 */
export function draftChanged(initial: ProductDraft, draft: ProductDraft): boolean {
  if (draft === initial) return false;
  const comparable = (value: ProductDraft) =>
    JSON.stringify({ ...value, images: value.images.map((image) => image.key) });
  return comparable(initial) !== comparable(draft);
}

export function draftFromProduct(product: Product, tree: readonly Category[]): ProductDraft {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    status: product.status,
    categoryChoice: categoryPath(tree, product.category.id).map((category) => category.id),
    hsnCode: product.hsnCode ?? '',
    gstRatePercent: product.gstRatePercent as GstRatePercent,
    variants: product.variants.map((variant) => ({
      key: nextKey('variant'),
      id: variant.id,
      sku: variant.sku ?? '',
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
const toNumber = (text: string) => Number(text.trim());

/**
 * A variant as the form sends it. A blank price is left out (JSON drops undefined; the schema then
 * asks for it), a blank stock is 0 and a blank discount none.
 */
function toVariantInput(variant: VariantDraft): ProductFieldsInput['productVariants'][number] {
  return {
    ...(variant.id && { id: variant.id }),
    sku: isBlank(variant.sku) ? null : variant.sku.trim(),
    size: variant.size.trim(),
    color: variant.color.trim(),
    colorHexCode: variant.colorHexCode || null,
    stock: isBlank(variant.stock) ? 0 : toNumber(variant.stock),
    originalPrice: isBlank(variant.originalPrice) ? undefined : toNumber(variant.originalPrice),
    discountPrice: isBlank(variant.discountPrice) ? null : toNumber(variant.discountPrice),
  };
}

/** The fields of POST /api/products as the form sends them: what is checked is what is sent. */
function draftFields(draft: ProductDraft): ProductFieldsInput {
  return {
    ...(draft.id && { id: draft.id, deletedImageIds: draft.deletedImageIds }),
    productName: draft.name.trim(),
    categoryId: deepestChosen(draft.categoryChoice),
    description: draft.description.trim(),
    status: draft.status,
    hsnCode: draft.hsnCode.trim(),
    gstRatePercent: draft.gstRatePercent,
    productVariants: draft.variants.map(toVariantInput),
    imageOrder: imageUpload(draft.images).imageOrder,
  };
}

/** What is wrong with an HSN code as typed; undefined when it is fine (blank is none). */
export function hsnProblem(hsnCode: string): string | undefined {
  if (isBlank(hsnCode)) return undefined;
  return hsnCodeSchema.safeParse(hsnCode).error?.issues[0]?.message;
}

/**
 * The rate the law gives the draft's goods at the price of its dearest piece, when it differs
 * from the chosen one. Only goods whose rate depends on the piece price (garments, footwear) get
 * a suggestion: for other goods the rate is the shop's call, not a threshold's.
 */
export function differentSuggestedRate(draft: ProductDraft): GstRatePercent | undefined {
  if (isBlank(draft.hsnCode) || hsnProblem(draft.hsnCode)) return undefined;
  const hsnCode = draft.hsnCode.trim();
  if (suggestedGstRate(hsnCode, 0) === suggestedGstRate(hsnCode, Number.MAX_SAFE_INTEGER)) {
    return undefined;
  }
  const piecePrices = draft.variants
    .filter((variant) => !isBlank(variant.originalPrice))
    .map((variant) => toPaise(toNumber(variant.originalPrice)))
    .filter(Number.isFinite);
  const suggested = suggestedGstRate(hsnCode, Math.max(0, ...piecePrices));
  return suggested === draft.gstRatePercent ? undefined : suggested;
}

/**
 * What is wrong with a variant's SKU as typed, checked against the server's rule and, regardless
 * of case, the other rows of the form; undefined when it is fine (a blank SKU is fine: none).
 */
export function skuProblem(variants: readonly VariantDraft[], key: string): string | undefined {
  const variant = variants.find((row) => row.key === key);
  if (!variant || isBlank(variant.sku)) return undefined;
  const checked = skuSchema.safeParse(variant.sku);
  if (!checked.success) return checked.error.issues[0]?.message;
  const wanted = checked.data.toLowerCase();
  const other = variants.findIndex(
    (row) => row.key !== key && row.sku.trim().toLowerCase() === wanted,
  );
  return other === -1 ? undefined : `Variant ${other + 1} has this SKU too.`;
}

/** The SKU a server's conflict message names ("SKU LS-01 is already used by…"), if any. */
export function skuNamedIn(message: string): string | undefined {
  return /^SKU (\S+) /.exec(message)?.[1];
}

function duplicateSkuProblems(variants: readonly VariantDraft[]): DraftProblem[] {
  return variants.flatMap((variant) => {
    const message = skuProblem(variants, variant.key);
    return message
      ? [{ tab: 'variants' as const, field: variant.key, message, inputs: ['sku'] }]
      : [];
  });
}

/** Where the editor shows a problem with each field the server reads. */
const placeOfField: Record<keyof ProductFieldsInput, Pick<DraftProblem, 'tab' | 'field'>> = {
  id: { tab: 'basic', field: 'id' },
  productName: { tab: 'basic', field: 'name' },
  status: { tab: 'basic', field: 'status' },
  categoryId: { tab: 'basic', field: 'category' },
  description: { tab: 'basic', field: 'description' },
  hsnCode: { tab: 'basic', field: 'hsnCode' },
  gstRatePercent: { tab: 'basic', field: 'gstRatePercent' },
  productVariants: { tab: 'variants', field: 'variants' },
  deletedImageIds: { tab: 'images', field: 'images' },
  imageOrder: { tab: 'images', field: 'images' },
};

type Issue = { path: PropertyKey[]; message: string };

function fieldProblem(draft: ProductDraft, { path, message }: Issue): DraftProblem {
  const [name, index, input] = path;
  const variant = name === 'productVariants' && typeof index === 'number' && draft.variants[index];
  if (variant) {
    return {
      tab: 'variants',
      field: variant.key,
      message,
      inputs: typeof input === 'string' ? [input] : [],
    };
  }
  const place = placeOfField[name as keyof ProductFieldsInput] ?? placeOfField.id;
  return { ...place, message, inputs: [] };
}

const tabOrder: readonly EditorTab[] = ['basic', 'variants', 'images'];

/** One problem a field (its first message, every input at fault), in the order of the tabs. */
function oneProblemPerField(problems: DraftProblem[]): DraftProblem[] {
  const byField = new Map<string, DraftProblem>();
  for (const problem of problems) {
    const first = byField.get(problem.field);
    if (first) first.inputs.push(...problem.inputs);
    else byField.set(problem.field, { ...problem, inputs: [...problem.inputs] });
  }
  return [...byField.values()].sort((a, b) => tabOrder.indexOf(a.tab) - tabOrder.indexOf(b.tab));
}

/**
 * Every rule of the server's product schema (packages/contracts) the draft breaks, with the
 * server's messages. The image count comes first on its tab: it explains more than the ids do.
 */
export function validateDraft(draft: ProductDraft): DraftProblem[] {
  const imageCount = productImageCountSchema.safeParse(draft.images.length).error?.issues ?? [];
  const fields = productFieldsSchema.safeParse(draftFields(draft)).error?.issues ?? [];
  return oneProblemPerField([
    ...imageCount.map(({ message }) => ({
      tab: 'images' as const,
      field: 'images',
      message,
      inputs: [],
    })),
    ...fields.map((issue) => fieldProblem(draft, issue)),
    ...duplicateSkuProblems(draft.variants),
  ]);
}

/** The multipart body of POST /api/products (see /api/docs). */
export function draftToFormData(draft: ProductDraft): FormData {
  const fields = draftFields(draft);
  const form = new FormData();
  if (fields.id) form.append('id', fields.id);
  form.append('productName', fields.productName);
  form.append('categoryId', fields.categoryId);
  form.append('description', fields.description ?? '');
  form.append('status', draft.status);
  form.append('hsnCode', draft.hsnCode.trim());
  form.append('gstRatePercent', String(draft.gstRatePercent));
  form.append('productVariants', JSON.stringify(fields.productVariants));
  if (fields.deletedImageIds) {
    form.append('deletedImageIds', JSON.stringify(fields.deletedImageIds));
  }
  form.append('imageOrder', JSON.stringify(fields.imageOrder));
  for (const file of imageUpload(draft.images).files) form.append('images', file, file.name);
  return form;
}
