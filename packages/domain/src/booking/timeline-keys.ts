/**
 * An entry that records an edit rather than a move (details.change names it, e.g. 'pickup_time'):
 * the status stays as it was, and it says nothing about who was assigned or arrived.
 */
export const TIMELINE_EDIT_KEY = 'change'

/**
 * An entry that took a step back (details.undone holds the status it left): it neither names a
 * new assignment nor moves the driver's arrival, which stay as the steps before it set them.
 */
export const TIMELINE_UNDO_KEY = 'undone'
