import { z } from 'zod';
import { GST_STATE_CODE_MESSAGE, gstinOrBlankSchema, gstStateCodeSchema } from './gst.ts';
import { indianMobileOrBlankSchema, indianStates } from './india.ts';
import {
  UPI_ID_MAX_LENGTH,
  UPI_ID_PATTERN,
  UPI_PAYEE_NAME_MAX_LENGTH,
  upiIdMessage,
} from './payments.ts';

// ---------------------------------------------------------------- legal pages

export const LEGAL_CONTENT_MAX_LENGTH = 200_000;
/** The two pages every shop must have: they can be edited, never deleted. */
export const legalPageSlugs = ['privacy-policy', 'terms-conditions'] as const;
/** Pages a new shop starts with besides the required two. */
export const starterPageSlugs = ['shipping-policy', 'returns-policy', 'contact'] as const;
export const isRequiredPage = (slug: string): boolean =>
  (legalPageSlugs as readonly string[]).includes(slug);

export const legalSlugSchema = z
  .string()
  .trim()
  .min(2, 'Slug must be at least 2 characters.')
  .max(60, 'Slug must be at most 60 characters.')
  .regex(
    /^[a-z0-9-]+$/,
    'Slug may use only lowercase letters, digits and dashes, like shipping-policy.',
  );

export const legalPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** HTML, sanitized by the server on save. */
  content: z.string(),
  /** The owner's Hindi title and content for the Hindi pages; null: they show the English. */
  titleHi: z.string().nullable(),
  contentHi: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const legalPageListResponseSchema = z.object({ data: z.array(legalPageSchema) });
export const legalPageResponseSchema = z.object({ data: legalPageSchema });
export const legalPageSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });

/** When the server wrote it: the admin client sends back the page as it loaded it. */
const timestampSchema = z.iso.datetime({ offset: true, error: 'Not a valid date and time.' });

/**
 * An upsert keyed by slug. `id` is accepted because the admin client sends the page back as it
 * loaded it (with createdAt and updatedAt, which are ignored but typed); the slug decides which
 * page changes.
 */
