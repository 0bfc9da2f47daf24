/**
 * Resolves in a new task of the main thread, so that work split around it (e.g. evaluating one
 * chunk's code, then the next) runs as several short tasks: the browser can handle a tap, a key
 * or a paint in between. A hidden tab may slow timers down; that only delays work nobody sees.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves once the browser has painted the frame after this call: a frame, then a task. A hidden
 * tab gets no frames, so a timer answers after 100 ms instead.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })
}
