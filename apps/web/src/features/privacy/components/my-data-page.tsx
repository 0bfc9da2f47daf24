import { zodResolver } from '@hookform/resolvers/zod'
import {
  DATA_ACCESS_MINUTES,
  DATA_CODE_MINUTES,
  dataAccessRequestSchema,
  dataCodeRequestSchema,
  dataRightsMessages,
  formatBookingStatus,
  RECORD_RETENTION_YEARS,
  type DataAccess,
  type DataAccessRequestInput,
  type DataErasure,
} from '@ridelane/domain'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { PageIntro } from '@/components/ui/page-intro'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useMetaDescription } from '@/hooks/use-meta-description'
import { useNoIndex } from '@/hooks/use-no-index'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import {
  useAskDataCode,
  useDownloadData,
  useEraseData,
  useOpenDataAccess,
  type DataFile,
} from '../api/data-rights'
import { forgetDataAccess, keptDataAccess, keepDataAccess } from '../data-access-store'

/** What the ride page hands over after it asked for a code: where it went. */
export type MyDataState = { email?: string; sentTo?: string }

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; sentTo: string; message?: string }
  | { name: 'access'; access: DataAccess }
  | { name: 'erased'; erasure: DataErasure }

function firstStep(state: MyDataState | null): Step {
  const kept = keptDataAccess()
  if (kept) return { name: 'access', access: kept }
  if (state?.email) return { name: 'code', email: state.email, sentTo: state.sentTo ?? state.email }
  return { name: 'email' }
}

/** A step's heading takes the focus when the step changes, so a screen reader hears it first. */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="font-display text-xl font-semibold text-ink-900 outline-none"
    >
      {children}
    </h2>
  )
}

function EmailStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const ask = useAskDataCode()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(dataCodeRequestSchema), defaultValues: { email: '' } })
  const submit = handleSubmit(({ email }) =>
    ask.mutate(email, { onSuccess: (sent) => onSent(email, sent.message) }),
  )
  return (
    <form onSubmit={submit} noValidate aria-label="Ask for a code" className="space-y-5">
      <StepHeading>Which email did you book with?</StepHeading>
      <p className="text-sm text-ink-700">
        We send a 6-digit code to it. The code shows you, and only you, what we hold under that
        address.
      </p>
      {ask.isError && (
        <Alert tone="danger">{apiErrorMessage(ask.error, 'We could not send a code.')}</Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" loading={ask.isPending}>
        Email me a code
      </Button>
    </form>
  )
}

function CodeStep({
  email,
  sentTo,
  message,
  onOpened,
  onRestart,
}: {
  email: string
  sentTo: string
  message?: string
  onOpened: (access: DataAccess) => void
  onRestart: () => void
}) {
  const open = useOpenDataAccess()
  const ask = useAskDataCode()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DataAccessRequestInput, unknown, { email: string; code: string }>({
    resolver: zodResolver(dataAccessRequestSchema),
    defaultValues: { email, code: '' },
  })
  const submit = handleSubmit((values) => open.mutate(values, { onSuccess: onOpened }))
  return (
    <form onSubmit={submit} noValidate aria-label="Enter the code" className="space-y-5">
      <StepHeading>Enter the code from your email</StepHeading>
      <p className="text-sm text-ink-700" role="status">
        {message ?? `We sent a 6-digit code to ${sentTo}.`} It works for {DATA_CODE_MINUTES}{' '}
        minutes. Check your spam folder if it has not arrived in a minute.
      </p>
      {open.isError && (
        <Alert tone="danger">{apiErrorMessage(open.error, 'We could not check the code.')}</Alert>
      )}
      {ask.isSuccess && <Alert tone="success">A new code is on its way.</Alert>}
      <input type="hidden" {...register('email')} />
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" size="lg" className="w-full" loading={open.isPending}>
        Show my data
      </Button>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() => ask.mutate(email)}
          disabled={ask.isPending}
        >
          Send a new code
        </button>
        <button type="button" className="font-medium text-brand-700 underline" onClick={onRestart}>
          Use another email
        </button>
      </div>
    </form>
  )
}

const pickupDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  )

/** The access ran out (or was used by an erasure in another tab): a new code is needed. */
const accessEnded = (error: unknown) => error instanceof ApiError && error.status === 401

