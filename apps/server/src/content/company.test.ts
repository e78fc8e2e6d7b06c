import { describe, expect, it } from 'vitest';
import { gstinStateMessage, type CompanyDetails } from '@shop/contracts/content';
import { GSTIN_CHECK_MESSAGE } from '@shop/contracts/gst';
import type { ImageStore } from '../images/image-store.ts';
import {
  bearer,
  makeImage,
  multipart,
  signInAdmin,
  signUpCustomer,
  useTestApp,
} from '../test/test-app.ts';

/** An in-memory image store, so the test can see which files exist. */
function memoryStore(): ImageStore & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, data) => {
      files.set(key, data);
    },
    get: async (key) => files.get(key),
    delete: async (key) => {
      files.delete(key);
    },
    keys: async function* () {
      yield* files.keys();
    },
  };
}

const store = memoryStore();
const t = await useTestApp({ images: store });
const admin = await signInAdmin(t);
const customer = (await signUpCustomer(t.app)).token;

const validFields = {
  name: 'Little Sprouts Pvt Ltd',
  email: 'hello@littlesprouts.in',
  phone: '8041234567',
  address: '14 Rose Garden Lane, Koramangala, Bengaluru',
  pincode: '560095',
};
/** A shop that has not given its GST registration, nor a UPI ID (cash on delivery only). */
const noGst = {
  legalName: null,
  gstin: null,
  stateCode: null,
  returnInstructions: null,
  upiId: null,
  upiPayeeName: null,
};

async function putCompany(
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
  token: string | null = admin,
) {
  const form = await multipart(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: '/api/company-details',
    headers: { ...(token ? bearer(token) : {}), ...form.headers },
    payload: form.payload,
  });
}

