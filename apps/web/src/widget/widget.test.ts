import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWidget } from './widget-form'
import { mountWidget } from './widget'

// widget.js's form (docs/decisions/030-partner-business-tools.md).

const origin = 'https://rides.example'

function setUp() {
  const host = document.createElement('div')
  document.body.append(host)
  const open = vi.fn<(url: string) => void>()
  const root = renderWidget(host, { origin, referralCode: 'K7M2PQ9X', open })
  const input = (label: string) => {
    const found = [...root.querySelectorAll('label')].find(
      (l) => l.querySelector('span')?.textContent === label,
    )
    return found!.querySelector('input')!
  }
  const type = (label: string, value: string) => {
    const field = input(label)
    field.value = value
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  const submit = () => root.querySelector('form')!.requestSubmit()
  return { host, root, open, input, type, submit }
}

afterEach(() => document.body.replaceChildren())

describe('the affiliate widget', () => {
  it('renders its labelled form and its styles inside a shadow root only', () => {
    const { host, root } = setUp()
    expect(host.shadowRoot).toBe(root)
    expect(host.childElementCount).toBe(0)
    expect(root.querySelector('form')!.getAttribute('aria-labelledby')).toBe(
      root.querySelector('h2')!.id,
    )
    const labels = [...root.querySelectorAll('label.field > span')].map((s) => s.textContent)
    expect(labels).toEqual(['Pickup', 'Drop-off', 'Hours', 'Date', 'Time', 'Passengers'])
    expect(root.querySelector('legend')!.textContent).toBe('Ride type')
    expect(root.querySelector('button')!.textContent).toBe('See prices')
    expect(root.querySelectorAll('style')).toHaveLength(1)
    expect(document.querySelectorAll('style')).toHaveLength(0)
  })

  it('opens the wizard with the one-way trip and the referral code', () => {
    const { open, type, submit } = setUp()
    type('Pickup', 'Heathrow Airport')
    type('Drop-off', 'Paddington Station')
    type('Date', '2030-05-04')
    type('Time', '09:15')
    type('Passengers', '3')
    submit()
    expect(open).toHaveBeenCalledOnce()
    const url = new URL(open.mock.calls[0]![0])
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}/booking`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ride_type: 'one-way',
      pickup: 'Heathrow Airport',
      dropoff: 'Paddington Station',
      date: '2030-05-04',
      time: '09:15',
      passengers: '3',
      ref: 'K7M2PQ9X',
    })
  })

  it('asks for hours instead of a drop-off on an hourly ride', () => {
    const { root, open, input, type, submit } = setUp()
    const hourly = root.querySelector<HTMLInputElement>('input[value="hourly"]')!
    hourly.click()
    expect(input('Drop-off').closest('label')!.hidden).toBe(true)
    expect(input('Hours').closest('label')!.hidden).toBe(false)
    type('Pickup', 'Savoy Hotel, London')
    type('Hours', '4')
    submit()
    const url = new URL(open.mock.calls[0]![0])
    expect(url.searchParams.get('ride_type')).toBe('hourly')
    expect(url.searchParams.get('hours')).toBe('4')
    expect(url.searchParams.has('dropoff')).toBe(false)
  })

  it('keeps the traveller on the form while the pickup or drop-off is empty', () => {
    const { root, open, input, type, submit } = setUp()
    submit()
    expect(open).not.toHaveBeenCalled()
    expect(input('Pickup').getAttribute('aria-invalid')).toBe('true')
    expect(root.activeElement).toBe(input('Pickup'))
    type('Pickup', 'Heathrow')
    expect(input('Pickup').hasAttribute('aria-invalid')).toBe(false)
    submit()
    expect(open).not.toHaveBeenCalled()
    expect(root.activeElement).toBe(input('Drop-off'))
  })

  it('mounts after its script tag, or into the element data-target names', () => {
    const script = document.createElement('script')
    script.src = `${origin}/widget.js`
    script.dataset.partner = 'K7M2PQ9X'
    const section = document.createElement('section')
    section.append(script)
    document.body.append(section)
    mountWidget(script)
    const host = script.nextElementSibling as HTMLElement
    expect(host.shadowRoot!.querySelector('form')).not.toBeNull()
    mountWidget(script)
    expect(section.querySelectorAll('.ridelane-widget')).toHaveLength(1)

    const target = document.createElement('div')
    target.id = 'book-here'
    document.body.append(target)
    const targeted = document.createElement('script')
    targeted.src = `${origin}/widget.js`
    targeted.dataset.partner = 'K7M2PQ9X'
    targeted.dataset.target = 'book-here'
    document.body.append(targeted)
    mountWidget(targeted)
    expect(target.shadowRoot!.querySelector('form')).not.toBeNull()
  })
})
