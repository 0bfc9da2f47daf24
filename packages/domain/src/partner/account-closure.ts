import { z } from 'zod'
import { formatMoney } from '../currency/money-format'
import { fromCents } from '../fare/money'
import { ANONYMISED_TEXT } from '../privacy/retention'

// A partner's own copy of its account and the closing of it (docs/decisions/046-partner-account-closure.md).
// An admin of the account downloads what we hold about the account and its team, and may close it:
// the people's data (logins, names, phones, webhook addresses) is erased at once, while the
// business details its invoices were addressed to and its bookings stay for the accounting years.

export const accountClosureMessages = {
  passwordRequired: 'Enter your password to close the account',
  passwordWrong: 'That password is not right. The account stays open.',
  upcomingBookings: (count: number) =>
    `The account still has ${count === 1 ? 'a ride' : `${count} rides`} to come. Cancel ${count === 1 ? 'it' : 'them'} or wait until ${count === 1 ? 'it is' : 'they are'} done, then close the account.`,
  balanceOwed: (cents: number) =>
    `The account owes ${formatMoney(fromCents(cents), 'USD')} on its monthly invoices. Pay them first, then close the account.`,
  closed:
    'Your partner account is closed and its people’s data erased. We sent a last mail to confirm it.',
  exported: 'Your account’s data is downloading.',
} as const

/** POST /partners/account/close: the signed-in admin's own password, asked again. */
export const closePartnerAccountSchema = z.object({
  password: z
    .string({ error: accountClosureMessages.passwordRequired })
    .min(1, accountClosureMessages.passwordRequired)
    .max(200, accountClosureMessages.passwordWrong),
})
export type ClosePartnerAccount = z.infer<typeof closePartnerAccountSchema>

export const closePartnerAccountResponseSchema = z.object({ message: z.string() })

/**
 * The login a closed account or a removed member of it keeps: no one's address, unique per row
 * (the sign-in email is unique) and in a domain that can never receive mail.
 */
export function closedLoginEmail(id: string): string {
  return `closed-${id}@anonymised.invalid`
}

/** What a closed account's erased names and addresses read as. */
export const CLOSED_ACCOUNT_TEXT = ANONYMISED_TEXT

/**
 * Why an account may not close yet, or null when it may: rides still to come would lose the
 * people who answer for them, and money owed on account must be paid first.
 */
export function accountClosureRefusal(input: {
  upcomingBookings: number
  balanceOwedCents: number
}): string | null {
  if (input.upcomingBookings > 0)
    return accountClosureMessages.upcomingBookings(input.upcomingBookings)
  if (input.balanceOwedCents > 0) return accountClosureMessages.balanceOwed(input.balanceOwedCents)
  return null
}
