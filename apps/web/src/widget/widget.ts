import { renderWidget } from './widget-form'

// widget.js: `<script src="https://<host>/widget.js" data-partner="CODE" async></script>`
// renders the booking form where the tag stands, or in the element `data-target` names
// (docs/decisions/030-partner-business-tools.md).

/** The host element for a widget script: its data-target, else a new one right after the tag. */
export function hostFor(script: HTMLScriptElement): HTMLElement | null {
  const target = script.dataset.target
  if (target) return document.getElementById(target) ?? document.querySelector<HTMLElement>(target)
  const host = document.createElement('div')
  host.className = 'ridelane-widget'
  // A tag in <head> has no place on the page: the widget goes at the end of the body.
  if (script.parentElement && script.parentElement !== document.head) script.after(host)
  else document.body.append(host)
  return host
}

export function mountWidget(script: HTMLScriptElement): void {
  if (script.dataset.mounted) return
  const host = hostFor(script)
  if (!host) return
  script.dataset.mounted = 'true'
  renderWidget(host, {
    origin: new URL(script.src, document.baseURI).origin,
    referralCode: script.dataset.partner ?? '',
  })
}

// An async script may run before the body exists; currentScript is only set while it runs.
const current = document.currentScript as HTMLScriptElement | null
const scripts = current
  ? [current]
  : [...document.querySelectorAll<HTMLScriptElement>('script[data-partner][src*="widget.js"]')]
const mountAll = () => scripts.forEach(mountWidget)
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll)
else mountAll()
