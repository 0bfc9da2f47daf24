import { formatMoney, widgetSnippet, type PartnerAffiliate } from '@ridelane/domain'
import { Copy } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { affiliateLoadFailed, usePartnerAffiliateQuery } from '../api/get-partner-affiliate'
import { LoadErrorPanel, LoadingPanel } from './load-state'
import { PartnerPageIntro } from './partner-page-intro'

/** /partner/widget: the snippet to paste, with what the widget earned so far. */
export function PartnerWidgetPage() {
  useDocumentTitle('Booking Widget')
  const affiliate = usePartnerAffiliateQuery()
  return (
    <>
      <PartnerPageIntro title="Booking Widget">
        <p>A small booking form for your own website. Rides booked through it earn you a share.</p>
      </PartnerPageIntro>
      {affiliate.isPending ? (
        <LoadingPanel label="Loading your widget..." />
      ) : affiliate.isError ? (
        <LoadErrorPanel error={affiliate.error} fallback={affiliateLoadFailed} />
      ) : (
        <div className="mx-auto grid max-w-6xl gap-6 px-gutter py-8">
          <WidgetSnippet affiliate={affiliate.data} />
        </div>
      )}
    </>
  )
}

function WidgetSnippet({ affiliate }: { affiliate: PartnerAffiliate }) {
  const [copied, setCopied] = useState<'done' | 'failed'>()
  if (affiliate.referral_code === null) {
    return (
      <section className="rounded-card bg-white p-6 shadow-card">
        <h2 className="text-lg font-bold text-ink-900">No widget yet</h2>
        <p className="mt-2 text-ink-700">
          Your widget opens once we agree a commission with you. Write to us and we will set it up.
        </p>
      </section>
    )
  }
  const snippet = widgetSnippet(window.location.origin, affiliate.referral_code)
  const referralLink = `${window.location.origin}${paths.booking}?ref=${affiliate.referral_code}`
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet)
      setCopied('done')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <>
      <section aria-labelledby="widget-snippet" className="rounded-card bg-white p-6 shadow-card">
        <h2 id="widget-snippet" className="text-lg font-bold text-ink-900">
          Your snippet
        </h2>
        <p className="mt-1 text-ink-700">
          Paste it where the form should appear. Travellers choose their trip, then see prices and
          book on Ridelane; the booking is credited to you.
        </p>
        <label htmlFor="widget-code" className="mt-4 block text-sm font-semibold text-ink-800">
          HTML snippet
        </label>
        <textarea
          id="widget-code"
          readOnly
          rows={3}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full resize-none rounded-control border border-ink-300 bg-ink-50 p-3 font-mono text-sm break-all text-ink-900"
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden="true" />
            Copy snippet
          </Button>
          <span aria-live="polite" className="text-sm text-ink-700">
            {copied === 'done' && 'Copied to the clipboard.'}
            {copied === 'failed' && 'Copying was refused: select the snippet and copy it.'}
          </span>
        </div>
        <p className="mt-4 text-sm text-ink-700">
          Or link to us directly:{' '}
          <span className="font-mono break-all text-ink-900">{referralLink}</span>
        </p>
      </section>
      <section aria-labelledby="widget-earnings" className="rounded-card bg-white p-6 shadow-card">
        <h2 id="widget-earnings" className="text-lg font-bold text-ink-900">
          Commission
        </h2>
        <p className="mt-1 text-ink-700">
          New referred bookings earn {affiliate.commission_percent} % of their fare; each keeps the
          percent of the day it was made. Paid referrals: {affiliate.earning_bookings} of{' '}
          {affiliate.referred_bookings}, earning {formatMoney(affiliate.commission_earned, 'USD')}.
        </p>
        {affiliate.commission_percent === 0 && (
          <Alert tone="warning" className="mt-3">
            Your commission is 0 % for now: new bookings through the widget earn nothing.
          </Alert>
        )}
      </section>
    </>
  )
}
