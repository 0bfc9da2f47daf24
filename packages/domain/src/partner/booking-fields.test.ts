import { describe, expect, it } from 'vitest'
import {
  BOOKING_FIELD_LIMITS,
  bookingFieldFormIssue,
  bookingFieldsFormFrom,
  bookingFieldsFormSchema,
  bookingFieldsMessages as m,
  bookingFieldsSchema,
  checkBookingFields,
  corporateFieldLines,
  corporateFieldsShown,
  corporateFieldsToSend,
  corporateFormIssues,
  costCentreLines,
  emptyCorporateValues,
  DEFAULT_BOOKING_FIELDS,
  maskExample,
  maskInWords,
  matchesMask,
  parseCostCentreLines,
  type BookingFields,
} from './booking-fields'
import {
  costCentreFilterLabel,
  costCentreSubtotalLabel,
  groupByCostCentre,
  partnerStatementQuerySchema,
} from './partner-statement'

const settings = (overrides: Partial<BookingFields> = {}): BookingFields => ({
  cost_centre: {
    mode: 'required',
    centres: [
      { code: 'SALES', name: 'Sales team' },
      { code: 'ops-2', name: '' },
    ],
  },
  booking_reference: { mode: 'optional', label: 'PO number', mask: 'PO-####' },
  ...overrides,
})

describe('matchesMask', () => {
  it('reads # as a digit, A as a letter, * as either and the rest as itself', () => {
    expect(matchesMask('PO-####', 'PO-1234')).toBe(true)
    expect(matchesMask('PO-####', 'PO-12345')).toBe(false)
    expect(matchesMask('PO-####', 'PO-12a4')).toBe(false)
    expect(matchesMask('PO-####', 'po-1234')).toBe(false)
    expect(matchesMask('AA-**', 'ab-9Z')).toBe(true)
    expect(matchesMask('AA-**', '1b-9Z')).toBe(false)
    expect(matchesMask('AA-**', 'ab-9_')).toBe(false)
    expect(matchesMask('', '')).toBe(true)
  })
})

describe('maskInWords and maskExample', () => {
  it('say a mask in words and give a value that fits it', () => {
    expect(maskInWords('PO-####')).toBe('"PO-" then 4 digits')
    expect(maskInWords('AA-*')).toBe('2 letters then "-" then 1 letter or digit')
    expect(maskInWords('#')).toBe('1 digit')
    for (const mask of ['PO-####', 'AA-**', 'A#A#A#A#A#', '##########', 'x*']) {
      expect(matchesMask(mask, maskExample(mask))).toBe(true)
    }
    expect(maskExample('PO-####')).toBe('PO-1234')
  })
})

describe('bookingFieldsSchema', () => {
  it('takes settings and fills in what was left out', () => {
    const parsed = bookingFieldsSchema.parse({
      cost_centre: { mode: 'optional', centres: [{ code: ' SALES ' }] },
      booking_reference: { mode: 'off' },
    })
    expect(parsed).toEqual({
      cost_centre: { mode: 'optional', centres: [{ code: 'SALES', name: '' }] },
      booking_reference: { mode: 'off', label: 'Booking reference', mask: '' },
    })
    expect(bookingFieldsSchema.parse(DEFAULT_BOOKING_FIELDS)).toEqual(DEFAULT_BOOKING_FIELDS)
  })

  it('refuses bad codes, duplicates, too many, and a mode without centres', () => {
    const issues = (value: unknown) =>
      bookingFieldsSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []
    const off = { mode: 'off' }
    expect(
      issues({ cost_centre: { mode: 'off', centres: [{ code: 'a b' }] }, booking_reference: off }),
    ).toEqual([m.codeInvalid])
    expect(
      issues({ cost_centre: { mode: 'off', centres: [{ code: 'None' }] }, booking_reference: off }),
    ).toEqual([m.codeReserved])
    expect(
      issues({
        cost_centre: { mode: 'off', centres: [{ code: 'A1' }, { code: 'a1' }] },
        booking_reference: off,
      }),
    ).toEqual([m.duplicateCode('a1')])
    const many = Array.from({ length: BOOKING_FIELD_LIMITS.costCentres + 1 }, (_, i) => ({
      code: `C${i}`,
    }))
    expect(issues({ cost_centre: { mode: 'off', centres: many }, booking_reference: off })).toEqual(
      [m.tooManyCentres],
    )
    expect(issues({ cost_centre: { mode: 'required' }, booking_reference: off })).toEqual([
      m.centresNeeded,
    ])
    expect(
      issues({ cost_centre: off, booking_reference: { mode: 'sometimes', label: '' } }),
    ).toEqual([m.modeInvalid, m.labelRequired])
    expect(
      issues({ cost_centre: off, booking_reference: { mode: 'off', mask: 'x'.repeat(51) } }),
    ).toEqual([m.maskTooLong])
  })
})

