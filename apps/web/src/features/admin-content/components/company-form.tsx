import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_PHONE_MAX_LENGTH,
  COMPANY_PINCODE_MAX_LENGTH,
  companyFieldsSchema,
  DEFAULT_RETURN_INSTRUCTIONS,
  RETURN_INSTRUCTIONS_MAX_LENGTH,
  type CompanyDetails,
  type CompanyFields,
} from '@shop/contracts/content';
import { gstinOrBlankSchema } from '@shop/contracts/gst';
import { UPI_ID_MAX_LENGTH, UPI_PAYEE_NAME_MAX_LENGTH } from '@shop/contracts/payments';
import { indianStatesByName } from '@shop/contracts/india';
import { useQuery } from '@tanstack/react-query';
import { ImageUp, Store } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AdminQueryState } from '../../../components/ui/admin-query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldDescriptionIds } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors.ts';
import { bindFields } from '../../../lib/bind-fields.ts';
import { adminCompanyQuery, useSaveCompanyDetails } from '../api/company.ts';

type CompanyFormValues = z.input<typeof companyFieldsSchema>;

/** The form's fields as saved: a shop without a grievance officer shows the three blank. */
const formValuesOf = (details: CompanyDetails): CompanyFormValues => ({
  name: details.name,
  email: details.email,
  phone: details.phone,
  address: details.address,
  pincode: details.pincode,
  grievanceOfficerName: details.grievanceOfficer?.name ?? '',
  grievanceOfficerEmail: details.grievanceOfficer?.email ?? '',
  grievanceOfficerPhone: details.grievanceOfficer?.phone ?? '',
  legalName: details.legalName ?? '',
  gstin: details.gstin ?? '',
  stateCode: details.stateCode ?? '',
  returnInstructions: details.returnInstructions ?? '',
  upiId: details.upiId ?? '',
  upiPayeeName: details.upiPayeeName ?? '',
});

/** Company details: the brand name the shop shows, contact details, the logo and the grievance officer. */
export function CompanyDetailsEditor() {
  const details = useQuery(adminCompanyQuery);
  const { isError } = details;

  useEffect(() => {
    if (isError) toast.error('Failed to fetch company details.', { duration: adminToastDuration });
  }, [isError]);

  return (
    <AdminQueryState
      query={details}
      loading={
        <div aria-busy="true" className="mt-8 rounded-2xl bg-white p-5 shadow-soft sm:p-8">
          <span className="sr-only">Loading the company details…</span>
          <div className="flex items-center gap-5">
            <Skeleton className="size-24 rounded-2xl" />
            <Skeleton className="h-11 w-40" />
          </div>
          <div className="mt-8 grid gap-5 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-20" />
            ))}
            <Skeleton className="h-32 sm:col-span-2" />
          </div>
        </div>
      }
      errorMessage="The company details could not be loaded."
      className="mt-8 rounded-2xl bg-white shadow-soft"
    >
      {(loaded) => <CompanyForm details={loaded} />}
    </AdminQueryState>
  );
}

