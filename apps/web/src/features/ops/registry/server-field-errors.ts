import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/**
 * Puts the server's field messages (a taken plate, an unknown area) under the fields they name.
 * True when at least one landed on a field, so the form shows no second, general alert.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false
  const onFields = error.details.filter((detail) => fields.includes(detail.path.split('.')[0]!))
  for (const detail of onFields) {
    setError(
      detail.path.split('.')[0] as Path<T>,
      { message: detail.message },
      { shouldFocus: true },
    )
  }
  return onFields.length > 0
}
