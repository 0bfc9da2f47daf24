import type { OpsBookingNote } from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { controlClasses } from '@/components/ui/field'
import { apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import { cn } from '@/lib/cn'
import { useAddNoteMutation } from '../api/ops-booking'

/** Internal notes: for operators only, never shown to the traveller. */
export function NotesSection({ bookingId, notes }: { bookingId: string; notes: OpsBookingNote[] }) {
  const add = useAddNoteMutation(bookingId)
  const [body, setBody] = useState('')
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) {
      setError('Write the note.')
      return
    }
    setError(undefined)
    add.mutate({ body }, { onSuccess: () => setBody('') })
  }

  return (
    <section aria-labelledby="notes-heading" className="rounded-card bg-white p-6 shadow-card">
      <h2 id="notes-heading" className="text-lg font-bold text-ink-900">
        Internal notes
      </h2>
      <p className="text-sm text-ink-600">Only operators see these; the traveller never does.</p>
      {notes.length === 0 ? (
        <p className="mt-3 text-ink-700">No notes yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-control bg-ink-50 p-3">
              <p className="whitespace-pre-line text-ink-900">{note.body}</p>
              <p className="mt-1 text-xs text-ink-600">
                {note.author.email}, {formatDateTime(note.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
        <Field label="Add a note" error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              className={cn(controlClasses(Boolean(error)), 'h-auto py-2')}
            />
          )}
        </Field>
        {add.isError && (
          <Alert tone="danger">{apiErrorMessage(add.error, 'Failed to add the note')}</Alert>
        )}
        <div>
          <Button type="submit" variant="outline" loading={add.isPending}>
            Add note
          </Button>
        </div>
      </form>
    </section>
  )
}
