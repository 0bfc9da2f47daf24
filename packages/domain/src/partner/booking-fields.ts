import { z } from 'zod'
import { oneLineTextSchema } from '../validation/one-line'

// Corporate booking fields (issue 36, item 2; docs/decisions/045-corporate-booking-fields.md): a
// partner's admin lists its cost centres and names a booking reference (a PO number, a project
// code), and says of each whether a booking leaves it out, may carry it or must. The server checks
// each partner booking against those settings; the portal's wizard shows the fields the same way.

export const bookingFieldModes = ['off', 'optional', 'required'] as const
export type BookingFieldMode = (typeof bookingFieldModes)[number]
export const bookingFieldModeLabels: Record<BookingFieldMode, string> = {
  off: 'Off',
  optional: 'Optional',
  required: 'Required',
}

export const BOOKING_FIELD_LIMITS = {
  costCentres: 100,
  codeLength: 30,
  nameLength: 80,
  labelLength: 40,
  maskLength: 50,
  /** A reference without a mask is free text up to this long; a masked one is as long as its mask. */
  referenceLength: 50,
} as const

const L = BOOKING_FIELD_LIMITS

/** What a statement filter asks for to get the bookings without a cost centre. */
export const NO_COST_CENTRE = 'none'

/** The label a reference has until the partner names it. */
export const DEFAULT_REFERENCE_LABEL = 'Booking reference'

export const bookingFieldsMessages = {
  modeInvalid: 'Choose off, optional or required',
  codeRequired: 'Enter a code for each cost centre',
  codeInvalid: `A cost centre code has up to ${L.codeLength} letters, digits, dashes, dots or underscores`,
  codeReserved: `"${NO_COST_CENTRE}" cannot be a cost centre code: it means bookings without one`,
  nameTooLong: `A cost centre name has at most ${L.nameLength} characters`,
  tooManyCentres: `An account has at most ${L.costCentres} cost centres`,
  duplicateCode: (code: string) => `Cost centre "${code}" is listed twice`,
  centresNeeded: 'Add at least one cost centre before making it optional or required',
  labelRequired: 'Enter a label for the booking reference, such as "PO number"',
  labelTooLong: `A label has at most ${L.labelLength} characters`,
  maskTooLong: `A format has at most ${L.maskLength} characters`,
  maskInvalid: 'A format is written on one line, without spaces at either end',
  saved: 'Booking fields saved',
  // On a booking (POST /partners/bookings); each names its field.
  costCentreRequired: 'cost_centre is required: choose one of your account’s cost centres',
  costCentreUnknown: (code: string) =>
    `cost_centre "${code}" is not one of your account’s cost centres`,
  costCentreOff:
    'cost_centre is not used by your account: leave it out, or ask an admin to turn cost centres on',
  referenceRequired: (label: string) => `booking_reference (${label}) is required`,
  referenceTooLong: (label: string) =>
    `booking_reference (${label}) has at most ${L.referenceLength} characters`,
  referenceFormat: (label: string, mask: string) =>
    `booking_reference (${label}) must be ${maskInWords(mask)}, for example ${maskExample(mask)}`,
  referenceOff:
    'booking_reference is not used by your account: leave it out, or ask an admin to turn it on',
  costCentreTooLong: `cost_centre has at most ${L.codeLength} characters`,
  referenceTooLongPlain: `booking_reference has at most ${L.referenceLength} characters`,
  notForTravellers: 'Cost centres and booking references are for partner bookings only',
  // The same rules as the wizard's form shows them, naming the field by its label.
  formCostCentreRequired: 'Choose a cost centre',
  formReferenceRequired: (label: string) => `Enter the ${label}`,
  formReferenceFormat: (label: string, mask: string) =>
    `The ${label} must be ${maskInWords(mask)}, for example ${maskExample(mask)}`,
} as const
const m = bookingFieldsMessages

const isDigit = (c: string) => c >= '0' && c <= '9'
const isLetter = (c: string) => /^[A-Za-z]$/.test(c)

/** Whether `value` fits `mask`: `#` a digit, `A` a letter, `*` a letter or digit, the rest itself. */
export function matchesMask(mask: string, value: string): boolean {
  const want = [...mask]
  const got = [...value]
  if (want.length !== got.length) return false
  return want.every((slot, i) => {
    const c = got[i]!
    if (slot === '#') return isDigit(c)
    if (slot === 'A') return isLetter(c)
    if (slot === '*') return isDigit(c) || isLetter(c)
    return c === slot
  })
}

