/**
 * Resolves in a new task of the main thread, so that work split around it (e.g. evaluating one
 * chunk's code, then the next) runs as several short tasks: the browser can handle a tap, a key
 * or a paint in between. A hidden tab may slow timers down; that only delays work nobody sees.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