function CompanyForm({ details }: { details: CompanyDetails }) {
  const save = useSaveCompanyDetails();
  const logoInputId = useId();
  const [logo, setLogo] = useState<{ file: File; previewUrl: string } | null>(null);
  const form = useForm<CompanyFormValues, unknown, CompanyFields>({
    resolver: zodResolver(companyFieldsSchema),
    defaultValues: formValuesOf(details),
  });
  const {
    handleSubmit,
    formState: { isDirty },
    reset,
  } = form;
  const field = bindFields(form);

  // The preview is an object URL: free it when it is replaced or the form goes away.
  useEffect(() => {
    if (!logo) return;
    return () => URL.revokeObjectURL(logo.previewUrl);
  }, [logo]);

  const onSubmit = handleSubmit((values) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (logo) body.append('logo', logo.file, logo.file.name);
    save.mutate(body, {
      onSuccess: ({ details: saved }) => {
        toast.success('Company details updated successfully!', { duration: adminToastDuration });
        reset(formValuesOf(saved));
        setLogo(null);
      },
      onError: (error) => {
        const fields = Object.keys(values) as Path<CompanyFormValues>[];
        applyServerFieldErrors(error, form.setError, fields);
        toast.error('Update failed!', { duration: adminToastDuration });
      },
    });
  });

  const previewUrl = logo?.previewUrl ?? details.logoUrl;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-8 flex flex-col gap-8 rounded-2xl bg-white p-5 shadow-soft sm:p-8"
    >
      <div className="flex items-center gap-4 sm:gap-5">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border-2 border-ink-900/10 bg-cream-100">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={logo ? 'Preview of the new logo' : 'Current logo'}
              width={96}
              height={96}
              className="size-full object-contain"
            />
          ) : (
            <>
              <Store aria-hidden="true" className="size-10 text-ink-300" />
              <span className="sr-only">No logo yet</span>
            </>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <p className="font-bold text-ink-900">Logo</p>
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor={logoInputId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border-2 border-ink-900/15 bg-white px-4 text-sm font-bold transition-colors hover:border-coral-400 hover:text-coral-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {previewUrl ? 'Change logo' : 'Upload logo'}
              <input
                id={logoInputId}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                aria-describedby={`${logoInputId}-hint`}
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) setLogo({ file, previewUrl: URL.createObjectURL(file) });
                }}
              />
            </label>
            {logo && (
              <Button variant="ghost" size="sm" onClick={() => setLogo(null)}>
                Keep the current logo
              </Button>
            )}
          </div>
          <p id={`${logoInputId}-hint`} className="text-sm text-ink-500">
            PNG, JPG, GIF up to 2MB
          </p>
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Company name"
            autoComplete="organization"
            hint="Shown as the brand name in the shop's header and footer."
            {...field('name')}
          />
        </div>
        <TextField label="Email" type="email" autoComplete="email" optional {...field('email')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={COMPANY_PHONE_MAX_LENGTH}
          optional
          {...field('phone')}
        />
        <div className="sm:col-span-2">
          <TextareaField
            label="Address"
            optional
            rows={3}
            autoComplete="street-address"
            {...field('address')}
          />
        </div>
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={COMPANY_PINCODE_MAX_LENGTH}
          optional
          {...field('pincode')}
        />
      </div>

      {/* India's Consumer Protection (E-Commerce) Rules, 2020 ask every online shop to name one. */}
      <fieldset className="flex flex-col gap-4 border-t border-ink-900/10 pt-6">
        <legend className="float-left mb-1 font-bold text-ink-900">Grievance officer</legend>
        <p className="text-sm text-ink-500">
          The person customers may complain to, shown on the contact page and in the footer. Give
          the name, email and mobile, or leave all three empty.
        </p>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label="Name" autoComplete="off" optional {...field('grievanceOfficerName')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            optional
            {...field('grievanceOfficerEmail')}
          />
          {/* "Mobile", not "Phone": the number must be a mobile, and the label stays distinct
              from the company's own Phone field. */}
          <TextField
            label="Mobile"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint="An Indian mobile number."
            optional
            {...field('grievanceOfficerPhone')}
          />
        </div>
      </fieldset>

      <GstRegistrationFields form={form} />

      <fieldset className="flex flex-col gap-4 border-t border-ink-900/10 pt-6">
        <legend className="float-left mb-1 font-bold text-ink-900">Returns</legend>
        <TextareaField
          label="Return instructions"
          optional
          rows={4}
          maxLength={RETURN_INSTRUCTIONS_MAX_LENGTH}
          placeholder={DEFAULT_RETURN_INSTRUCTIONS}
          hint="How the items of an approved return or exchange reach you: a pickup, or the address to send them to. Sent in the approval mail and shown in the customer's Returns tab. Empty: the text shown here in grey."
          {...field('returnInstructions')}
        />
      </fieldset>

      {/* Money straight to the shop's own UPI ID: no gateway, no fees. */}
      <fieldset className="flex flex-col gap-4 border-t border-ink-900/10 pt-6">
        <legend className="float-left mb-1 font-bold text-ink-900">UPI payments</legend>
        <p className="text-sm text-ink-500">
          With a UPI ID, checkout offers "Pay now by UPI" beside cash on delivery, and takes orders
          where cash on delivery is not offered.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="UPI ID"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            placeholder="name@bank"
            maxLength={UPI_ID_MAX_LENGTH}
            hint="The shop's own, like littlesprouts@okaxis. Empty: cash on delivery only."
            optional
            {...field('upiId')}
          />
          <TextField
            label="Payee name"
            autoComplete="off"
            maxLength={UPI_PAYEE_NAME_MAX_LENGTH}
            hint="The name UPI apps show when paying. Empty: the company name."
            optional
            {...field('upiPayeeName')}
          />
        </div>
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-ink-900/10 pt-6 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={(!isDirty && !logo) || save.isPending}
          onClick={() => {
            reset();
            setLogo(null);
          }}
        >
          Discard changes
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save details
        </Button>
      </div>
    </form>
  );
}

type CompanyForm = UseFormReturn<CompanyFormValues, unknown, CompanyFields>;

/** Upper-cases what is typed, keeping the caret where it was. */
function upperCaseInPlace(input: HTMLInputElement): void {
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** The seller on a tax invoice: the registered name, the GSTIN and the state it is in. */
function GstRegistrationFields({ form }: { form: CompanyForm }) {
  const field = bindFields(form);
  const gstin = field('gstin');
  const stateId = useId();
  const stateError = form.formState.errors.stateCode?.message;
  const stateHint = 'Buyers in this state pay CGST + SGST, others IGST.';

  // Checked as soon as it is left, so a wrong check character shows before saving.
  const checkGstin = async () => {
    if (!(await form.trigger('gstin'))) return;
    const checked = gstinOrBlankSchema.safeParse(form.getValues('gstin') ?? '');
    if (checked.success && checked.data !== '' && !form.getValues('stateCode')) {
      form.setValue('stateCode', checked.data.slice(0, 2), { shouldDirty: true });
    }
  };

  return (
    <fieldset className="flex flex-col gap-4 border-t border-ink-900/10 pt-6">
      <legend className="float-left mb-1 font-bold text-ink-900">GST registration</legend>
      <p className="text-sm text-ink-500">
        Printed as the seller on tax invoices. Leave GSTIN blank if the shop is not registered for
        GST.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Legal name (as registered)"
            autoComplete="off"
            optional
            {...field('legalName')}
          />
        </div>
        <TextField
          label="GSTIN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          hint="15 characters, like 29ABCDE1234F1ZW."
          optional
          {...gstin}
          onChange={(event) => {
            upperCaseInPlace(event.target);
            return gstin.onChange(event);
          }}
          onBlur={async (event) => {
            await gstin.onBlur(event);
            await checkGstin();
          }}
        />
        <FormField id={stateId} label="State of registration" error={stateError} hint={stateHint}>
          <NativeSelect
            id={stateId}
            invalid={Boolean(stateError)}
            aria-describedby={fieldDescriptionIds(stateId, { hint: stateHint, error: stateError })}
            {...form.register('stateCode')}
          >
            <option value="">Not registered / choose</option>
            {indianStatesByName.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </fieldset>
  );
}
