import type { FastifyRequest } from 'fastify';
import { productFieldsSchema } from '@shop/contracts/catalog';
import { AppError, badRequest } from '../http/app-error.ts';
import { forEachPart, parseJsonField } from '../http/multipart-parts.ts';
import type { SavedProductFields } from './products.service.ts';

const JSON_FIELDS = new Set(['productVariants', 'deletedImageIds', 'imageOrder']);

/**
 * Reads the admin editor's multipart body: text fields (two of them JSON text, as the spec's
 * client sends them) and the `images` files, each held in memory within the upload limits.
 */
export async function readProductForm(
  request: FastifyRequest,
): Promise<{ fields: SavedProductFields; uploads: Buffer[] }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the product as multipart/form-data.');
  }
  const raw: Record<string, unknown> = {};
  const uploads: Buffer[] = [];
  await forEachPart(request, async (part) => {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'images') uploads.push(data);
    } else if (typeof part.value === 'string') {
      raw[part.fieldname] = JSON_FIELDS.has(part.fieldname)
        ? parseJsonField(part.fieldname, part.value)
        : part.value;
    }
  });
  if (raw.id === '') delete raw.id;
  const parsed = productFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw badRequest(details[0]?.message ?? 'The product is not valid.', details);
  }
  // Without the field, a new product is ACTIVE (the schema's default) and an update keeps its
  // status: an older editor or a script that never sends it cannot publish or hide a product.
  const status = raw.status === undefined && raw.id !== undefined ? undefined : parsed.data.status;
  return { fields: { ...parsed.data, status }, uploads };
}