const slotWords = {
  '#': ['digit', 'digits'],
  A: ['letter', 'letters'],
  '*': ['letter or digit', 'letters or digits'],
} as const
type Slot = keyof typeof slotWords
const isSlot = (c: string): c is Slot => c === '#' || c === 'A' || c === '*'

/** A mask in words: 'PO-####' is '"PO-" then 4 digits'. */
export function maskInWords(mask: string): string {
  const parts: string[] = []
  let run = ''
  let kind: Slot | 'text' | undefined
  const flush = () => {
    if (!kind) return
    if (kind === 'text') parts.push(`"${run}"`)
    else {
      const count = [...run].length
      parts.push(`${count} ${slotWords[kind][count === 1 ? 0 : 1]}`)
    }
  }
  for (const c of mask) {
    const next: Slot | 'text' = isSlot(c) ? c : 'text'
    if (next !== kind) {
      flush()
      run = ''
      kind = next
    }
    run += c
  }
  flush()
  return parts.join(' then ')
}

/** A value that fits the mask, to show beside its words: 'PO-####' gives 'PO-1234'. */
export function maskExample(mask: string): string {
  let digit = 0
  let letter = 0
  return [...mask]
    .map((c) => {
      if (c === '#') return String((digit++ % 9) + 1)
      if (c === 'A') return 'ABCDEFGH'[letter++ % 8]!
      if (c === '*') return 'X'
      return c
    })
    .join('')
}

const modeSchema = z.enum(bookingFieldModes, { error: m.modeInvalid })

export const costCentreSchema = z.object({
  code: z
    .string({ error: m.codeRequired })
    .trim()
    .min(1, { error: m.codeRequired, abort: true })
    .regex(new RegExp(`^[A-Za-z0-9._-]{1,${L.codeLength}}$`), m.codeInvalid)
    .refine((code) => code.toLowerCase() !== NO_COST_CENTRE, m.codeReserved),
  name: z.string().trim().max(L.nameLength, m.nameTooLong).default(''),
})
export type CostCentre = z.infer<typeof costCentreSchema>

/** PUT /partners/booking-fields, and what GET answers. */
export const bookingFieldsSchema = z
  .object({
    cost_centre: z.object({
      mode: modeSchema,
      centres: z.array(costCentreSchema).max(L.costCentres, m.tooManyCentres).default([]),
    }),
    booking_reference: z.object({
      mode: modeSchema,
      label: oneLineTextSchema(L.labelLength, m.labelTooLong)
        .min(1, m.labelRequired)
        .default(DEFAULT_REFERENCE_LABEL),
      /** Empty: free text up to `referenceLength` characters. */
      mask: z
        .string()
        .max(L.maskLength, m.maskTooLong)
        .refine((mask) => mask === mask.trim() && !/[\r\n\t]/.test(mask), m.maskInvalid)
        .default(''),
    }),
  })
  .superRefine((fields, ctx) => {
    const seen = new Set<string>()
    fields.cost_centre.centres.forEach((centre, index) => {
      const key = centre.code.toLowerCase()
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: m.duplicateCode(centre.code),
          path: ['cost_centre', 'centres', index, 'code'],
        })
      }
      seen.add(key)
    })
    if (fields.cost_centre.mode !== 'off' && fields.cost_centre.centres.length === 0) {
      ctx.addIssue({ code: 'custom', message: m.centresNeeded, path: ['cost_centre', 'centres'] })
    }
  })
export type BookingFields = z.infer<typeof bookingFieldsSchema>
export type BookingFieldsInput = z.input<typeof bookingFieldsSchema>

/** A partner that never set anything: both fields off. */
export const DEFAULT_BOOKING_FIELDS: BookingFields = {
  cost_centre: { mode: 'off', centres: [] },
  booking_reference: { mode: 'off', label: DEFAULT_REFERENCE_LABEL, mask: '' },
}

export const bookingFieldsUpdateResponseSchema = z.object({
  message: z.string(),
  fields: bookingFieldsSchema,
})

/** The two fields on a booking payload: blank is the same as left out. */
export const costCentreFieldSchema = z
  .string()
  .trim()
  .max(L.codeLength, m.costCentreTooLong)
  .optional()
export const bookingReferenceFieldSchema = oneLineTextSchema(
  L.referenceLength,
  m.referenceTooLongPlain,
).optional()

export type BookingFieldIssue = {
  path: 'cost_centre' | 'booking_reference'
  message: string
}

export type BookingFieldValues = { costCentre: string | null; bookingReference: string | null }

