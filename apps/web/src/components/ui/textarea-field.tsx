import { useId, type ComponentProps, type ReactNode } from 'react';
import { FormField, fieldDescriptionIds } from './form-field.tsx';
import { Textarea } from './textarea.tsx';

type TextareaFieldProps = ComponentProps<typeof Textarea> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

/** A labelled multi-line text box with its hint and error, as TextField is for one line. */
export function TextareaField({
  label,
  error,
  hint,
  optional,
  id,
  ...textareaProps
}: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <FormField id={textareaId} label={label} error={error} hint={hint} optional={optional}>
      <Textarea
        id={textareaId}
        invalid={Boolean(error)}
        aria-describedby={fieldDescriptionIds(textareaId, { hint, error })}
        {...textareaProps}
      />
    </FormField>
  );
}
