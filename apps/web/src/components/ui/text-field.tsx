import { useId, type ComponentProps, type ReactNode } from 'react';
import { FormField, fieldDescriptionIds } from './form-field.tsx';
import { Input } from './input.tsx';

type TextFieldProps = ComponentProps<typeof Input> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

/** A labelled text input with its hint and error; spread react-hook-form's register() into it. */
export function TextField({ label, error, hint, optional, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} optional={optional}>
      <Input
        id={inputId}
        invalid={Boolean(error)}
        aria-describedby={fieldDescriptionIds(inputId, { hint, error })}
        {...inputProps}
      />
    </FormField>
  );
}
