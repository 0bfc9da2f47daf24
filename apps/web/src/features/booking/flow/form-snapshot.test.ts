import { afterEach, describe, expect, it } from 'vitest'
import { snapshotForm } from './form-snapshot'
import { restoreFocus } from './restore-focus'

function mountForm() {
  document.body.innerHTML = `
    <form>
      <input name="ride-type" type="radio" value="one-way">
      <input name="ride-type" type="radio" value="hourly" checked>
      <input name="pickup" type="text" value="heath">
      <input name="date" type="date" value="2026-12-24">
      <input name="round-trip" type="checkbox">
    </form>`
  return document.querySelector('form')!
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('snapshotForm and restoreFocus', () => {
  it('reads the values by name, with the focused control and its caret', () => {
    const form = mountForm()
    const pickup = form.elements.namedItem('pickup') as HTMLInputElement
    pickup.focus()
    pickup.setSelectionRange(2, 4)
    expect(snapshotForm(form)).toEqual({
      values: { 'ride-type': 'hourly', pickup: 'heath', date: '2026-12-24' },
      focus: { name: 'pickup', selectionStart: 2, selectionEnd: 4 },
    })
  })

  it('has no focus when nothing in the form had it', () => {
    expect(snapshotForm(mountForm()).focus).toBeUndefined()
  })

  it('puts focus and caret back on the same-named control of another form', () => {
    const form = mountForm()
    restoreFocus(form, { name: 'pickup', selectionStart: 1, selectionEnd: 1 })
    const pickup = form.elements.namedItem('pickup') as HTMLInputElement
    expect(document.activeElement).toBe(pickup)
    expect(pickup.selectionStart).toBe(1)
    restoreFocus(form, { name: 'date', selectionStart: null, selectionEnd: null })
    expect(document.activeElement).toBe(form.elements.namedItem('date'))
  })
})
