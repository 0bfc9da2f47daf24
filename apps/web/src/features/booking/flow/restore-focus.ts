import type { FormSnapshot } from './form-snapshot'

// Kept apart from form-snapshot.ts: the landing page takes the snapshot, the booking form's
// own chunk restores it, and neither should pull the other's code in.

/** Puts focus and caret back on the same-named control of the live form. */
export function restoreFocus(form: HTMLFormElement, focus: FormSnapshot['focus']) {
  if (!focus) return
  const control = form.elements.namedItem(focus.name)
  if (!(control instanceof HTMLInputElement)) return
  control.focus()
  if (focus.selectionStart === null || focus.selectionEnd === null) return
  try {
    control.setSelectionRange(focus.selectionStart, focus.selectionEnd)
  } catch {
    // not a text control
  }
}
