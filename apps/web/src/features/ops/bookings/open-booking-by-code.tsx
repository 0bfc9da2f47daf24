import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { opsPaths } from '@/config/paths'
import { apiErrorMessage } from '@/lib/api-client'
import { findBookingByCode } from '../api/ops-booking'

/** A small box that opens a booking by the code the traveller quotes. */
export function OpenBookingByCode() {
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) {
      setError('Enter a booking code.')
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      const found = await findBookingByCode(code)
      await navigate(opsPaths.bookingDetail(found.id))
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to find the booking'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        label="Open booking by code"
        className="min-w-48 flex-1"
        value={code}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" className="mt-7" loading={busy}>
        Open
      </Button>
    </form>
  )
}
