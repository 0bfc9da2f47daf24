import { cardFormSchemaAt } from '@ridelane/domain'
import { z } from 'zod'
import type { SandboxCard } from '../../api/booking-payment'

/** The one message of our own: the domain's rules know a month and a year, the form one field. */
export const expiryFormatMessage = 'Enter the expiry date as MM/YY, for example 04/30.'

const expiryPattern = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/

/** What the payer types: the number, the expiry as MM/YY and the security code. */
export type SandboxCardInput = { number: string; expiry: string; cvc: string }

/** 'MM/YY' (or 'MM/YYYY') as the month and four-digit year, or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = expiryPattern.exec(expiry)
  if (!match) return null
  const [, month = '', year = ''] = match
  return { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) }
}

/**
 * The sandbox card form, checked with the domain's card rules (the API applies the same ones):
 * the expiry field stands for the rules' month and year, so their messages land on it.
 */
export function sandboxCardSchemaAt(now: () => Date = () => new Date()) {
  const card = cardFormSchemaAt(now)
  return z
    .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
    .transform((input, ctx): SandboxCard => {
      const expiry = parseExpiry(input.expiry)
      if (!expiry) ctx.addIssue({ code: 'custom', path: ['expiry'], message: expiryFormatMessage })
      const checked = card.safeParse({
        number: input.number,
        exp_month: expiry?.month ?? 1,
        exp_year: expiry?.year ?? 9999,
        cvc: input.cvc,
      })
      if (checked.success && expiry) return checked.data
      for (const issue of checked.error?.issues ?? []) {
        const field = String(issue.path[0])
        const path = field === 'exp_month' || field === 'exp_year' ? 'expiry' : field
        if (path === 'expiry' && !expiry) continue
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message })
      }
      return z.NEVER
    })
}
