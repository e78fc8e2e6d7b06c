import { zodResolver } from '@hookform/resolvers/zod';
import {
  createReviewBodySchema,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  type CreateReviewBody,
  type CreateReviewInput,
} from '@shop/contracts/reviews';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { contractMessage } from '../../../lib/contract-message.ts';
import { useCreateReview } from '../api/reviews.ts';
import { StarPicker } from './star-picker.tsx';

/** What a refused review means to the customer (the server's own message otherwise). */
function refusalMessage(i18n: I18n, error: Error): string {
  if (error instanceof ApiError && error.status === 403) {
    return i18n._(msg`Only customers who have received this product can review it.`);
  }
  if (error instanceof ApiError && error.status === 409) {
    return i18n._(msg`You have already reviewed this product.`);
  }
  return i18n._(msg`Your review could not be sent. Please try again.`);
}

type ReviewFormProps = {
  productId: string;
  customer: string;
  onSubmitted: () => void;
};

/** "Write a review": stars (required), a title and the text (both optional). */
export function ReviewForm({ productId, customer, onSubmitted }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const ratingErrorId = useId();
  const create = useCreateReview(productId, customer);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateReviewInput, unknown, CreateReviewBody>({
    resolver: zodResolver(createReviewBodySchema),
    defaultValues: { title: '', body: '' },
  });

  const submit = handleSubmit((body) => create.mutate(body, { onSuccess: onSubmitted }));

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      <h3 id={headingId} className="text-xl font-semibold text-ink-900">
        <Trans>Write a review</Trans>
      </h3>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarPicker
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message && contractMessage(i18n, fieldState.error.message)}
            errorId={ratingErrorId}
          />
        )}
      />
      <TextField
        label={t`Title`}
        optional
        maxLength={REVIEW_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={t`Review`}
        optional
        rows={4}
        maxLength={REVIEW_BODY_MAX}
        hint={t`What did you like? How is the fit, the fabric, the wash?`}
        error={errors.body?.message}
        {...register('body')}
      />
      {create.error && (
        <p role="alert" className="text-sm font-semibold text-danger-600">
          {refusalMessage(i18n, create.error)}
        </p>
      )}
      <Button
        type="submit"
        busy={create.isPending}
        busyLabel={t`Submitting…`}
        className="self-start"
      >
        <Trans>Submit review</Trans>
      </Button>
    </form>
  );
}
