// docs/product.md#booking-wizard. A module of its own, free of zod, so the booking page's frame
// (the step bar) can name the steps without loading the schemas (docs/decisions/022).
export const WIZARD_STEP_COUNT = 4
export const wizardSteps = [
  { step: 1, title: 'Travel Details' },
  { step: 2, title: 'Choose Your Vehicle' },
  { step: 3, title: 'Booking Details' },
  { step: 4, title: 'Review & Payment' },
] as const
export type WizardStep = (typeof wizardSteps)[number]['step']
