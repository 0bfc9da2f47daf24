/**
 * What a traveller had done in a form's prerendered markup before its code arrived: the form's
 * values by input name, and the control that had focus with its caret. Read from the DOM with
 * no dependencies, so the landing page can take it without loading the booking feature.
 */
export type FormSnapshot = {
  values: Record<string, string>
  focus?: { name: string; selectionStart: number | null; selectionEnd: number | null }
}

function caret(control: HTMLInputElement): { start: number | null; end: number | null } {
  try {
    return { start: control.selectionStart, end: control.selectionEnd }
  } catch {
    return { start: null, end: null } // date, time and number inputs have no caret to read
  }
}

export function snapshotForm(form: HTMLFormElement): FormSnapshot {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value
  }
  const active = document.activeElement
  if (!(active instanceof HTMLInputElement) || active.form !== form || !active.name) {
    return { values }
  }
  const { start, end } = caret(active)
  return { values, focus: { name: active.name, selectionStart: start, selectionEnd: end } }
}
