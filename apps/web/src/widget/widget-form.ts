import {
  HOURLY_DURATION_BOUNDS,
  PASSENGER_BOUNDS,
  wizardUrlFromWidget,
  type WidgetRideType,
  type WidgetTrip,
} from '@ridelane/domain'
import { widgetStyles } from './widget-styles'

// The affiliate widget's form (docs/decisions/030-partner-business-tools.md): plain DOM in a
// shadow root, no framework, so widget.js stays a few kilobytes on the partner's page.

export type WidgetOptions = {
  /** Where Ridelane runs: the origin widget.js was loaded from. */
  origin: string
  /** The partner's referral code (`data-partner`). */
  referralCode: string
  /** Opens the wizard; a new tab unless a test says otherwise. */
  open?: (url: string) => void
}

let instances = 0

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

function field(label: string, input: HTMLInputElement): HTMLLabelElement {
  return element('label', { class: 'field' }, element('span', {}, label), input)
}

function rideTypeChoice(name: string, value: WidgetRideType, text: string, checked: boolean) {
  const input = element('input', { type: 'radio', name, value })
  input.checked = checked
  return element('label', {}, input, element('span', {}, text))
}

/** Today in the visitor's own calendar, as date inputs take it. */
function today(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The trip the form holds now. */
export function tripFromForm(form: HTMLFormElement): WidgetTrip {
  const value = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
  const checked = form.querySelector<HTMLInputElement>('input[name$="-ride"]:checked')
  const rideType: WidgetRideType = checked?.value === 'hourly' ? 'hourly' : 'one-way'
  const count = (name: string, fallback: number) => {
    const parsed = Number.parseInt(value(name), 10)
    return Number.isFinite(parsed) ? parsed : fallback
  }
  return {
    rideType,
    pickup: value('pickup'),
    dropoff: value('dropoff'),
    date: value('date'),
    time: value('time'),
    passengers: count('passengers', PASSENGER_BOUNDS.default),
    ...(rideType === 'hourly' ? { hours: count('hours', HOURLY_DURATION_BOUNDS.min) } : {}),
  }
}

/** Renders the form into `host`'s shadow root and returns that root. */
export function renderWidget(host: HTMLElement, options: WidgetOptions): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  root.replaceChildren()
  const id = `rl-widget-${++instances}`
  const rideName = `${id}-ride`
  const number = (name: string, bounds: { min: number; max: number }, value: number) =>
    element('input', {
      type: 'number',
      name,
      min: String(bounds.min),
      max: String(bounds.max),
      value: String(value),
      inputmode: 'numeric',
    })

  const dropoff = field(
    'Drop-off',
    element('input', {
      name: 'dropoff',
      required: '',
      autocomplete: 'off',
      placeholder: 'Where to?',
    }),
  )
  const hours = field('Hours', number('hours', HOURLY_DURATION_BOUNDS, HOURLY_DURATION_BOUNDS.min))
  hours.hidden = true
  const rideTypes = element(
    'fieldset',
    {},
    element('legend', {}, 'Ride type'),
    rideTypeChoice(rideName, 'one-way', 'One way', true),
    rideTypeChoice(rideName, 'hourly', 'By the hour', false),
  )
  const form = element(
    'form',
    { 'aria-labelledby': `${id}-title`, novalidate: '' },
    element('h2', { id: `${id}-title` }, 'Book a ride'),
    rideTypes,
    field(
      'Pickup',
      element('input', {
        name: 'pickup',
        required: '',
        autocomplete: 'off',
        placeholder: 'Airport, hotel or address',
      }),
    ),
    dropoff,
    hours,
    element(
      'div',
      { class: 'row' },
      field('Date', element('input', { type: 'date', name: 'date', min: today() })),
      field('Time', element('input', { type: 'time', name: 'time' })),
    ),
    field('Passengers', number('passengers', PASSENGER_BOUNDS, PASSENGER_BOUNDS.default)),
    element('button', { type: 'submit' }, 'See prices'),
    element('p', {}, 'Prices and booking open on Ridelane in a new tab.'),
  )

  rideTypes.addEventListener('change', () => {
    const hourly = tripFromForm(form).rideType === 'hourly'
    dropoff.hidden = hourly
    dropoff.querySelector('input')!.required = !hourly
    hours.hidden = !hourly
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    // Only what the wizard needs first is asked here; the wizard checks the rest.
    const missing = [...form.querySelectorAll('input')].find(
      (input) => input.required && input.value.trim() === '',
    )
    if (missing) {
      missing.setAttribute('aria-invalid', 'true')
      missing.focus()
      return
    }
    const url = wizardUrlFromWidget(options.origin, tripFromForm(form), options.referralCode)
    const open = options.open ?? ((target: string) => window.open(target, '_blank', 'noopener'))
    open(url)
  })
  form.addEventListener('input', (event) => {
    ;(event.target as HTMLElement).removeAttribute('aria-invalid')
  })

  root.append(element('style', {}, widgetStyles), form)
  return root
}
