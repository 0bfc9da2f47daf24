/**
 * Whether a driver's new position is announced to the ride streams. Time is cut into windows of
 * `quietMs`; the first position of each window is announced, later ones in it are not. So a
 * phone (or two tabs of one) sending every few seconds reaches the pages once per window, and
 * never falls silent however close together its positions come.
 */
export function announcesPosition(previousAt: Date | undefined, now: Date, quietMs: number) {
  if (!previousAt) return true
  return Math.floor(now.getTime() / quietMs) !== Math.floor(previousAt.getTime() / quietMs)
}
