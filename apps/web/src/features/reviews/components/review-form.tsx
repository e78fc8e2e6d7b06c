import { zodResolver } from '@hookform/resolvers/zod';
import {
  createReviewBodySchema,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  type CreateReviewBody,
  type CreateReviewInput,
} from '@shop/contracts/reviews';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateReview } from '../api/reviews.ts';
import { StarPicker } from './star-picker.tsx';

/** What a refused review means to the customer (the server's own message otherwise). */
function refusalMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 403) {
    return 'Only customers who have received this product can review it.';
  }
  if (error instanceof ApiError && error.status === 409) {
    return 'You have already reviewed this product.';
  }
  return 'Your review could not be sent. Please try again.';
}

type ReviewFormProps = {
  productId: string;
  customer: string;
  onSubmitted: () => void;
};

/** "Write a review": stars (required), a title and the text (both optional). */
export function ReviewForm({ productId, customer, onSubmitted }: ReviewFormProps) {
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
        Write a review
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
            error={fieldState.error?.message}
            errorId={ratingErrorId}
          />
        )}
      />
      <TextField
        label="Title"
        optional
        maxLength={REVIEW_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label="Review"
        optional
        rows={4}
        maxLength={REVIEW_BODY_MAX}
        hint="What did you like? How is the fit, the fabric, the wash?"
        error={errors.body?.message}
        {...register('body')}
      />
      {create.error && (
        <p role="alert" className="text-sm font-semibold text-danger-600">
          {refusalMessage(create.error)}
        </p>
      )}
      <Button type="submit" busy={create.isPending} busyLabel="Submitting…" className="self-start">
        Submit review
      </Button>
    </form>
  );
}
