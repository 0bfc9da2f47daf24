import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { EMAIL_PATTERN } from '@ridelane/domain'
import { Mail } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'

type Outcome = { tone: 'error' | 'info'; text: string } | null

/**
 * 'Stay Updated' (docs/product.md#public-pages). No mailing list exists yet, so Subscribe sends
 * nothing, and the message says exactly that rather than pretending the address was saved.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const inputId = useId()
  const messageId = useId()

  function subscribe(event: FormEvent) {
    event.preventDefault()
    if (!EMAIL_PATTERN.test(email.trim())) {
      setOutcome({ tone: 'error', text: t`Please enter a valid email address.` })
      return
    }
    setOutcome({
      tone: 'info',
      text: t`Thank you! Our newsletter has not launched yet, so your address was not stored and nothing will be sent. New articles appear on this page first.`,
    })
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="surface-dark rounded-card bg-ink-900 p-8 text-white sm:p-10"
    >
      <Mail className="size-8 text-accent-400" aria-hidden="true" />
      <h2 id={`${inputId}-title`} className="mt-4 text-2xl font-extrabold">
        <Trans>Stay Updated</Trans>
      </h2>
      <p className="mt-2 max-w-xl text-ink-200">
        <Trans>Airport guides, city tips and Ridelane news, a couple of times a month.</Trans>
      </p>
      <form
        onSubmit={subscribe}
        noValidate
        className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          <Trans>Email address</Trans>
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={outcome?.tone === 'error' || undefined}
          aria-describedby={outcome ? messageId : undefined}
          className="h-11 w-full rounded-control border border-ink-600 sm:flex-1 bg-ink-800 px-3 text-white placeholder:text-ink-300"
        />
        <Button type="submit" variant="secondary">
          <Trans>Subscribe</Trans>
        </Button>
      </form>
      <p
        id={messageId}
        role={outcome?.tone === 'error' ? 'alert' : 'status'}
        className={
          outcome?.tone === 'error' ? 'mt-3 text-sm text-accent-200' : 'mt-3 text-sm text-ink-100'
        }
      >
        {outcome?.text}
      </p>
    </section>
  )
}
