import { i18n } from '@lingui/core'
import { rideChangeMessages, type RideView } from '@ridelane/domain'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'
import { apiRequest } from '@/lib/api-client'
import {
  answerCalls,
  baseRide,
  renderOnRidePage,
  tokenAccess,
} from '../testing/ride-action-fixtures'
import { changeRideFormSchema, formFromRide } from './change-ride-form'
import { ChangeRideFormView } from './change-ride-form-view'

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(apiRequest).mockReset()
  answerCalls({})
})

/** A ride booked for four whose vehicle takes three (the operators moved it to a smaller one). */
const crowdedRide: RideView = {
  ...baseRide,
  vehicle: { ...baseRide.vehicle, seats: 3 },
  passenger: { ...baseRide.passenger, passengers: 4 },
}
/** A ride whose notes for the driver are longer than a change may keep. */
const wordyRide: RideView = {
  ...baseRide,
  passenger: { ...baseRide.passenger, driver_instructions: 'x'.repeat(2002) },
}
const tooLongInEnglish = 'Instructions must be at most 2001 characters'

/** Opens the form on `ride` and saves it as it is. */
async function save(ride: RideView) {
  renderOnRidePage(
    <ChangeRideFormView
      ride={ride}
      access={tokenAccess}
      onCancel={vi.fn()}
      onApplied={vi.fn()}
      onAwaitingPayment={vi.fn()}
    />,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Save the change' }))
}

const limitInEnglish =
  'The booked vehicle’s passenger limit is 3. For more, please contact support about a larger vehicle.'

describe('the change form’s passenger limit', () => {
  it('names the vehicle’s limit in English, with its figure', () => {
    const result = changeRideFormSchema(crowdedRide).safeParse(formFromRide(crowdedRide))
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['passengers'], message: limitInEnglish }),
    ])
  })

  it('shows it on the Passengers field when the change is saved', async () => {
    await save(crowdedRide)
    expect(await screen.findByText(limitInEnglish)).toBeVisible()
    expect(screen.getByLabelText('Passengers')).toHaveAccessibleDescription(limitInEnglish)
    expect(apiRequest).not.toHaveBeenCalledWith('/rides/ABCD2345/changes', expect.anything())
  })

  describe('on a page in another language', () => {
    afterEach(() => i18n.activate('en'))

    it('takes the domain catalogue’s words and fills in the figure', () => {
      const { message } = rideChangeMessages.tooManyPassengers(3)
      // A stand-in for the Spanish catalogue's entry, compiled as the build compiles it.
      i18n.load('es', { [message]: ['ES: ', ['seats'], ' max.'] })
      i18n.activate('es')
      const result = changeRideFormSchema(crowdedRide).safeParse(formFromRide(crowdedRide))
      expect(result.error?.issues[0]?.message).toBe('ES: 3 max.')
    })
  })
})

// The domain's words with figures in a schema's message (written from a wording): English as
// before, and in the page's language through the domain's catalogue.
describe('the change form’s notes for the driver', () => {
  it('say in English how long they may be, with the figure', async () => {
    await save(wordyRide)
    expect(await screen.findByText(tooLongInEnglish)).toBeVisible()
    expect(apiRequest).not.toHaveBeenCalledWith('/rides/ABCD2345/changes', expect.anything())
  })

  describe('on a page in another language', () => {
    afterEach(() => i18n.activate('en'))

    it('say it in the domain catalogue’s words, the figure filled in', async () => {
      // A stand-in for the Spanish catalogue's entry, compiled as the build compiles it.
      i18n.load('es', {
        'Instructions must be at most {max} characters': [
          'ES: ',
          ['max'],
          ' caracteres como máximo',
        ],
      })
      i18n.activate('es')
      await save(wordyRide)
      expect(await screen.findByText('ES: 2001 caracteres como máximo')).toBeVisible()
      expect(screen.queryByText(tooLongInEnglish)).not.toBeInTheDocument()
    })
  })
})
