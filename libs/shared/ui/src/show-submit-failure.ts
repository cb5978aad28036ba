import type { UseFormReturnType } from '@mantine/form';
import { ApiError, errorMessage } from '@bagel/api-client';

/**
 * Puts a failed call's message beside the field it names when that field is on the form (a 400 or 409 with
 * `field`), and returns null; otherwise returns the text for the form's alert.
 */
export function showSubmitFailure<Values extends object>(
  form: Pick<UseFormReturnType<Values>, 'getValues' | 'setFieldError'>,
  error: unknown,
  message: (error: unknown) => string = errorMessage,
): string | null {
  if (error instanceof ApiError && error.field !== undefined && error.field in form.getValues()) {
    form.setFieldError(error.field as Parameters<typeof form.setFieldError>[0], error.detail);
    return null;
  }
  return message(error);
}
