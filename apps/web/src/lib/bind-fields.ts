import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Ties a react-hook-form form to the field components (TextField, PasswordField, TextareaField):
 * each field gets its registration and its error message, so a form states only its fields:
 * `const field = bindFields(form)`, then `<TextField label="City" {...field('city')} />`.
 * Call it while rendering: reading the errors there is what re-renders the form when they change.
 */
export function bindFields<Values extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<Values>, 'register' | 'formState'>) {
  return (name: Path<Values>) => ({
    ...register(name),
    error: (get(formState.errors, name) as FieldError | undefined)?.message,
  });
}
