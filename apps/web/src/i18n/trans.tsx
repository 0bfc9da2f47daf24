import { i18n } from '@lingui/core'
import type { TransProps } from '@lingui/react'
import { TransNoContext } from '@lingui/react/server'

const lingui = { i18n }

/**
 * What Lingui's `<Trans>` macro compiles to here (lingui.config.ts, runtimeConfigModule): the
 * message in the page's language, from the one i18n instance. A page has one language for its
 * whole life (another language is another URL, loaded afresh), so no context or provider is
 * needed, and components render the same in tests as on the site.
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={lingui} />
}
