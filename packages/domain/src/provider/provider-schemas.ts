import { z } from 'zod'
import { languages } from '../language/languages'
import { providerMessages as m } from './provider-messages'
import {
  commissionPercentSchema,
  driverPhoneSchema,
  homeBaseSchema,
  languageSchema,
  languagesFromText,
  plateSchema,
  registryEmailSchema,
  registryPhoneSchema,
  requiredName,
  requiredText,
  seatsSchema,
  vehicleClassIdSchema,
} from './provider-fields'

// The registry of transport providers, their drivers and vehicles (docs/decisions/
// 013-provider-registry.md). Bodies of the /ops/providers endpoints and of the console's forms.

const serviceAreaIdsSchema = z
  .array(z.string({ error: m.areaUnknown }).trim().min(1, m.areaUnknown).max(60, m.areaUnknown), {
    error: m.areasRequired,
  })
  .min(1, m.areasRequired)
  .max(50, m.tooLong)
  .overwrite((ids) => [...new Set(ids)])

/** POST /ops/providers, and the console's provider form. */
export const providerInputSchema = z.object({
  name: requiredName(200, m.nameRequired),
  contact_name: requiredName(100, m.contactNameRequired),
  email: registryEmailSchema,
  phone: registryPhoneSchema,
  licence_number: requiredText(60, m.licenceRequired),
  service_area_ids: serviceAreaIdsSchema,
  commission_percent: commissionPercentSchema,
  active: z.boolean().default(true),
})
export type ProviderInput = z.input<typeof providerInputSchema>
export type ProviderValues = z.output<typeof providerInputSchema>

const atLeastOne = <T extends Record<string, unknown>>(value: T) =>
  Object.values(value).some((field) => field !== undefined)

/** PATCH /ops/providers/:id: any of the fields; `active: false` deactivates. */
export const providerChangeSchema = providerInputSchema
  .extend({ active: z.boolean().optional() })
  .partial()
  .refine(atLeastOne, { error: m.nothingToChange })
export type ProviderChange = z.output<typeof providerChangeSchema>

/** POST /ops/providers/:id/drivers, and the console's driver form. */
export const driverInputSchema = z.object({
  name: requiredName(100, m.nameRequired),
  phone: driverPhoneSchema,
  languages: z
    .array(languageSchema, { error: m.languagesRequired })
    .min(1, m.languagesRequired)
    .max(12, m.tooLong),
  licence_number: requiredText(60, m.licenceRequired),
  /**
   * The language the driver reads their job in (issue 35): the job's texts and the link's page.
   * Absent: English (or, in a change, unchanged).
   */
  job_language: z.enum(languages, { error: m.jobLanguage }).optional(),
  active: z.boolean().default(true),
  /** Absent: none (or, in a change, unchanged); `null` clears it. */
  home_base: homeBaseSchema.nullable().optional(),
})
export type DriverInput = z.input<typeof driverInputSchema>
export type DriverValues = z.output<typeof driverInputSchema>

/** The console's driver form: languages typed in one field, separated by commas. */
export const driverFormSchema = driverInputSchema.extend({
  languages: z.string().transform(languagesFromText).pipe(driverInputSchema.shape.languages),
})
export type DriverForm = z.input<typeof driverFormSchema>

export const driverChangeSchema = driverInputSchema
  .extend({ active: z.boolean().optional() })
  .partial()
  .refine(atLeastOne, { error: m.nothingToChange })
export type DriverChange = z.output<typeof driverChangeSchema>

/** POST /ops/providers/:id/vehicles, and the console's vehicle form. */
export const vehicleInputSchema = z.object({
  vehicle_class_id: vehicleClassIdSchema,
  make_model: requiredText(100, m.makeModelRequired),
  colour: requiredText(40, m.colourRequired),
  plate: plateSchema,
  seats: seatsSchema,
  active: z.boolean().default(true),
})
export type VehicleInput = z.input<typeof vehicleInputSchema>
export type VehicleValues = z.output<typeof vehicleInputSchema>

export const vehicleChangeSchema = vehicleInputSchema
  .extend({ active: z.boolean().optional() })
  .partial()
  .refine(atLeastOne, { error: m.nothingToChange })
export type VehicleChange = z.output<typeof vehicleChangeSchema>

export const providerIdParamsSchema = z.object({ id: z.string().max(100) })
export const providerMemberParamsSchema = z.object({
  id: z.string().max(100),
  memberId: z.string().max(100),
})

// Answers

const stamp = z.iso.datetime({ offset: true })

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  licence_number: z.string(),
  service_area_ids: z.array(z.string()),
  commission_percent: z.number(),
  active: z.boolean(),
  created_at: stamp,
  updated_at: stamp,
})
export type Provider = z.infer<typeof providerSchema>

export const providerSummarySchema = providerSchema.extend({
  driver_count: z.number().int(),
  vehicle_count: z.number().int(),
})
export type ProviderSummary = z.infer<typeof providerSummarySchema>

export const driverSchema = z.object({
  id: z.string(),
  provider_id: z.string(),
  name: z.string(),
  phone: z.string(),
  languages: z.array(z.string()),
  licence_number: z.string(),
  job_language: z.enum(languages),
  active: z.boolean(),
  home_base: homeBaseSchema.nullable(),
})
export type Driver = z.infer<typeof driverSchema>

export const vehicleSchema = z.object({
  id: z.string(),
  provider_id: z.string(),
  vehicle_class_id: z.string(),
  make_model: z.string(),
  colour: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  active: z.boolean(),
})
export type Vehicle = z.infer<typeof vehicleSchema>

export const providerListSchema = z.object({ providers: z.array(providerSummarySchema) })
export const providerDetailSchema = z.object({
  provider: providerSchema,
  drivers: z.array(driverSchema),
  vehicles: z.array(vehicleSchema),
})
export type ProviderDetail = z.infer<typeof providerDetailSchema>

/** The choices the provider and vehicle forms offer, from the catalogue. */
export const registryChoicesSchema = z.object({
  service_areas: z.array(z.object({ id: z.string(), name: z.string() })),
  vehicle_classes: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type RegistryChoices = z.infer<typeof registryChoicesSchema>
