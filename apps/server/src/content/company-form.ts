import type { FastifyRequest } from 'fastify';
import { companyFieldsSchema, type CompanyFields } from '@shop/contracts/content';
import { AppError, badRequest } from '../http/app-error.ts';
import { forEachPart } from '../http/multipart-parts.ts';

const TEXT_FIELDS = new Set([
  'name',
  'email',
  'phone',
  'address',
  'pincode',
  'grievanceOfficerName',
  'grievanceOfficerEmail',
  'grievanceOfficerPhone',
  'legalName',
  'gstin',
  'stateCode',
  'returnInstructions',
  'upiId',
  'upiPayeeName',
]);

/**
 * Reads the admin's multipart company form: the text fields and an optional `logo` file, held in
 * memory within the upload limits. An empty file part (a form posted with no file chosen) counts
 * as no logo; other files and unknown fields are read past and ignored.
 */
export async function readCompanyForm(
  request: FastifyRequest,
): Promise<{ fields: CompanyFields; logo: Buffer | undefined }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'Send the company details as multipart/form-data.',
    );
  }
  const raw: Record<string, string> = {};
  let logo: Buffer | undefined;
  await forEachPart(request, async (part) => {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === 'logo' && data.length > 0) logo = data;
    } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      raw[part.fieldname] = part.value;
    }
  });
  const parsed = companyFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw badRequest(details[0]?.message ?? 'The company details are not valid.', details);
  }
  return { fields: parsed.data, logo };
}
