// docs/product.md#content: index starts at 0, previous and next wrap around. (Its words, 'Slide'
// and the index as alt text, are the web carousel's, in the page's language.)

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0
}

export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0
}