describe('checkBookingFields', () => {
  it('keeps valid values, the cost centre in the partner’s spelling', () => {
    expect(
      checkBookingFields(settings(), { cost_centre: 'sales', booking_reference: 'PO-0042' }),
    ).toEqual({ values: { costCentre: 'SALES', bookingReference: 'PO-0042' } })
    // An optional reference may be left out or blank.
    expect(
      checkBookingFields(settings(), { cost_centre: 'OPS-2', booking_reference: ' ' }),
    ).toEqual({ values: { costCentre: 'ops-2', bookingReference: null } })
  })

  it('names the field of each problem', () => {
    expect(checkBookingFields(settings(), {})).toEqual({
      issues: [{ path: 'cost_centre', message: m.costCentreRequired }],
    })
    expect(
      checkBookingFields(settings(), { cost_centre: 'HR', booking_reference: 'PO-12' }),
    ).toEqual({
      issues: [
        { path: 'cost_centre', message: m.costCentreUnknown('HR') },
        { path: 'booking_reference', message: m.referenceFormat('PO number', 'PO-####') },
      ],
    })
    expect(m.referenceFormat('PO number', 'PO-####')).toBe(
      'booking_reference (PO number) must be "PO-" then 4 digits, for example PO-1234',
    )
    const required = settings({
      booking_reference: { mode: 'required', label: 'Trip code', mask: '' },
    })
    expect(checkBookingFields(required, { cost_centre: 'SALES' })).toEqual({
      issues: [{ path: 'booking_reference', message: m.referenceRequired('Trip code') }],
    })
    // Without a mask any one-line text up to 50 characters goes.
    expect(
      checkBookingFields(required, { cost_centre: 'SALES', booking_reference: 'Any text at all' }),
    ).toEqual({ values: { costCentre: 'SALES', bookingReference: 'Any text at all' } })
  })

  it('refuses values for fields that are off, and any on a traveller’s booking', () => {
    expect(
      checkBookingFields(DEFAULT_BOOKING_FIELDS, { cost_centre: 'X', booking_reference: 'Y' }),
    ).toEqual({
      issues: [
        { path: 'cost_centre', message: m.costCentreOff },
        { path: 'booking_reference', message: m.referenceOff },
      ],
    })
    expect(checkBookingFields(DEFAULT_BOOKING_FIELDS, {})).toEqual({
      values: { costCentre: null, bookingReference: null },
    })
    expect(checkBookingFields(null, { cost_centre: 'X' })).toEqual({
      issues: [{ path: 'cost_centre', message: m.notForTravellers }],
    })
    expect(checkBookingFields(null, {})).toEqual({
      values: { costCentre: null, bookingReference: null },
    })
  })
})

describe('bookingFieldFormIssue', () => {
  it('says the same rules in the form’s words', () => {
    expect(bookingFieldFormIssue(settings(), 'cost_centre', '')).toBe(m.formCostCentreRequired)
    expect(bookingFieldFormIssue(settings(), 'cost_centre', 'SALES')).toBeUndefined()
    expect(bookingFieldFormIssue(settings(), 'booking_reference', '')).toBeUndefined()
    expect(bookingFieldFormIssue(settings(), 'booking_reference', 'PO-1')).toBe(
      'The PO number must be "PO-" then 4 digits, for example PO-1234',
    )
    const required = settings({
      booking_reference: { mode: 'required', label: 'PO number', mask: '' },
    })
    expect(bookingFieldFormIssue(required, 'booking_reference', ' ')).toBe('Enter the PO number')
  })
})

describe('the settings form', () => {
  it('reads cost centres a line each, the name after a comma', () => {
    expect(parseCostCentreLines('SALES, Sales team\n\n  OPS \nHR,People, and culture')).toEqual([
      { code: 'SALES', name: 'Sales team' },
      { code: 'OPS', name: '' },
      { code: 'HR', name: 'People, and culture' },
    ])
    expect(costCentreLines(settings().cost_centre.centres)).toBe('SALES, Sales team\nops-2')
  })

  it('turns the form into the PUT body, or puts each problem on its field', () => {
    const form = bookingFieldsFormFrom(settings())
    expect(bookingFieldsFormSchema.parse(form)).toEqual(settings())
    const result = bookingFieldsFormSchema.safeParse({
      ...form,
      cost_centres: 'SALES\nbad code',
      reference_label: '',
    })
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['cost_centres'], `Line 2: ${m.codeInvalid}`],
      [['reference_label'], m.labelRequired],
    ])
  })
})

