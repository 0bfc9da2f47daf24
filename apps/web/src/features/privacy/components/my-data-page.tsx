import { zodResolver } from '@hookform/resolvers/zod'
import { t } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
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
import { useEffect, useRef, useState, type ReactNode } from 'react'
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
import { domainText } from '@/i18n/catalogues'
import { pageLocale } from '@/i18n/format'
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
function StepHeading({ children }: { children: ReactNode }) {
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
    <form onSubmit={submit} noValidate aria-label={t`Ask for a code`} className="space-y-5">
      <StepHeading>
        <Trans>Which email did you book with?</Trans>
      </StepHeading>
      <p className="text-sm text-ink-700">
        <Trans>
          We send a 6-digit code to it. The code shows you, and only you, what we hold under that
          address.
        </Trans>
      </p>
      {ask.isError && (
        <Alert tone="danger">{apiErrorMessage(ask.error, t`We could not send a code.`)}</Alert>
      )}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={domainText(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" loading={ask.isPending}>
        <Trans>Email me a code</Trans>
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
  const minutes = DATA_CODE_MINUTES
  return (
    <form onSubmit={submit} noValidate aria-label={t`Enter the code`} className="space-y-5">
      <StepHeading>
        <Trans>Enter the code from your email</Trans>
      </StepHeading>
      <p className="text-sm text-ink-700" role="status">
        {domainText(message) ?? t`We sent a 6-digit code to ${sentTo}.`}{' '}
        <Trans>
          It works for <Plural value={minutes} one="# minute" other="# minutes" />. Check your spam
          folder if it has not arrived in a minute.
        </Trans>
      </p>
      {open.isError && (
        <Alert tone="danger">{apiErrorMessage(open.error, t`We could not check the code.`)}</Alert>
      )}
      {ask.isSuccess && (
        <Alert tone="success">
          <Trans>A new code is on its way.</Trans>
        </Alert>
      )}
      <input type="hidden" {...register('email')} />
      <TextField
        label={t`Code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        error={domainText(errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" size="lg" className="w-full" loading={open.isPending}>
        <Trans>Show my data</Trans>
      </Button>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() => ask.mutate(email)}
          disabled={ask.isPending}
        >
          <Trans>Send a new code</Trans>
        </button>
        <button type="button" className="font-medium text-brand-700 underline" onClick={onRestart}>
          <Trans>Use another email</Trans>
        </button>
      </div>
    </form>
  )
}

const pickupDay = (iso: string) =>
  new Intl.DateTimeFormat(pageLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(
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
        <StepHeading>
          <Trans>Your access has ended</Trans>
        </StepHeading>
        <Alert tone="warning">{domainText(dataRightsMessages.accessExpired)}</Alert>
        <Button onClick={onEnded}>
          <Trans>Ask for a new code</Trans>
        </Button>
      </div>
    )
  }
  const waiting = access.bookings.filter((booking) => !booking.erasable_now)
  const close = () => {
    setConfirming(false)
    erase.reset()
  }
  const save = (kind: DataFile) => download.mutate(kind)
  const email = access.email
  const held = access.bookings.length
  const minutes = DATA_ACCESS_MINUTES
  const years = RECORD_RETENTION_YEARS
  return (
    <div className="space-y-6">
      <StepHeading>
        <Trans>What we hold about you</Trans>
      </StepHeading>
      <p className="text-sm text-ink-700">
        <Trans>
          Under <strong className="break-all">{email}</strong> we hold{' '}
          <Plural value={held} one="one booking" other="# bookings" />. This page stays open for{' '}
          <Plural value={minutes} one="# minute" other="# minutes" />.
        </Trans>
      </p>
      {access.bookings.length > 0 && (
        <ul className="divide-y divide-ink-100 rounded-card border border-ink-100 text-sm">
          {access.bookings.map((booking) => (
            <li key={booking.booking_code} className="flex flex-wrap justify-between gap-2 p-3">
              <span className="font-mono font-semibold">{booking.booking_code}</span>
              <span className="text-ink-700">
                {pickupDay(booking.pickup_time)} · {domainText(formatBookingStatus(booking.status))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="copy-heading" className="space-y-3">
        <h3 id="copy-heading" className="font-semibold text-ink-900">
          <Trans>Get a copy</Trans>
        </h3>
        <p className="text-sm text-ink-700">
          <Trans>
            Every booking with its payments (without card details), the mails and texts we sent,
            your ratings and the driver’s positions we still keep. The JSON file is complete and can
            be read by another service; the PDF is for reading.
          </Trans>
        </p>
        {download.isError && (
          <Alert tone="danger">
            {apiErrorMessage(download.error, t`We could not make the copy of your data.`)}
          </Alert>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            variant="outline"
            onClick={() => save('pdf')}
            loading={download.isPending && download.variables === 'pdf'}
          >
            <Trans>Download PDF</Trans>
          </Button>
          <Button
            variant="outline"
            onClick={() => save('json')}
            loading={download.isPending && download.variables === 'json'}
          >
            <Trans>Download JSON</Trans>
          </Button>
        </div>
      </section>
      <section aria-labelledby="erase-heading" className="space-y-3">
        <h3 id="erase-heading" className="font-semibold text-ink-900">
          <Trans>Erase my data</Trans>
        </h3>
        <p className="text-sm text-ink-700">
          <Trans>
            We remove your name, contact details, places, notes, messages and ratings from every
            finished booking at once. The law asks us to keep each booking’s code, dates, amounts
            and invoice number for <Plural value={years} one="# year" other="# years" />, with
            nothing that names you.
          </Trans>
          {waiting.length > 0 && (
            <>
              {' '}
              <Plural
                value={waiting.length}
                one="One ride is still to come: we keep what the driver needs until it is over, then erase it too."
                other="# rides are still to come: we keep what the driver needs until it is over, then erase it too."
              />
            </>
          )}
        </p>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Trans>Erase my data</Trans>
        </Button>
      </section>
      <Dialog open={confirming} onClose={close} title={t`Erase your data?`} busy={erase.isPending}>
        <p className="text-sm text-ink-800">
          <Trans>
            This cannot be undone. You will no longer be able to open these bookings, download their
            receipts or ask us about them by name.
          </Trans>
        </p>
        {erase.isError && (
          <Alert tone="danger">
            {apiErrorMessage(erase.error, t`We could not erase your data.`)}
          </Alert>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={close} disabled={erase.isPending}>
            <Trans>Keep my data</Trans>
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
            <Trans>Yes, erase it</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  )
}

/** Booking codes as a list: "ABCD2345, WXYZ6789". */
const codeList = (bookings: { booking_code: string }[]) =>
  bookings.map((booking) => booking.booking_code).join(', ')

function ErasedStep({ erasure }: { erasure: DataErasure }) {
  const erasedCodes = codeList(erasure.erased)
  const waitingCodes = codeList(erasure.waiting)
  return (
    <div className="space-y-4" role="status">
      <StepHeading>
        <Trans>Your data is erased</Trans>
      </StepHeading>
      {erasure.erased.length > 0 && (
        <p className="text-sm text-ink-700">
          <Trans>Erased now: {erasedCodes}.</Trans>
        </p>
      )}
      {erasure.waiting.length > 0 && (
        <p className="text-sm text-ink-700">
          <Trans>
            Erased once the ride is over: {waitingCodes}. We will email you when it is done.
          </Trans>
        </p>
      )}
      <p className="text-sm text-ink-700">
        <Trans>We sent a confirmation to your email.</Trans>
      </p>
      <Link to={paths.home} className="font-medium text-brand-700 underline">
        <Trans>Back to the home page</Trans>
      </Link>
    </div>
  )
}

/** /my-data: a traveller sees, downloads or erases what we hold about their email. */
export function MyDataPage() {
  useDocumentTitle(t`Your Data`)
  useMetaDescription(
    t`See, download or erase the data Ridelane holds about you: a code sent to the email you booked with opens it.`,
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
      <PageIntro eyebrow={t`Privacy`} title={t`Your Data`}>
        <p>
          <Trans>
            Get a copy of everything we hold about you, or have it erased. You need the email you
            booked with.
          </Trans>
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
          <Trans>
            How long we keep what, and why: our{' '}
            <Link to={paths.privacy} className="underline">
              privacy policy
            </Link>
            .
          </Trans>
        </p>
      </div>
    </>
  )
}
