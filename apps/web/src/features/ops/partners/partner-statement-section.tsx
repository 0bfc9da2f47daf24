import { monthInZone, partnerStatementMonths, statementMonthLabel } from '@ridelane/domain'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { apiErrorMessage } from '@/lib/api-client'
import { downloadPartnerStatement, partnerStatementDownloadFailed } from '../api/partner-statement'

/** A partner's monthly statement, as the partner sees it, downloaded from its console page. */
export function PartnerStatementSection({ partnerId }: { partnerId: string }) {
  const thisMonth = monthInZone(new Date())
  const months = partnerStatementMonths(thisMonth)
  const [month, setMonth] = useState(thisMonth)
  const [downloading, setDownloading] = useState<'csv' | 'pdf'>()
  const [downloadError, setDownloadError] = useState<string>()

  const download = async (format: 'csv' | 'pdf') => {
    setDownloading(format)
    setDownloadError(undefined)
    try {
      await downloadPartnerStatement(partnerId, month, format)
    } catch (error) {
      setDownloadError(apiErrorMessage(error, partnerStatementDownloadFailed))
    } finally {
      setDownloading(undefined)
    }
  }

  return (
    <section
      aria-labelledby="partner-statement"
      className="mt-6 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id="partner-statement" className="text-lg font-bold text-ink-900">
        Monthly statement
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        The partner’s confirmed bookings by pickup month, on account and by card, the amount due and
        its referral commission.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Statement month" className="sm:w-64">
          {(control) => (
            <Select {...control} value={month} onChange={(event) => setMonth(event.target.value)}>
              {months.map((option) => (
                <option key={option} value={option}>
                  {statementMonthLabel(option)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {(['csv', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            onClick={() => void download(format)}
            disabled={downloading !== undefined}
          >
            <Download className="size-4" aria-hidden="true" />
            {downloading === format ? 'Downloading…' : `Statement (${format.toUpperCase()})`}
          </Button>
        ))}
      </div>
      {downloadError && (
        <Alert tone="danger" className="mt-3">
          {downloadError}
        </Alert>
      )}
    </section>
  )
}
