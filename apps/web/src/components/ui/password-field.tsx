import { useId, type ComponentProps, type ReactNode } from 'react';
import { FormField, fieldDescriptionIds } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';

type PasswordFieldProps = ComponentProps<typeof PasswordInput> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Ids of other texts about this password, read after its hint and error. */
  describedBy?: readonly string[];
};

/** A labelled password input with show/hide, hint and error. */
export function PasswordField({
  label,
  error,
  hint,
  describedBy,
  id,
  ...inputProps
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint}>
      <PasswordInput
        id={inputId}
        invalid={Boolean(error)}
        aria-describedby={fieldDescriptionIds(inputId, { hint, error }, describedBy)}
        {...inputProps}
      />
    </FormField>
  );
}
