import { z } from 'zod'

// The zod schemas of a class's own cancellation terms
// (docs/decisions/037-cancellation-terms-per-class.md), apart from the rules in
// cancellation-policy.ts so that pages that only print the standard terms load no validation code.

export const cancellationTermsMessages = {
  hoursInvalid: 'Enter whole hours of notice from 0 to 2160 (90 days)',
  percentInvalid: 'Enter a refund of 1 to 100 %',
  tiersCount: 'Give one to three refund tiers',
  sameNotice: 'Two tiers cannot have the same notice',
  moreForLess: 'A shorter notice cannot refund more than a longer one',
} as const

const tm = cancellationTermsMessages
const refundTierSchema = z.object({
  hours_notice: z
    .number({ error: tm.hoursInvalid })
    .int(tm.hoursInvalid)
    .min(0, tm.hoursInvalid)
    .max(2160, tm.hoursInvalid),
  refund_percent: z
    .number({ error: tm.percentInvalid })
    .int(tm.percentInvalid)
    .min(1, tm.percentInvalid)
    .max(100, tm.percentInvalid),
})

/** One kind's tiers: sorted by notice, largest first; more notice never refunds less. */
const tiersSchema = z
  .array(refundTierSchema, { error: tm.tiersCount })
  .min(1, tm.tiersCount)
  .max(3, tm.tiersCount)
  .overwrite((tiers) => [...tiers].sort((a, b) => b.hours_notice - a.hours_notice))
  .superRefine((tiers, context) => {
    for (let index = 1; index < tiers.length; index++) {
      const [longer, shorter] = [tiers[index - 1]!, tiers[index]!]
      if (longer.hours_notice === shorter.hours_notice) {
        context.addIssue({ code: 'custom', message: tm.sameNotice })
        return
      }
      if (shorter.refund_percent > longer.refund_percent) {
        context.addIssue({ code: 'custom', message: tm.moreForLess })
        return
      }
    }
  })

/** The terms as a quote or a rate shows them (already checked when they were set). */
const tiersViewSchema = z.array(z.object({ hours_notice: z.number(), refund_percent: z.number() }))
export const cancellationTermsViewSchema = z.object({
  transfer: tiersViewSchema,
  charter: tiersViewSchema,
  multiday: tiersViewSchema,
})

export const cancellationTermsSchema = z.object({
  transfer: tiersSchema,
  charter: tiersSchema,
  multiday: tiersSchema,
})
export type CancellationTermsInput = z.input<typeof cancellationTermsSchema>