describe('the partner wizard’s fields', () => {
  it('shows, checks and sends only the fields the account uses', () => {
    const onlyReference = settings({ cost_centre: { mode: 'off', centres: [] } })
    const values = { cost_centre: 'SALES', booking_reference: ' PO-1 ' }
    expect(corporateFieldsShown(onlyReference)).toEqual({ costCentre: false, reference: true })
    expect(corporateFormIssues(onlyReference, values)).toEqual({
      booking_reference: 'The PO number must be "PO-" then 4 digits, for example PO-1234',
    })
    expect(corporateFieldsToSend(onlyReference, values)).toEqual({ booking_reference: 'PO-1' })
    expect(corporateFormIssues(settings(), emptyCorporateValues)).toEqual({
      cost_centre: m.formCostCentreRequired,
    })
    expect(corporateFieldsToSend(DEFAULT_BOOKING_FIELDS, values)).toEqual({})
  })
})

describe('a statement’s cost centres', () => {
  it('groups bookings by cost centre code, those without one last', () => {
    const lines = [
      { code: 'SALES', n: 1 },
      { code: null, n: 2 },
      { code: 'OPS', n: 3 },
      { code: 'SALES', n: 4 },
    ]
    expect(
      groupByCostCentre(lines, (line) => line.code).map((group) => [
        group.costCentre,
        group.items.map((line) => line.n),
      ]),
    ).toEqual([
      ['OPS', [3]],
      ['SALES', [1, 4]],
      [null, [2]],
    ])
    expect(groupByCostCentre([], () => null)).toEqual([])
  })

  it('names a subtotal and a filter in words', () => {
    expect(costCentreSubtotalLabel({ cost_centre: 'SALES', name: 'Sales team', bookings: 2 })).toBe(
      'Cost centre SALES (Sales team): 2 bookings',
    )
    expect(costCentreSubtotalLabel({ cost_centre: 'OPS', name: '', bookings: 1 })).toBe(
      'Cost centre OPS: 1 booking',
    )
    expect(costCentreSubtotalLabel({ cost_centre: null, name: '', bookings: 3 })).toBe(
      'No cost centre: 3 bookings',
    )
    expect(costCentreFilterLabel('none')).toBe('Bookings without a cost centre')
    expect(costCentreFilterLabel('SALES')).toBe('SALES')
  })

  it('takes a cost centre filter on the statement, blank as none given', () => {
    expect(partnerStatementQuerySchema.parse({ month: '2030-03', cost_centre: ' SALES ' })).toEqual(
      { month: '2030-03', cost_centre: 'SALES' },
    )
    expect(partnerStatementQuerySchema.parse({ month: '2030-03', cost_centre: '' })).toEqual({
      month: '2030-03',
      cost_centre: undefined,
    })
    expect(
      partnerStatementQuerySchema.safeParse({ month: '2030-03', cost_centre: 'x'.repeat(31) }).error
        ?.issues[0]?.message,
    ).toBe(m.costCentreTooLong)
  })
})

describe('corporateFieldLines', () => {
  const settings: BookingFields = {
    cost_centre: {
      mode: 'optional',
      centres: [
        { code: 'SALES', name: 'Sales team' },
        { code: 'OPS', name: '' },
      ],
    },
    booking_reference: { mode: 'optional', label: 'PO number', mask: 'PO-####' },
  }
  it('names the cost centre and labels the reference as the account does', () => {
    expect(
      corporateFieldLines(settings, { costCentre: 'SALES', bookingReference: 'PO-1234' }),
    ).toEqual([
      { label: 'Cost centre', value: 'SALES (Sales team)' },
      { label: 'PO number', value: 'PO-1234' },
    ])
  })
  it('shows a code without a name, or one removed since, as the code alone', () => {
    expect(corporateFieldLines(settings, { costCentre: 'OPS', bookingReference: null })).toEqual([
      { label: 'Cost centre', value: 'OPS' },
    ])
    expect(corporateFieldLines(settings, { costCentre: 'LEGAL', bookingReference: null })).toEqual([
      { label: 'Cost centre', value: 'LEGAL' },
    ])
  })
  it('says nothing of fields the booking left empty', () => {
    expect(
      corporateFieldLines(DEFAULT_BOOKING_FIELDS, { costCentre: null, bookingReference: null }),
    ).toEqual([])
  })
})
