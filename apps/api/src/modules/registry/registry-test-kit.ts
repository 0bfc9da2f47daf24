import { expect } from 'vitest'
import type { App } from '../../app'

// Helpers for this feature's API tests only; nothing in the app imports this file.

export const providerBody = {
  name: 'Skyline Cabs',
  contact_name: 'Asha Rao',
  email: 'desk@skyline.example',
  phone: '+919876543210',
  licence_number: 'MP-TR-2024-118',
  service_area_ids: ['indore', 'delhi'],
  commission_percent: 12.5,
}
export const driverBody = {
  name: 'Ravi Kumar',
  phone: '+919812345678',
  languages: ['Hindi', 'English'],
  licence_number: 'DL-0420110012345',
}
export const vehicleBody = {
  vehicle_class_id: 'sedan',
  make_model: 'Toyota Camry',
  colour: 'White',
  plate: 'mp09 ab 1234',
  seats: 4,
}

type Method = 'GET' | 'POST' | 'PATCH'
export function call(app: App, token: string, method: Method, url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  })
}

export async function createdProvider(app: App, adminToken: string, body: object = providerBody) {
  const response = await call(app, adminToken, 'POST', '/ops/providers', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.provider as { id: string }
}
