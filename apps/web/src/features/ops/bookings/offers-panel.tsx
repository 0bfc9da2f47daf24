import {
  OFFER_EXPIRY_MINUTES,
  rideOfferMessages,
  type OpsRideOffer,
  type RideOfferStatus,
} from '@ridelane/domain'
import { useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format-date-time'
import {
  useBookingOffersQuery,
  useOfferRideMutation,
  useWithdrawOffersMutation,
} from '../api/ops-offers'
import { useProvidersQuery } from '../api/providers-query'

const statusLabels: Record<RideOfferStatus, string> = {
  open: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
}

type Errors = Partial<Record<'provider_id' | 'expires_in_minutes', string>>

/**
 * "Offer to providers" on the booking page: send the ride to one provider or to every provider
 * of its area, see each offer's answer and expiry, and withdraw the open ones.
 */
export function OffersPanel({ bookingId }: { bookingId: string }) {
  const offers = useBookingOffersQuery(bookingId)
  const withdraw = useWithdrawOffersMutation(bookingId)
  const list = offers.data?.offers ?? []
  const anyOpen = list.some((offer) => offer.status === 'open')

  return (
    <section
      aria-labelledby="offers-heading"
      className="rounded-card border border-ink-100 bg-white p-4"
    >
      <h3 id="offers-heading" className="font-bold text-ink-900">
        Offer to providers
      </h3>
      {offers.isPending && <p role="status">Loading the offers...</p>}
      {offers.isError && (
        <Alert tone="danger" className="mt-2">
          {apiErrorMessage(offers.error, 'Failed to load the offers')}
        </Alert>
      )}
      {offers.data?.can_offer && <OfferForm bookingId={bookingId} />}
      {offers.data && !offers.data.can_offer && (
        <p className="mt-2 text-ink-700">{rideOfferMessages.notOfferable}</p>
      )}
      {list.length > 0 && (
        <ul className="mt-4 grid gap-2" aria-label="Offers">
          {list.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              onWithdraw={() => withdraw.mutate({ offer_id: offer.id })}
              busy={withdraw.isPending}
            />
          ))}
        </ul>
      )}
      {anyOpen && (
        <Button
          variant="outline"
          className="mt-3"
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate({})}
        >
          Withdraw all open offers
        </Button>
      )}
      {withdraw.isError && (
        <Alert tone="danger" className="mt-2">
          {apiErrorMessage(withdraw.error, 'Failed to withdraw the offer')}
        </Alert>
      )}
    </section>
  )
}

function OfferRow(props: { offer: OpsRideOffer; onWithdraw: () => void; busy: boolean }) {
  const { offer } = props
  const when =
    offer.status === 'open'
      ? `expires ${formatDateTime(offer.expires_at)}`
      : offer.answered_at
        ? formatDateTime(offer.answered_at)
        : `expired ${formatDateTime(offer.expires_at)}`
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-l-2 border-ink-200 pl-3">
      <p>
        <span className="font-semibold text-ink-900">{offer.provider.name}</span>
        <span className="text-ink-700">
          {' '}
          — {statusLabels[offer.status]}, {when}
        </span>
      </p>
      {offer.status === 'open' && (
        <Button variant="ghost" disabled={props.busy} onClick={props.onWithdraw}>
          Withdraw offer to {offer.provider.name}
        </Button>
      )}
    </li>
  )
}

function OfferForm({ bookingId }: { bookingId: string }) {
  const send = useOfferRideMutation(bookingId)
  const providers = useProvidersQuery()
  const [to, setTo] = useState<'provider' | 'area'>('provider')
  const [providerId, setProviderId] = useState('')
  const [minutes, setMinutes] = useState(String(OFFER_EXPIRY_MINUTES.default))
  const [errors, setErrors] = useState<Errors>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const expires = Number(minutes)
    const found: Errors = {}
    if (to === 'provider' && !providerId) found.provider_id = rideOfferMessages.providerRequired
    const { min, max } = OFFER_EXPIRY_MINUTES
    if (!Number.isInteger(expires) || expires < min || expires > max) {
      found.expires_in_minutes = rideOfferMessages.expiryInvalid
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    send.mutate(
      {
        to,
        ...(to === 'provider' ? { provider_id: providerId } : {}),
        expires_in_minutes: expires,
      },
      {
        onSuccess: () => setProviderId(''),
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])))
          }
        },
      },
    )
  }
  const fieldErrorShown = Object.keys(errors).length > 0

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-4 md:grid-cols-3">
      <fieldset className="md:col-span-3">
        <legend className="text-sm font-semibold text-ink-800">Offer to</legend>
        <label className="mt-2 flex items-center gap-2">
          <input
            type="radio"
            name="offer-to"
            checked={to === 'provider'}
            onChange={() => setTo('provider')}
          />
          One provider
        </label>
        <label className="mt-1 flex items-center gap-2">
          <input
            type="radio"
            name="offer-to"
            checked={to === 'area'}
            onChange={() => setTo('area')}
          />
          Every active provider of the ride’s area (the first to accept gets it)
        </label>
      </fieldset>
      {to === 'provider' && (
        <Field label="Provider" error={errors.provider_id}>
          {(control) => (
            <Select
              {...control}
              invalid={Boolean(errors.provider_id)}
              value={providerId}
              onChange={(event) => setProviderId(event.target.value)}
            >
              <option value="">{providers.isPending ? 'Loading...' : 'Choose a provider'}</option>
              {providers.data?.providers
                .filter((p) => p.active)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
            </Select>
          )}
        </Field>
      )}
      <TextField
        label="Minutes to answer"
        type="number"
        inputMode="numeric"
        min={OFFER_EXPIRY_MINUTES.min}
        max={OFFER_EXPIRY_MINUTES.max}
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        error={errors.expires_in_minutes}
      />
      {send.isError && !fieldErrorShown && (
        <Alert tone="danger" className="md:col-span-3">
          {apiErrorMessage(send.error, 'Failed to offer the ride')}
        </Alert>
      )}
      {send.isSuccess && (
        <Alert tone="success" className="md:col-span-3">
          Offered to {send.data.offers.filter((o) => o.status === 'open').length} provider(s).
        </Alert>
      )}
      <div className="md:col-span-3">
        <Button type="submit" loading={send.isPending}>
          Send the offer
        </Button>
      </div>
    </form>
  )
}
