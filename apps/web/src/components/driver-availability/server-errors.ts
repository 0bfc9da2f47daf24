import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/**
 * Puts the server's field messages under the fields they are about, as the registry's forms do,
 * but down to a row of the week (`shifts.2.starts`). `fieldFor` names the form's field for a
 * detail's path, or undefined when the form has none. True when at least one landed, so the form
 * shows no second, general alert.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  fieldFor: (path: string) => Path<T> | undefined,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false
  let placed = false
  for (const detail of error.details) {
    const field = fieldFor(detail.path)
    if (!field) continue
    setError(field, { message: detail.message }, { shouldFocus: !placed })
    placed = true
  }
  return placed
}
