import { plural, t } from '@lingui/core/macro'
import {
  DRIVER_LOCATION_KEEP_DAYS,
  localizedPath,
  RECORD_RETENTION_YEARS,
  SUPPORT_REPLY_HOURS,
} from '@ridelane/domain'
import { paths } from '@/config/paths'
import { pageLanguage } from '@/i18n/catalogues'
import { supportEmail } from '../site'
import { numberSections, type LegalPart } from './legal-document'

// The privacy policy in the page's language, figures from the domain as named placeholders.
// Build it only while a page renders, once its messages are there.

export const privacyIntro = () =>
  t`This policy explains what personal information Ridelane collects when you visit our site, book a ride or run a partner account, why we need it, whom we share it with, how long we keep it and the choices you have.`

export function privacyParts(): LegalPart[] {
  const retentionYears = RECORD_RETENTION_YEARS
  const locationDays = DRIVER_LOCATION_KEEP_DAYS
  const replyMinHours = SUPPORT_REPLY_HOURS.min
  const replyMaxHours = SUPPORT_REPLY_HOURS.max
  const myDataPath = localizedPath(paths.myData, pageLanguage())
  return [
    {
      id: 'privacy',
      title: t`Privacy Policy`,
      sections: numberSections('privacy', 1, [
        {
          title: t`Who we are`,
          body: [
            t`Ridelane Mobility ("Ridelane", "we", "us") runs the Ridelane website and booking platform from Indore, India. We decide how and why your information is used for the purposes described here, so we are responsible for it as its controller (called a data fiduciary under Indian law).`,
            t`Rides are carried out by independent licensed transport providers. When we pass your booking to a provider, the provider also becomes responsible for the information it receives.`,
          ],
        },
        {
          title: t`Information we collect`,
          body: [
            t`We only ask for what we need to arrange and support your ride:`,
            {
              list: [
                t`Booking details: pickup and drop-off addresses, date and time, trip type, passenger count, luggage count, flight number, child seat and Meet & Greet choices, and notes for the driver.`,
                t`Contact details: your full name, phone number, email address and, if you give it, a WhatsApp number.`,
                t`Partner account details: business name, admin email and contact number, address, city, country, tax ID and website, and a securely hashed password.`,
                t`Payment information: the payment method, the amount and a payment reference. Card numbers are entered with our payment provider and never stored by us.`,
                t`Technical information: the requests your browser makes to our servers, including IP address, browser type and time, kept in security logs.`,
              ],
            },
          ],
        },
        {
          title: t`How we use your information`,
          body: [
            {
              list: [
                t`To create, confirm, change and complete your booking, and to send it to the provider and driver.`,
                t`To send confirmations, driver details and service messages by email and WhatsApp.`,
                t`To take payment, issue refunds and prepare invoices.`,
                t`To answer questions and complaints and to resolve disputes.`,
                t`To keep the platform secure, prevent fraud and abuse, and meet our legal obligations.`,
                t`To understand, in aggregate, how the service is used so we can improve it.`,
              ],
            },
            t`We do not sell your personal information, and we do not use it for advertising by third parties.`,
          ],
        },
        {
          title: t`Why we are allowed to use it`,
          body: [
            t`We use booking and contact details because we need them to perform the booking you ask for. We keep records to meet tax and accounting law. We use technical data for security because we have a legitimate interest in protecting our users and systems. Where the law requires your consent, for example for optional messages, we ask for it and you can withdraw it at any time.`,
          ],
        },
        {
          title: t`Who we share it with`,
          body: [
            {
              list: [
                t`The transport provider and driver for your ride: your name, phone or WhatsApp number, pickup and drop-off, flight number, passenger and luggage count, add-ons and notes.`,
                t`Our payment provider, to process card and wallet payments and refunds.`,
                t`Service providers that host our systems and deliver our emails, under contracts that limit their use of the data.`,
                t`Authorities, courts or advisers, when the law requires it or to establish or defend legal claims.`,
              ],
            },
            t`If you book through a partner, such as a travel agency or your employer, that partner can see the bookings made under its account.`,
          ],
        },
        {
          title: t`International transfers`,
          body: [
            t`Rides take place in many countries, so your booking is shared with a provider in the country of the ride. Our own systems may be hosted outside your country. Wherever information travels, we protect it with contracts and safeguards that meet the law that applies to it.`,
          ],
        },
        {
          title: t`How long we keep it`,
          body: [
            t`We keep booking and payment records for about ${plural(retentionYears, { one: '# year', other: '# years' })} after the ride, because tax and accounting law requires it. Partner account details are kept while the account is open and then for the same period for the bookings made under it. Security logs are kept for a shorter time unless needed to investigate an incident. When the period ends, we delete or anonymise the information.`,
            t`If your driver shares their location on the way to you, we keep those positions for ${plural(locationDays, { one: '# day', other: '# days' })} after the ride and then delete them.`,
            t`Anonymising a booking removes your name, contact details, addresses, flight number, notes and messages. We keep only what accounting needs: the amounts, dates and booking code, and the invoice number.`,
          ],
        },
        {
          title: t`How we protect it`,
          body: [
            t`Traffic to our site is encrypted. Passwords are stored only as strong one-way hashes, and sign-in sessions use random tokens that we store in hashed form and that expire. Each booking can only be read with its own secret link or by the partner that made it. Access to personal information inside Ridelane is limited to staff who need it.`,
          ],
        },
        {
          title: t`Your rights`,
          body: [
            t`Depending on where you live, including under India’s Digital Personal Data Protection Act 2023 and the GDPR in the UK and EU, you can ask us to:`,
            {
              list: [
                t`tell you what information we hold about you and give you a copy;`,
                t`correct information that is wrong or incomplete;`,
                t`delete information we no longer need, subject to the records we must keep by law;`,
                t`stop or limit certain uses, or object to them;`,
                t`withdraw a consent you gave.`,
              ],
            },
            t`You can get a copy of what we hold about your bookings, and have it erased, yourself: the page Your Data (${myDataPath}, also linked from each ride page and from Find My Booking) sends a code to the email you booked with. The copy comes as a PDF to read and as a JSON file another service can take. Erasure is at once for finished rides; a ride still to come is erased once it is over. The booking code, dates, amounts and invoice number stay for ${plural(retentionYears, { one: '# year', other: '# years' })}, with nothing that names you, because the law asks us to keep accounting records.`,
            t`For anything else, write to ${supportEmail}. We reply within ${replyMinHours} to ${plural(replyMaxHours, { one: '# hour', other: '# hours' })} and complete requests within the time the law allows. You may also complain to your data protection authority.`,
          ],
        },
        {
          title: t`Cookies and browser storage`,
          body: [
            t`We do not use advertising or tracking cookies. Your browser stores a small amount of information that the site needs to work: the sign-in token of a partner account, and the progress of a booking you have started so that a refresh does not lose it. Signing out removes the partner token.`,
          ],
        },
        {
          title: t`Children`,
          body: [
            t`Bookings must be made by adults. Children may travel with an adult who booked the ride; we only hold the information about them that the adult gives us, such as the number of child seats needed.`,
          ],
        },
        {
          title: t`Changes to this policy`,
          body: [
            t`We will update this policy when our services or the law change. The effective date at the top shows the current version; if a change matters to you, we will tell you before it takes effect.`,
          ],
        },
        {
          title: t`Contact us`,
          body: [
            t`Questions about privacy go to ${supportEmail}, or by post to Ridelane Mobility, Vijay Nagar, Indore 452010, India.`,
          ],
        },
      ]),
    },
  ]
}