/**
 * A booking's cost centre and reference checked against the partner's settings (`null`: not a
 * partner's booking). Answers the values to keep (the cost centre in the partner's own spelling)
 * or each field's problem, in the API's words.
 */
export function checkBookingFields(
  settings: BookingFields | null,
  input: { cost_centre?: string | undefined; booking_reference?: string | undefined },
): { values: BookingFieldValues } | { issues: BookingFieldIssue[] } {
  const costCentre = input.cost_centre?.trim() || null
  const reference = input.booking_reference?.trim() || null
  const issues: BookingFieldIssue[] = []
  if (!settings) {
    if (costCentre) issues.push({ path: 'cost_centre', message: m.notForTravellers })
    if (reference) issues.push({ path: 'booking_reference', message: m.notForTravellers })
    return issues.length ? { issues } : { values: { costCentre: null, bookingReference: null } }
  }
  const centreIssue = costCentreIssue(settings, costCentre)
  if (centreIssue) issues.push({ path: 'cost_centre', message: centreIssue })
  const referenceIssue = bookingReferenceIssue(settings, reference)
  if (referenceIssue) issues.push({ path: 'booking_reference', message: referenceIssue })
  if (issues.length) return { issues }
  const centre = costCentre
    ? settings.cost_centre.centres.find((c) => c.code.toLowerCase() === costCentre.toLowerCase())
    : undefined
  return { values: { costCentre: centre?.code ?? null, bookingReference: reference } }
}

function costCentreIssue(settings: BookingFields, value: string | null): string | undefined {
  const { mode, centres } = settings.cost_centre
  if (mode === 'off') return value ? m.costCentreOff : undefined
  if (!value) return mode === 'required' ? m.costCentreRequired : undefined
  const known = centres.some((c) => c.code.toLowerCase() === value.toLowerCase())
  return known ? undefined : m.costCentreUnknown(value)
}

function bookingReferenceIssue(settings: BookingFields, value: string | null): string | undefined {
  const { mode, label, mask } = settings.booking_reference
  if (mode === 'off') return value ? m.referenceOff : undefined
  if (!value) return mode === 'required' ? m.referenceRequired(label) : undefined
  if (mask) return matchesMask(mask, value) ? undefined : m.referenceFormat(label, mask)
  return [...value].length > L.referenceLength ? m.referenceTooLong(label) : undefined
}

/**
 * The wizard's check of the same two fields, in the form's words (the field shows its label, so
 * the message need not name `cost_centre`): undefined when fine.
 */
export function bookingFieldFormIssue(
  settings: BookingFields,
  field: 'cost_centre' | 'booking_reference',
  raw: string,
): string | undefined {
  const value = raw.trim() || null
  if (field === 'cost_centre') {
    const issue = costCentreIssue(settings, value)
    return issue === m.costCentreRequired ? m.formCostCentreRequired : issue
  }
  const { label, mask } = settings.booking_reference
  const issue = bookingReferenceIssue(settings, value)
  if (!issue) return undefined
  if (!value) return m.formReferenceRequired(label)
  return mask ? m.formReferenceFormat(label, mask) : issue
}

/** The statement's filter: a cost centre code, or `none` for bookings without one. */
export const costCentreFilterSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(L.codeLength, m.costCentreTooLong).optional(),
)

// The settings form of the portal's profile page: the cost centres as lines of text.

/** One cost centre a line, `CODE, Name` (the name optional); blank lines are skipped. */
export function parseCostCentreLines(text: string): { code: string; name: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const comma = line.indexOf(',')
      return comma === -1
        ? { code: line, name: '' }
        : { code: line.slice(0, comma).trim(), name: line.slice(comma + 1).trim() }
    })
}

/** The cost centres written back as the form's lines. */
export function costCentreLines(centres: readonly CostCentre[]): string {
  return centres.map((c) => (c.name ? `${c.code}, ${c.name}` : c.code)).join('\n')
}

export const bookingFieldsFormFields = [
  'cost_centre_mode',
  'cost_centres',
  'reference_mode',
  'reference_label',
  'reference_mask',
] as const
export type BookingFieldsFormField = (typeof bookingFieldsFormFields)[number]
export type BookingFieldsForm = Record<BookingFieldsFormField, string>

export function bookingFieldsFormFrom(fields: BookingFields): BookingFieldsForm {
  return {
    cost_centre_mode: fields.cost_centre.mode,
    cost_centres: costCentreLines(fields.cost_centre.centres),
    reference_mode: fields.booking_reference.mode,
    reference_label: fields.booking_reference.label,
    reference_mask: fields.booking_reference.mask,
  }
}

