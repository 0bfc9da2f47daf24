// docs/product.md#content: index starts at 0, previous and next wrap around.
export const CAROUSEL_EMPTY_MESSAGE = 'No images available'

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0
}

export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0
}

/** Alt text: 'Slide' followed by the index. */
export function slideAlt(index: number): string {
  return `Slide ${index}`
}
