import { i18n, type MessageDescriptor } from '@lingui/core'

// Some content is read as plain strings: the domain's schemas (FaqEntry, FleetEntry) type their
// fields as strings, and the content tests read them. Such fields hold a `msg` descriptor and are
// translated into the page's language each time they are read (when a page renders), never when
// the module loads, before the catalogues are there. So never spread or copy these objects at
// module level: read their fields where they are shown.

/** `base` with, for each message, a string field that reads as that message in the page's
 * language. */
export function withTranslatedFields<B extends object, M extends Record<string, MessageDescriptor>>(
  base: B,
  messages: M,
): B & { readonly [K in keyof M]: string } {
  for (const [key, message] of Object.entries(messages)) {
    Object.defineProperty(base, key, { get: () => i18n._(message), enumerable: true })
  }
  return base as B & { readonly [K in keyof M]: string }
}

/** A list of strings, each read as its message in the page's language. */
export function translatedList(messages: readonly MessageDescriptor[]): string[] {
  const list: string[] = []
  messages.forEach((message, index) => {
    Object.defineProperty(list, index, { get: () => i18n._(message), enumerable: true })
  })
  return list
}
