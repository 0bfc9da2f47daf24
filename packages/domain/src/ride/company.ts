// Who runs Ridelane, as the receipt, the ride page and the mails name it. The site's contact
// block (apps/web/src/content/site.ts) shows the same figures.

export const operatorCompany = {
  tradingName: 'Ridelane',
  legalName: 'Ridelane Mobility Private Limited',
  address: 'Vijay Nagar, Indore 452010, India',
  /** The tax registration printed on invoices. */
  taxId: 'GSTIN 23AAKCR4821M1Z7',
  supportEmail: 'support@ridelane.com',
  /** Telephone and WhatsApp, in international form. */
  supportPhone: '+44 20 7946 0321',
  whatsappNumber: '+44 7700 900321',
} as const

/** A wa.me link that opens WhatsApp with a message typed in (digits only in the number). */
export function whatsappLink(text: string): string {
  const digits = operatorCompany.whatsappNumber.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}

/** A mailto link to support with the subject filled in. */
export function supportMailLink(subject: string): string {
  return `mailto:${operatorCompany.supportEmail}?subject=${encodeURIComponent(subject)}`
}
