import { describe, expect, it } from 'vitest'
import { operatorCompany } from './company'
import {
  RATING_COMMENT_MAX_LENGTH,
  rideActionMessages,
  rideCancelRequestSchema,
  rideRatingRequestSchema,
  starsText,
} from './ride-actions'

describe('rideRatingRequestSchema', () => {
  it('takes 1 to 5 whole stars and a comment over several lines, trimmed', () => {
    expect(rideRatingRequestSchema.parse({ stars: 1 })).toEqual({ stars: 1, comment: '' })
    expect(
      rideRatingRequestSchema.parse({ stars: 5, comment: '  Great driver.\nOn time.  ' }),
    ).toEqual({ stars: 5, comment: 'Great driver.\nOn time.' })
  })

  it.each([0, 6, 2.5, -1, '4', null])('refuses %s stars with words a traveller reads', (stars) => {
    const result = rideRatingRequestSchema.safeParse({ stars })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Choose between 1 and 5 stars')
  })

  it('refuses a comment over the limit, counted after trimming', () => {
    const limit = 'x'.repeat(RATING_COMMENT_MAX_LENGTH)
    expect(rideRatingRequestSchema.safeParse({ stars: 4, comment: ` ${limit} ` }).success).toBe(
      true,
    )
    const tooLong = rideRatingRequestSchema.safeParse({ stars: 4, comment: `${limit}y` })
    expect(tooLong.error?.issues[0]?.message).toBe('Your comment must be at most 1000 characters')
  })
})

describe('rideCancelRequestSchema', () => {
  it('takes an empty body or a whole version', () => {
    expect(rideCancelRequestSchema.parse({})).toEqual({})
    expect(rideCancelRequestSchema.parse({ expected_version: 3 })).toEqual({ expected_version: 3 })
    expect(rideCancelRequestSchema.safeParse({ expected_version: 1.5 }).success).toBe(false)
  })
})

describe('rideActionMessages', () => {
  it('points a traveller who can no longer cancel to support', () => {
    expect(rideActionMessages.pickupPassed).toContain('pickup time has passed')
    expect(rideActionMessages.pickupPassed).toContain(operatorCompany.supportEmail)
    expect(rideActionMessages.notCancellable).toContain(operatorCompany.supportEmail)
  })

  it('says the stars in words', () => {
    expect(starsText(4)).toBe('4 of 5 stars')
    expect(starsText(1)).toBe('1 of 5 stars')
  })
})
