import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Menu, X } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { mainNavigation } from '@/content/site'
import { PartnerNavButton } from '@/features/partner/components/partner-nav-button'

/** The phone-width navigation: a disclosure button and the links it reveals. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return
    close()
    toggleRef.current?.focus()
  }

  return (
    <div className="md:hidden" onKeyDown={closeOnEscape}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="grid size-11 place-items-center rounded-control text-ink-900 hover:bg-ink-50"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">{open ? t`Close menu` : t`Open menu`}</span>
      </button>
      <nav
        id={panelId}
        aria-label={t`Mobile`}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-ink-100 bg-white shadow-raised"
      >
        <ul className="flex flex-col px-gutter py-3">
          {mainNavigation.map((item) => (
            <li key={item.to + item.label.id}>
              <Link
                to={item.to}
                onClick={close}
                className="block rounded-control px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-50"
              >
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
          <li className="mt-2 px-3 pb-2">
            <PartnerNavButton className="w-full" onNavigate={close} />
          </li>
        </ul>
      </nav>
    </div>
  )
}
