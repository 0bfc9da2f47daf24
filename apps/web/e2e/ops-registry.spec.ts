import { expect, test } from './support/test'
import { enrolAdminInBrowser, expectNoA11yViolationsHere } from './support/operator-account'

// The registry admin is made by create-admin when the e2e server starts (playwright.config.ts);
// its link works once, so this file signs in once and walks the registry in order.
test.describe.configure({ mode: 'serial' })

test('an admin adds a provider with a driver and a vehicle', async ({ page }) => {
  test.setTimeout(120_000)
  await enrolAdminInBrowser(page, 'registry-admin')
  // A name of this run's own, so a retry or a repeat finds its provider alone in the list.
  const company = `Skyline Cabs ${Math.random().toString(36).slice(2, 7)}`

  await page.getByRole('navigation', { name: 'Operator console' }).getByText('Providers').click()
  await expect(page.getByRole('heading', { name: 'Providers', level: 1 })).toBeVisible()
  // Other specs add providers of their own, so the list may or may not be empty here.
  await page.getByRole('button', { name: 'New provider' }).click()
  const form = page.getByRole('region', { name: 'New provider' })
  await form.getByRole('button', { name: 'Add provider' }).click()
  await expect(form.getByText('Enter a name')).toBeVisible()
  await expect(form.getByText('Choose at least one service area')).toBeVisible()
  await expectNoA11yViolationsHere(page, 'new provider')

  await form.getByLabel('Company name').fill(company)
  await form.getByLabel('Licence number').fill('MP-TR-2024-118')
  await form.getByLabel('Contact name').fill('Asha Rao')
  await form.getByLabel('Email').fill('desk@skyline.example')
  await form.getByLabel('Phone').fill('+91 98765 43210')
  await form.getByLabel('Commission (%)').fill('12.5')
  await form.getByLabel('Indore').check()
  await form.getByRole('button', { name: 'Add provider' }).click()
  await expect(page.getByRole('heading', { name: new RegExp(company), level: 1 })).toBeVisible()

  // A driver, languages typed in one field.
  const drivers = page.getByRole('region', { name: 'Drivers' })
  await drivers.getByRole('button', { name: 'Add driver' }).click()
  await drivers.getByLabel('Driver name').fill('Ravi Kumar')
  await drivers.getByLabel('Phone').fill('+919812345678')
  await drivers.getByLabel('Languages (comma-separated)').fill('Hindi, English')
  await drivers.getByLabel('Driving licence number').fill('DL-0420110012345')
  await drivers.getByRole('button', { name: 'Add driver' }).click()
  await expect(drivers.getByRole('listitem')).toContainText('Hindi, English')

  // A vehicle: a bad plate is refused beside the field, then the plate is stored upper-case.
  await page.getByRole('button', { name: 'Add vehicle' }).click()
  const vehicles = page.getByRole('region', { name: 'Vehicles' })
  await vehicles.getByLabel('Vehicle class').selectOption({ label: 'Sedan' })
  await vehicles.getByLabel('Make and model').fill('Toyota Camry')
  await vehicles.getByLabel('Colour').fill('White')
  await vehicles.getByLabel('Plate').fill('#!')
  await vehicles.getByLabel('Seats').fill('4')
  await vehicles.getByRole('button', { name: 'Add vehicle' }).click()
  await expect(
    vehicles.getByText('Enter a plate of 2 to 15 letters, digits, spaces or dashes'),
  ).toBeVisible()
  await expect(vehicles.getByLabel('Plate')).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolationsHere(page, 'provider with bad plate')
  await vehicles.getByLabel('Plate').fill('mp09 ab 1234')
  await vehicles.getByRole('button', { name: 'Add vehicle' }).click()
  await expect(vehicles.getByRole('listitem')).toContainText('MP09 AB 1234')

  // The same plate again: the server's 409 lands under the plate field.
  await page.getByRole('button', { name: 'Add vehicle' }).click()
  await vehicles.getByLabel('Vehicle class').selectOption({ label: 'Sedan' })
  await vehicles.getByLabel('Make and model').fill('Toyota Corolla')
  await vehicles.getByLabel('Colour').fill('Grey')
  await vehicles.getByLabel('Plate').fill('MP09 AB 1234')
  await vehicles.getByLabel('Seats').fill('4')
  await vehicles.getByRole('button', { name: 'Add vehicle' }).click()
  await expect(
    vehicles.getByText('This provider already has a vehicle with this plate'),
  ).toBeVisible()
  await vehicles.getByRole('button', { name: 'Cancel' }).click()
  await expectNoA11yViolationsHere(page, 'provider')

  // Back to the list: counts and status, at both widths.
  await page.getByRole('link', { name: 'All providers' }).click()
  const row = page.getByRole('row', { name: new RegExp(company) })
  await expect(row).toContainText('Indore')
  await expect(row).toContainText('12.5 %')
  await expect(row.getByRole('cell')).toHaveText([
    'Indore',
    '12.5 %',
    '1',
    '1',
    'No ratings yet',
    'Active',
  ])
  await expectNoA11yViolationsHere(page, 'providers')
})
