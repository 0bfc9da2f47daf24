import { test as base } from '@playwright/test'

export * from '@playwright/test'

/**
 * Public pages arrive prerendered, so they are visible before React takes them over; a click in
 * that gap would be lost. Every navigation here waits for the app's ready mark (set in main.tsx).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, providePage) => {
    if (javaScriptEnabled !== false) {
      const appReady = () =>
        page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 })
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await appReady()
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await appReady()
        return response
      }
    }
    await providePage(page)
  },
})