function AccessStep({
  access,
  onErased,
  onEnded,
}: {
  access: DataAccess
  onErased: (erasure: DataErasure) => void
  onEnded: () => void
}) {
  const download = useDownloadData(access)
  const erase = useEraseData(access)
  const [confirming, setConfirming] = useState(false)
  const ended = accessEnded(download.error) || accessEnded(erase.error)
  if (ended) {
    return (
      <div className="space-y-4">
        <StepHeading>Your access has ended</StepHeading>
        <Alert tone="warning">{dataRightsMessages.accessExpired}</Alert>
        <Button onClick={onEnded}>Ask for a new code</Button>
      </div>
    )
  }
  const waiting = access.bookings.filter((booking) => !booking.erasable_now)
  const close = () => {
    setConfirming(false)
    erase.reset()
  }
  const save = (kind: DataFile) => download.mutate(kind)
  return (
    <div className="space-y-6">
      <StepHeading>What we hold about you</StepHeading>
      <p className="text-sm text-ink-700">
        Under <strong className="break-all">{access.email}</strong> we hold{' '}
        {access.bookings.length === 1 ? 'one booking' : `${access.bookings.length} bookings`}. This
        page stays open for {DATA_ACCESS_MINUTES} minutes.
      </p>
      {access.bookings.length > 0 && (
        <ul className="divide-y divide-ink-100 rounded-card border border-ink-100 text-sm">
          {access.bookings.map((booking) => (
            <li key={booking.booking_code} className="flex flex-wrap justify-between gap-2 p-3">
              <span className="font-mono font-semibold">{booking.booking_code}</span>
              <span className="text-ink-700">
                {pickupDay(booking.pickup_time)} · {formatBookingStatus(booking.status as never)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="copy-heading" className="space-y-3">
        <h3 id="copy-heading" className="font-semibold text-ink-900">
          Get a copy
        </h3>
        <p className="text-sm text-ink-700">
          Every booking with its payments (without card details), the mails and texts we sent, your
          ratings and the driver’s positions we still keep. The JSON file is complete and can be
          read by another service; the PDF is for reading.
        </p>
        {download.isError && (
          <Alert tone="danger">
            {apiErrorMessage(download.error, 'We could not make the copy of your data.')}
          </Alert>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            variant="outline"
            onClick={() => save('pdf')}
            loading={download.isPending && download.variables === 'pdf'}
          >
            Download PDF
          </Button>
          <Button
            variant="outline"
            onClick={() => save('json')}
            loading={download.isPending && download.variables === 'json'}
          >
            Download JSON
          </Button>
        </div>
      </section>
      <section aria-labelledby="erase-heading" className="space-y-3">
        <h3 id="erase-heading" className="font-semibold text-ink-900">
          Erase my data
        </h3>
        <p className="text-sm text-ink-700">
          We remove your name, contact details, places, notes, messages and ratings from every
          finished booking at once. The law asks us to keep each booking’s code, dates, amounts and
          invoice number for {RECORD_RETENTION_YEARS} years, with nothing that names you.
          {waiting.length > 0 &&
            ` ${waiting.length === 1 ? 'One ride is' : `${waiting.length} rides are`} still to come: we keep what the driver needs until it is over, then erase it too.`}
        </p>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Erase my data
        </Button>
      </section>
      <Dialog open={confirming} onClose={close} title="Erase your data?" busy={erase.isPending}>
        <p className="text-sm text-ink-800">
          This cannot be undone. You will no longer be able to open these bookings, download their
          receipts or ask us about them by name.
        </p>
        {erase.isError && (
          <Alert tone="danger">
            {apiErrorMessage(erase.error, 'We could not erase your data.')}
          </Alert>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={close} disabled={erase.isPending}>
            Keep my data
          </Button>
          <Button
            loading={erase.isPending}
            onClick={() =>
              erase.mutate(undefined, {
                onSuccess: (erasure) => {
                  setConfirming(false)
                  onErased(erasure)
                },
              })
            }
          >
            Yes, erase it
          </Button>
        </div>
      </Dialog>
    </div>
  )
}

function ErasedStep({ erasure }: { erasure: DataErasure }) {
  return (
    <div className="space-y-4" role="status">
      <StepHeading>Your data is erased</StepHeading>
      {erasure.erased.length > 0 && (
        <p className="text-sm text-ink-700">
          Erased now: {erasure.erased.map((booking) => booking.booking_code).join(', ')}.
        </p>
      )}
      {erasure.waiting.length > 0 && (
        <p className="text-sm text-ink-700">
          Erased once the ride is over:{' '}
          {erasure.waiting.map((booking) => booking.booking_code).join(', ')}. We will email you
          when it is done.
        </p>
      )}
      <p className="text-sm text-ink-700">We sent a confirmation to your email.</p>
      <Link to={paths.home} className="font-medium text-brand-700 underline">
        Back to the home page
      </Link>
    </div>
  )
}

/** /my-data: a traveller sees, downloads or erases what we hold about their email. */
export function MyDataPage() {
  useDocumentTitle('Your Data')
  useMetaDescription(
    'See, download or erase the data Ridelane holds about you: a code sent to the email you booked with opens it.',
  )
  useNoIndex()
  const location = useLocation()
  const [step, setStep] = useState<Step>(() => firstStep(location.state as MyDataState | null))

  const restart = () => {
    forgetDataAccess()
    setStep({ name: 'email' })
  }

  return (
    <>
      <PageIntro eyebrow="Privacy" title="Your Data">
        <p>
          Get a copy of everything we hold about you, or have it erased. You need the email you
          booked with.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-md px-gutter py-10">
        <div className="space-y-5 rounded-card bg-white p-6 shadow-card">
          {step.name === 'email' && (
            <EmailStep
              onSent={(email, message) => setStep({ name: 'code', email, sentTo: email, message })}
            />
          )}
          {step.name === 'code' && (
            <CodeStep
              email={step.email}
              sentTo={step.sentTo}
              message={step.message}
              onRestart={restart}
              onOpened={(access) => {
                keepDataAccess(access)
                setStep({ name: 'access', access })
              }}
            />
          )}
          {step.name === 'access' && (
            <AccessStep
              access={step.access}
              onEnded={restart}
              onErased={(erasure) => {
                forgetDataAccess()
                setStep({ name: 'erased', erasure })
              }}
            />
          )}
          {step.name === 'erased' && <ErasedStep erasure={step.erasure} />}
        </div>
        <p className="mt-6 text-sm text-ink-600">
          How long we keep what, and why: our{' '}
          <Link to={paths.privacy} className="underline">
            privacy policy
          </Link>
          .
        </p>
      </div>
    </>
  )
}
