import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { nextSlide, previousSlide } from '@ridelane/domain'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'

type CarouselProps = {
  images: readonly string[]
  /** Names the gallery for screen readers, e.g. 'Sedan photos'. */
  label: string
  width?: number
  height?: number
  className?: string
  /** The page's main picture (likely its largest paint): load it at once, not lazily. */
  priority?: boolean
}

/**
 * An image carousel (docs/product.md#content): starts at 0, wraps both ways, one dot per image;
 * each image's alt text is 'Slide' and its index. Previous sits at the start of the line and next
 * at its end, so right to left they swap sides.
 */
export function Carousel({
  images,
  label,
  width = 640,
  height = 400,
  className,
  priority = false,
}: CarouselProps) {
  const [index, setIndex] = useState(0)
  const count = images.length

  if (count === 0) {
    return (
      <div
        className={cn(
          'grid aspect-[8/5] place-items-center rounded-card bg-ink-50 text-ink-600',
          className,
        )}
      >
        <Trans>No images available</Trans>
      </div>
    )
  }

  const current = Math.min(index, count - 1)
  const showPrevious = () => setIndex(previousSlide(current, count))
  const showNext = () => setIndex(nextSlide(current, count))

  // The arrow keys move the way the page reads: in a right-to-left language, left is next.
  function moveWithArrows(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const rightToLeft = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    if ((event.key === 'ArrowRight') !== rightToLeft) showNext()
    else showPrevious()
    event.preventDefault()
  }

  const arrowClass =
    'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink-900 shadow-card hover:bg-white'

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={moveWithArrows}
      className={cn('relative', className)}
    >
      <div aria-live="polite" className="overflow-hidden rounded-card bg-ink-50">
        <img
          src={images[current]}
          alt={t`Slide ${current}`}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[8/5] h-auto w-full object-cover"
        />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={showPrevious}
            aria-label={t`Previous image`}
            className={cn(arrowClass, 'start-3')}
          >
            <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={showNext}
            aria-label={t`Next image`}
            className={cn(arrowClass, 'end-3')}
          >
            <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
          </button>
        </>
      )}
      <div className="mt-3 flex justify-center gap-1">
        {images.map((image, dot) => {
          const position = dot + 1
          return (
            <button
              key={image}
              type="button"
              onClick={() => setIndex(dot)}
              aria-label={t`Show image ${position} of ${count}`}
              aria-current={dot === current ? 'true' : undefined}
              className="grid size-6 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block size-2.5 rounded-full transition-colors',
                  dot === current ? 'bg-ink-900' : 'bg-ink-300',
                )}
              />
            </button>
          )
        })}
      </div>
    </section>
  )
}