async function getCompany(): Promise<CompanyDetails> {
  const res = await t.app.inject({ method: 'GET', url: '/api/company-details' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { details: CompanyDetails }).details;
}

describe('company details', () => {
  it('answers the default name and empty fields before anything is saved', async () => {
    expect(await getCompany()).toEqual({
      name: 'Little Sprouts',
      email: '',
      phone: '',
      address: '',
      pincode: '',
      logoUrl: null,
      grievanceOfficer: null,
      ...noGst,
    });
  });

  it('saves the fields (trimmed), creating the single row, then updates it', async () => {
    const res = await putCompany({
      ...validFields,
      name: '  Little Sprouts Pvt Ltd  ',
      extra: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      details: { ...validFields, logoUrl: null, grievanceOfficer: null, ...noGst },
    });
    expect(await getCompany()).toEqual({
      ...validFields,
      logoUrl: null,
      grievanceOfficer: null,
      ...noGst,
    });

    const second = await putCompany({ name: 'Little Sprouts', phone: '', email: '' });
    expect(second.statusCode).toBe(200);
    expect(second.json().details).toEqual({
      name: 'Little Sprouts',
      email: '',
      phone: '',
      address: '',
      pincode: '',
      logoUrl: null,
      grievanceOfficer: null,
      ...noGst,
    });
    await putCompany(validFields);
  });

  it('saves the UPI ID, with the company name as payee unless one is given; blank turns UPI off', async () => {
    const named = await putCompany({ ...validFields, upiId: ' sprouts.shop@okicici ' });
    expect(named.statusCode).toBe(200);
    expect(named.json().details).toMatchObject({
      upiId: 'sprouts.shop@okicici',
      upiPayeeName: 'Little Sprouts Pvt Ltd',
    });
    const payee = await putCompany({
      ...validFields,
      upiId: 'sprouts.shop@okicici',
      upiPayeeName: 'Little Sprouts',
    });
    expect(payee.json().details).toMatchObject({
      upiId: 'sprouts.shop@okicici',
      upiPayeeName: 'Little Sprouts',
    });
    for (const [upiId, upiPayeeName] of [
      ['sprouts', ''],
      ['sprouts@', ''],
      ['has space@okaxis', ''],
      ['sprouts@okicici', 'x'.repeat(51)],
    ] as const) {
      const res = await putCompany({ ...validFields, upiId, upiPayeeName });
      expect(res.statusCode, upiId).toBe(400);
    }
    // A payee name without a UPI ID is not kept: there is nothing to pay.
    const off = await putCompany({ ...validFields, upiId: '', upiPayeeName: 'Little Sprouts' });
    expect(off.json().details).toMatchObject({ upiId: null, upiPayeeName: null });
    expect(await getCompany()).toMatchObject({ upiId: null, upiPayeeName: null });
  });

  it('refuses bad fields with the spec messages, and changes nothing', async () => {
    const before = await getCompany();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...validFields, name: '' }, 'name', 'Company name is required.'],
      [{ ...validFields, name: '   ' }, 'name', 'Company name is required.'],
      [{ email: 'a@b.in' }, 'name', 'Company name is required.'],
      [
        { ...validFields, name: 'x'.repeat(121) },
        'name',
        'Company name must be at most 120 characters.',
      ],
      [{ ...validFields, email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
      [{ ...validFields, phone: '12345678901' }, 'phone', 'Phone must be at most 10 characters.'],
      [{ ...validFields, pincode: '5600950' }, 'pincode', 'Pincode must be at most 6 characters.'],
      [
        { ...validFields, address: 'a'.repeat(501) },
        'address',
        'Address must be at most 500 characters.',
      ],
    ];
    for (const [fields, path, message] of cases) {
      const res = await putCompany(fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(res.json().details).toContainEqual({ path, message });
    }
    expect(await getCompany()).toEqual(before);
  });

  it('saves a grievance officer given whole, answers null when all three are blank', async () => {
    const officer = {
      grievanceOfficerName: '  Kavya Menon ',
      grievanceOfficerEmail: 'grievance@littlesprouts.in',
      grievanceOfficerPhone: '+91 98450 67890',
    };
    const res = await putCompany({ ...validFields, ...officer });
    expect(res.statusCode).toBe(200);
    const expected = {
      name: 'Kavya Menon',
      email: 'grievance@littlesprouts.in',
      phone: '9845067890',
    };
    expect(res.json().details.grievanceOfficer).toEqual(expected);
    expect((await getCompany()).grievanceOfficer).toEqual(expected);

    const cleared = await putCompany({
      ...validFields,
      grievanceOfficerName: ' ',
      grievanceOfficerEmail: '',
      grievanceOfficerPhone: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await getCompany()).grievanceOfficer).toBeNull();
  });

  it('refuses a grievance officer given in part (400 naming the missing fields)', async () => {
    const before = await getCompany();
    const message = "Give the grievance officer's name, email and phone, or none of them.";
    const res = await putCompany({ ...validFields, grievanceOfficerName: 'Kavya Menon' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.json().details).toEqual([
      { path: 'grievanceOfficerEmail', message },
      { path: 'grievanceOfficerPhone', message },
    ]);
    const badPhone = await putCompany({
      ...validFields,
      grievanceOfficerName: 'Kavya Menon',
      grievanceOfficerEmail: 'not-an-email',
      grievanceOfficerPhone: '12345',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().details.map((d: { path: string }) => d.path)).toEqual([
      'grievanceOfficerEmail',
      'grievanceOfficerPhone',
    ]);
    expect(await getCompany()).toEqual(before);
  });

  it('stores an uploaded logo as WebP, serves it, and deletes the old files on replacement', async () => {
    const first = await putCompany(validFields, [
      { name: 'logo', data: await makeImage('png', 300, 120), filename: 'logo.png' },
    ]);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().details.logoUrl as string;
    expect(firstUrl).toMatch(/^\/media\/company\/[0-9a-f-]+-full\.webp$/);
    expect((await getCompany()).logoUrl).toBe(firstUrl);
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const firstKeys = [...store.files.keys()];
    expect(firstKeys).toHaveLength(2);

    // Saving without a file (or with an empty one) keeps the logo.
    const kept = await putCompany({ ...validFields, phone: '9876543210' }, [
      { name: 'logo', data: Buffer.alloc(0), filename: '' },
    ]);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().details).toMatchObject({ phone: '9876543210', logoUrl: firstUrl });

    const second = await putCompany(validFields, [
      { name: 'logo', data: await makeImage('jpeg'), filename: 'logo.jpg', type: 'image/jpeg' },
    ]);
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().details.logoUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect([...store.files.keys()].some((key) => firstKeys.includes(key))).toBe(false);
    expect(store.files.size).toBe(2);
  });

  it('refuses a fake image (text named .png) with 415 and changes nothing', async () => {
    const before = await getCompany();
    const files = store.files.size;
    const res = await putCompany({ ...validFields, name: 'Changed Name' }, [
      { name: 'logo', data: Buffer.from('this is not a picture'), filename: 'logo.png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await getCompany()).toEqual(before);
    expect(store.files.size).toBe(files);
  });

  it('refuses a logo over 5 MB with 413 and changes nothing', async () => {
    const before = await getCompany();
    const res = await putCompany({ ...validFields, name: 'Changed Name' }, [
      { name: 'logo', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), filename: 'big.png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await getCompany()).toEqual(before);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/company-details',
      headers: bearer(admin),
      payload: validFields,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('lets only admins save: 401 for visitors, 403 for customers', async () => {
    const before = await getCompany();
    const visitor = await putCompany({ name: 'Hijack' }, [], null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHENTICATED');
    const shopper = await putCompany({ name: 'Hijack' }, [], customer);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().code).toBe('FORBIDDEN');
    expect(await getCompany()).toEqual(before);
  });
});

describe("the company's GST registration", () => {
  const registered = {
    ...validFields,
    legalName: 'Little Sprouts Kidswear Private Limited',
    gstin: '29AABCL1234M1ZF',
    stateCode: '29',
  };

  it('saves the legal name, GSTIN and state code and answers them back', async () => {
    const res = await putCompany(registered);
    expect(res.statusCode).toBe(200);
    const saved = {
      legalName: 'Little Sprouts Kidswear Private Limited',
      gstin: '29AABCL1234M1ZF',
      stateCode: '29',
    };
    expect(res.json().details).toMatchObject(saved);
    expect(await getCompany()).toMatchObject(saved);
  });

  it('stores a GSTIN typed in lower case with spaces as its 15 capitals', async () => {
    const res = await putCompany({ ...registered, gstin: ' 29aabcl1234m1zf ' });
    expect(res.statusCode).toBe(200);
    expect((await getCompany()).gstin).toBe('29AABCL1234M1ZF');
  });

  it('refuses a GSTIN whose check character is wrong (400 on gstin), changing nothing', async () => {
    const before = await getCompany();
    const res = await putCompany({ ...registered, gstin: '29AABCL1234M1ZG' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: GSTIN_CHECK_MESSAGE });
    expect(res.json().details).toEqual([{ path: 'gstin', message: GSTIN_CHECK_MESSAGE }]);
    expect(await getCompany()).toEqual(before);
  });

  it("refuses a GSTIN from another state than the shop's (400 on stateCode)", async () => {
    const before = await getCompany();
    const maharashtra = '27AAPFU0939F1ZV';
    const res = await putCompany({ ...registered, gstin: maharashtra, stateCode: '29' });
    expect(res.statusCode).toBe(400);
    const message = gstinStateMessage(maharashtra);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.json().details).toEqual([{ path: 'stateCode', message }]);
    expect(await getCompany()).toEqual(before);
  });

  it('takes a blank state code from the GSTIN', async () => {
    const res = await putCompany({ ...registered, gstin: '27AAPFU0939F1ZV', stateCode: '' });
    expect(res.statusCode).toBe(200);
    expect(await getCompany()).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27' });
  });

  it('clears the registration when the GSTIN and legal name are left blank', async () => {
    await putCompany(registered);
    const res = await putCompany({ ...registered, legalName: '', gstin: '', stateCode: '29' });
    expect(res.statusCode).toBe(200);
    expect(await getCompany()).toMatchObject({ legalName: null, gstin: null, stateCode: '29' });
    await putCompany(validFields);
    expect(await getCompany()).toMatchObject(noGst);
  });

  it('saves the return instructions (trimmed), clears them when blank, refuses 1001 characters', async () => {
    const pickup = 'Our courier collects the items from your address within 3 days.';
    const saved = await putCompany({ ...validFields, returnInstructions: `  ${pickup}  ` });
    expect(saved.statusCode).toBe(200);
    expect(await getCompany()).toMatchObject({ returnInstructions: pickup });

    const tooLong = await putCompany({ ...validFields, returnInstructions: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([
      {
        path: 'returnInstructions',
        message: 'Return instructions must be at most 1000 characters.',
      },
    ]);
    expect(await getCompany()).toMatchObject({ returnInstructions: pickup });

    await putCompany(validFields);
    expect(await getCompany()).toMatchObject({ returnInstructions: null });
  });
});
