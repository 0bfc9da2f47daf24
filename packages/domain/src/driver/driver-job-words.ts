import type { BookingStatus } from '../booking/booking-status'

// The driver's job page's constants and words (docs/decisions/029-providers-and-drivers.md#the-drivers-job-link),
// kept apart from the job's schemas (driver-job.ts re-exports them) so the page can show them
// without loading zod.

export const DRIVER_TOKEN_HEADER = 'X-Driver-Token'

/** The job page shares the phone's position this often while the driver is on the way. */
export const DRIVER_LOCATION_INTERVAL_MS = 15_000

/** The steps a driver reports, in the order the page offers them; no-show is the way out of waiting. */
export const driverSteps = [
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
  'completed',
  'no_show',
] as const satisfies readonly BookingStatus[]
export type DriverStep = (typeof driverSteps)[number]

/** The words on the page's buttons (English, each a message of the domain's catalogue). */
export const driverStepLabels: Record<DriverStep, string> = {
  driver_en_route: /*i18n*/ 'On my way',
  driver_arrived: /*i18n*/ 'Arrived',
  passenger_on_board: /*i18n*/ 'Passenger on board',
  completed: /*i18n*/ 'Completed',
  no_show: /*i18n*/ 'No-show',
}

/**
 * The question the page asks before a step that the passenger and the provider's statement act
 * on at once (issue 30); "On my way" goes with one tap, and no-show has its own question.
 */
export const driverStepQuestions: Partial<
  Record<DriverStep, { title: string; message: string; confirm: string }>
> = {
  driver_arrived: {
    title: /*i18n*/ 'At the pickup?',
    message: /*i18n*/ 'The passenger is told that you are waiting for them.',
    confirm: /*i18n*/ 'Yes, I have arrived',
  },
  passenger_on_board: {
    title: /*i18n*/ 'Passenger in the car?',
    message: /*i18n*/ 'Confirm only once the passenger is in the vehicle.',
    confirm: /*i18n*/ 'Yes, passenger on board',
  },
  completed: {
    title: /*i18n*/ 'Ride finished?',
    message:
      /*i18n*/ 'Confirm only once you have dropped the passenger off. They are thanked and asked to rate the ride.',
    confirm: /*i18n*/ 'Yes, ride completed',
  },
}

export const driverJobMessages = {
  linkInvalid:
    /*i18n*/ 'This job link is no longer valid. It may have been given to another driver or the ride is over. Ask your dispatcher for a new link.',
  tokenRequired: /*i18n*/ 'Open the job from the link you were sent.',
  locationNotOnTheWay:
    /*i18n*/ 'Your location is shared only while you are on the way to the pickup and waiting there.',
  noShowConfirm:
    /*i18n*/ 'Mark the passenger as a no-show? Do this only after you have looked for them and tried to call.',
  locationConsent:
    /*i18n*/ 'Share your location while you drive to the pickup and wait there? It is sent about every 15 seconds: the passenger sees it until you arrive, and while you wait it is the evidence a no-show needs.',
} as const