export const saveLegalPageBodySchema = z.object({
  id: z.union([z.uuid('Not a valid id.'), z.literal(''), z.null()]).optional(),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
  title: z
    .string({ error: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(200, 'Title must be at most 200 characters.'),
  slug: legalSlugSchema,
  content: z
    .string({ error: 'Content is required.' })
    .max(LEGAL_CONTENT_MAX_LENGTH, 'Content must be at most 200,000 characters.'),
  /**
   * The Hindi versions: blank (or null) means none, and null is stored; left out, a saved page
   * keeps the ones it has.
   */
  titleHi: z
    .string()
    .trim()
    .max(200, 'The Hindi title must be at most 200 characters.')
    .nullable()
    .transform((title) => title || null)
    .optional(),
  /** HTML, sanitized as `content` is. */
  contentHi: z
    .string()
    .max(LEGAL_CONTENT_MAX_LENGTH, 'The Hindi content must be at most 200,000 characters.')
    .nullable()
    .transform((content) => (content?.trim() ? content : null))
    .optional(),
});
export type SaveLegalPageBody = z.infer<typeof saveLegalPageBodySchema>;

export const saveLegalPageResponseSchema = z.object({ page: legalPageSchema });
export type SaveLegalPageResponse = z.infer<typeof saveLegalPageResponseSchema>;

// ---------------------------------------------------------------- company

/** Shown when no company details have been saved yet. */
export const DEFAULT_COMPANY_NAME = 'Little Sprouts';

export const companyDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** Served by this server (image/webp), or null when no logo was uploaded. */
  logoUrl: z.string().nullable(),
  /**
   * The person customers may complain to, as India's Consumer Protection (E-Commerce) Rules,
   * 2020 ask every online shop to name; null until the shop names one.
   */
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  /** The name the GST registration is in (a tax invoice's seller); null until given. */
  legalName: z.string().nullable(),
  /** The shop's 15-character GSTIN; null for a shop not registered for GST. */
  gstin: z.string().nullable(),
  /** The two-digit GST code of the shop's state: a buyer there pays CGST + SGST, others IGST. */
  stateCode: z.string().nullable(),
  /**
   * How items of an approved return or exchange reach the shop (a pickup, an address to send
   * them to); null until the shop writes its own, when DEFAULT_RETURN_INSTRUCTIONS apply.
   */
  returnInstructions: z.string().nullable(),
  /** The shop's own UPI ID: while null, checkout offers cash on delivery only. */
  upiId: z.string().nullable(),
  /** The name UPI apps show as the payee; null while the shop takes no UPI. */
  upiPayeeName: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const RETURN_INSTRUCTIONS_MAX_LENGTH = 1000;

/** What an approved request's mail and the Returns tab say until the shop writes its own. */
export const DEFAULT_RETURN_INSTRUCTIONS =
  'Pack the items unused, unwashed and with their tags, with a note of your request number. We will contact you within 2 working days to arrange how they reach us: a pickup from your address, or the address to send them to.';

/** The shop's return instructions, or the default ones while it has written none. */
export const returnInstructionsOf = (details: Pick<CompanyDetails, 'returnInstructions'>) =>
  details.returnInstructions?.trim() || DEFAULT_RETURN_INSTRUCTIONS;

export const companyDetailsResponseSchema = z.object({ details: companyDetailsSchema });
export type CompanyDetailsResponse = z.infer<typeof companyDetailsResponseSchema>;

export const COMPANY_PHONE_MAX_LENGTH = 10;
export const COMPANY_PINCODE_MAX_LENGTH = 6;

/** The text fields of the multipart PUT /company-details; the `logo` file travels beside them. */
export const companyFieldsSchema = z
  .object({
    name: z
      .string({ error: 'Company name is required.' })
      .trim()
      .min(1, 'Company name is required.')
      .max(120, 'Company name must be at most 120 characters.'),
    email: z
      .string()
      .trim()
      .max(254, 'Email must be at most 254 characters.')
      .refine((value) => value === '' || z.email().safeParse(value).success, {
        message: 'Enter a valid email address.',
      })
      .default(''),
    phone: z
      .string()
      .trim()
      .max(
        COMPANY_PHONE_MAX_LENGTH,
        `Phone must be at most ${COMPANY_PHONE_MAX_LENGTH} characters.`,
      )
      .default(''),
    address: z.string().trim().max(500, 'Address must be at most 500 characters.').default(''),
    pincode: z
      .string()
      .trim()
      .max(
        COMPANY_PINCODE_MAX_LENGTH,
        `Pincode must be at most ${COMPANY_PINCODE_MAX_LENGTH} characters.`,
      )
      .default(''),
    /** All three blank: no grievance officer. Any of them given: all three are needed. */
    grievanceOfficerName: z
      .string()
      .trim()
      .max(100, 'Name must be at most 100 characters.')
      .default(''),
    grievanceOfficerEmail: z
      .string()
      .trim()
      .max(254, 'Email must be at most 254 characters.')
      .refine((value) => value === '' || z.email().safeParse(value).success, {
        message: 'Enter a valid email address.',
      })
      .default(''),
    grievanceOfficerPhone: indianMobileOrBlankSchema.default(''),
    legalName: z.string().trim().max(200, 'Legal name must be at most 200 characters.').default(''),
    /** Blank: the shop is not registered for GST. */
    gstin: gstinOrBlankSchema.default(''),
    /** Blank: taken from the GSTIN's first two digits, when there is one. */
    stateCode: z
      .string()
      .trim()
      .refine((code) => code === '' || gstStateCodeSchema.safeParse(code).success, {
        message: GST_STATE_CODE_MESSAGE,
      })
      .default(''),
    /** Blank: the default instructions. */
    returnInstructions: z
      .string()
      .trim()
      .max(
        RETURN_INSTRUCTIONS_MAX_LENGTH,
        `Return instructions must be at most ${RETURN_INSTRUCTIONS_MAX_LENGTH} characters.`,
      )
      .default(''),
    /** Blank: the shop takes cash on delivery only. */
    upiId: z
      .string()
      .trim()
      .max(UPI_ID_MAX_LENGTH, upiIdMessage)
      .refine((value) => value === '' || UPI_ID_PATTERN.test(value), { message: upiIdMessage })
      .default(''),
    /** Blank with a UPI ID: the company name. */
    upiPayeeName: z
      .string()
      .trim()
      .max(
        UPI_PAYEE_NAME_MAX_LENGTH,
        `Payee name must be at most ${UPI_PAYEE_NAME_MAX_LENGTH} characters.`,
      )
      .default(''),
  })
  .transform((fields) =>
    fields.gstin !== '' && fields.stateCode === ''
      ? { ...fields, stateCode: fields.gstin.slice(0, 2) }
      : fields,
  )
  .superRefine((fields, ctx) => {
    if (fields.gstin !== '' && fields.gstin.slice(0, 2) !== fields.stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['stateCode'],
        message: gstinStateMessage(fields.gstin),
      });
    }
  })
  .superRefine((fields, ctx) => {
    const officer = [
      fields.grievanceOfficerName,
      fields.grievanceOfficerEmail,
      fields.grievanceOfficerPhone,
    ];
    if (officer.every((v) => v === '') || officer.every((v) => v !== '')) return;
    for (const key of [
      'grievanceOfficerName',
      'grievanceOfficerEmail',
      'grievanceOfficerPhone',
    ] as const) {
      if (fields[key] === '') {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: "Give the grievance officer's name, email and phone, or none of them.",
        });
      }
    }
  });
export type CompanyFields = z.infer<typeof companyFieldsSchema>;
export type CompanyFieldsInput = z.input<typeof companyFieldsSchema>;

/** A GSTIN is issued in one state: its first two digits are that state's code. */
export function gstinStateMessage(gstin: string): string {
  const state = indianStates.find((s) => s.code === gstin.slice(0, 2));
  return `This GSTIN is registered in ${state?.name ?? 'another state'} (code ${gstin.slice(0, 2)}): choose that state.`;
}