const settingsFrom = (form: BookingFieldsForm) => ({
  cost_centre: { mode: form.cost_centre_mode, centres: parseCostCentreLines(form.cost_centres) },
  booking_reference: {
    mode: form.reference_mode,
    label: form.reference_label,
    mask: form.reference_mask,
  },
})

/** Which form field an issue of bookingFieldsSchema belongs to, a cost centre's with its line. */
function formFieldOf(path: readonly PropertyKey[]): {
  field: BookingFieldsFormField
  line?: number
} {
  if (path[0] === 'cost_centre') {
    if (path[1] === 'mode') return { field: 'cost_centre_mode' }
    return typeof path[2] === 'number'
      ? { field: 'cost_centres', line: path[2] + 1 }
      : { field: 'cost_centres' }
  }
  if (path[1] === 'mode') return { field: 'reference_mode' }
  if (path[1] === 'mask') return { field: 'reference_mask' }
  return { field: 'reference_label' }
}

/**
 * The form's values checked by the API's own schema and turned into the PUT body; an issue is
 * put on its form field, a cost centre's prefixed with its line ('Line 3: …').
 */
export const bookingFieldsFormSchema = z
  .object({
    cost_centre_mode: z.string(),
    cost_centres: z.string(),
    reference_mode: z.string(),
    reference_label: z.string(),
    reference_mask: z.string(),
  })
  .transform((form, ctx) => {
    const settings = settingsFrom(form)
    const parsed = bookingFieldsSchema.safeParse(settings)
    if (parsed.success) return settings as BookingFieldsInput
    for (const issue of parsed.error.issues) {
      const { field, line } = formFieldOf(issue.path)
      const message = line ? `Line ${line}: ${issue.message}` : issue.message
      ctx.addIssue({ code: 'custom', message, path: [field] })
    }
    return z.NEVER
  })
  // What comes out is the API's body; the pipe also lets the schema be written as JSON Schema.
  .pipe(bookingFieldsSchema)

// The partner wizard's step 3.

export type CorporateValues = { cost_centre: string; booking_reference: string }
export const emptyCorporateValues: CorporateValues = { cost_centre: '', booking_reference: '' }

/** Which of the two fields the account uses: the wizard shows and sends only those. */
export function corporateFieldsShown(settings: BookingFields) {
  return {
    costCentre: settings.cost_centre.mode !== 'off',
    reference: settings.booking_reference.mode !== 'off',
  }
}

/** Each shown field's problem in the form's words; {} when the step may go on. */
export function corporateFormIssues(
  settings: BookingFields,
  values: CorporateValues,
): Partial<Record<keyof CorporateValues, string>> {
  const shown = corporateFieldsShown(settings)
  const issues: Partial<Record<keyof CorporateValues, string>> = {}
  const centre = shown.costCentre
    ? bookingFieldFormIssue(settings, 'cost_centre', values.cost_centre)
    : undefined
  const reference = shown.reference
    ? bookingFieldFormIssue(settings, 'booking_reference', values.booking_reference)
    : undefined
  if (centre) issues.cost_centre = centre
  if (reference) issues.booking_reference = reference
  return issues
}

/**
 * What the booking (or its change) carries: the shown fields, trimmed; a blank one is sent as ''
 * so a change can take a value off. Fields the account does not use are left out.
 */
export function corporateFieldsToSend(
  settings: BookingFields,
  values: CorporateValues,
): Partial<CorporateValues> {
  const shown = corporateFieldsShown(settings)
  return {
    ...(shown.costCentre ? { cost_centre: values.cost_centre.trim() } : {}),
    ...(shown.reference ? { booking_reference: values.booking_reference.trim() } : {}),
  }
}

/**
 * What a partner's invoice of one booking says of its corporate fields: the cost centre, with the
 * name the account gave it, and the reference under the account's own label. A centre the account
 * has since removed still shows its code; a field the booking left empty shows nothing.
 */
export function corporateFieldLines(
  settings: BookingFields,
  booking: { costCentre: string | null; bookingReference: string | null },
): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = []
  if (booking.costCentre) {
    const code = booking.costCentre.toLowerCase()
    const name = settings.cost_centre.centres.find((c) => c.code.toLowerCase() === code)?.name
    lines.push({
      label: 'Cost centre',
      value: name ? `${booking.costCentre} (${name})` : booking.costCentre,
    })
  }
  if (booking.bookingReference) {
    lines.push({
      label: settings.booking_reference.label || DEFAULT_REFERENCE_LABEL,
      value: booking.bookingReference,
    })
  }
  return lines
}
