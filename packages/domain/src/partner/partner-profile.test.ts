import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  compactProfilePayload,
  isProfileComplete,
  partnerProfileResponseSchema,
  partnerProfileUpdateResponseSchema,
  partnerProfileUpdateSchema,
  profileFormFrom,
  type PartnerProfileForm,
} from './partner-profile'

const form: PartnerProfileForm = {
  business_name: ' Skyline Travels ',
  admin_email: 'admin@skyline.in',
  admin_contact: '+919876543210',
  address: '  ',
  country: 'India',
  city: 'Indore',
  tax_id: '',
  website: 'https://skyline.in',
}

describe('partnerProfileUpdateSchema', () => {
  it('accepts the required fields alone', () => {
    expect(partnerProfileUpdateSchema.safeParse(compactProfilePayload(form)).success).toBe(true)
  })

  it.each(['business_name', 'admin_email', 'admin_contact', 'country', 'city'] as const)(
    'needs %s: "Please fill all required fields"',
    (field) => {
      expect(firstMessageByField(partnerProfileUpdateSchema, { ...form, [field]: ' ' })).toEqual({
        [field]: 'Please fill all required fields',
      })
      const { [field]: _omitted, ...rest } = form
      expect(firstMessageByField(partnerProfileUpdateSchema, rest)[field]).toBe(
        'Please fill all required fields',
      )
    },
  )

  it('checks the admin email and contact formats', () => {
    expect(
      firstMessageByField(partnerProfileUpdateSchema, {
        ...form,
        admin_email: 'admin',
        admin_contact: '12',
      }),
    ).toEqual({ admin_email: 'Enter a valid email', admin_contact: 'Enter a valid contact number' })
    const spaced = partnerProfileUpdateSchema.parse({ ...form, admin_contact: '+44 20 7946 0111' })
    expect(spaced.admin_contact).toBe('+442079460111')
  })

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://skyline.in',
    'https://user:pass@skyline.in',
    'not a website',
    'localhost',
  ])('refuses %s as a website', (website) => {
    expect(firstMessageByField(partnerProfileUpdateSchema, { ...form, website })).toEqual({
      website: 'Enter a website address such as https://example.com',
    })
  })

  it.each([
    ['https://skyline.in', 'https://skyline.in'],
    ['http://skyline.in/about', 'http://skyline.in/about'],
    ['skyline.in', 'https://skyline.in'],
    ['www.skyline.in', 'https://www.skyline.in'],
  ])('keeps %s as the website %s', (website, stored) => {
    expect(partnerProfileUpdateSchema.parse({ ...form, website }).website).toBe(stored)
  })
})

describe('compactProfilePayload', () => {
  it('trims and drops empty optional fields', () => {
    expect(compactProfilePayload(form)).toEqual({
      business_name: 'Skyline Travels',
      admin_email: 'admin@skyline.in',
      admin_contact: '+919876543210',
      country: 'India',
      city: 'Indore',
      website: 'https://skyline.in',
    })
  })
})

describe('isProfileComplete', () => {
  it('needs every required field', () => {
    expect(isProfileComplete(form)).toBe(true)
    expect(isProfileComplete({ ...form, city: ' ' })).toBe(false)
    expect(isProfileComplete({ ...form, country: null })).toBe(false)
    expect(isProfileComplete({})).toBe(false)
  })

  it('ignores optional fields', () => {
    expect(isProfileComplete({ ...form, address: '', tax_id: '', website: '' })).toBe(true)
  })
})

describe('profileFormFrom / partnerProfileResponseSchema', () => {
  it('turns a fresh profile into an empty form', () => {
    const response = partnerProfileResponseSchema.parse({
      partner: {
        id: 'p-1',
        email: 'ops@agency.com',
        contact_number: '+12345678',
        created_at: '2025-06-01T00:00:00Z',
        status: 'pending_approval',
      },
      profile: {
        business_name: null,
        admin_email: null,
        admin_contact: null,
        address: null,
        country: null,
        city: null,
        tax_id: null,
        website: null,
        is_profile_complete: false,
      },
      viewer: { kind: 'owner', email: 'ops@agency.com', role: 'admin' },
    })
    expect(profileFormFrom(response.profile)).toEqual({
      business_name: '',
      admin_email: '',
      admin_contact: '',
      address: '',
      country: '',
      city: '',
      tax_id: '',
      website: '',
    })
    expect(profileFormFrom(null).city).toBe('')
  })
})

describe('partnerProfileUpdateResponseSchema', () => {
  it('carries the message and the stored profile', () => {
    const profile = { ...compactProfilePayload(form), address: null, tax_id: null }
    const response = {
      message: 'Profile updated',
      profile: { ...profile, is_profile_complete: true },
    }
    expect(partnerProfileUpdateResponseSchema.parse(response)).toEqual(response)
    expect(
      partnerProfileUpdateResponseSchema.safeParse({ message: 'Profile updated' }).success,
    ).toBe(false)
  })
})
