import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Carousel } from './carousel'

const images = ['/a.svg', '/b.svg', '/c.svg']

function shownImage() {
  return screen.getByRole('img')
}

describe('Carousel', () => {
  it('starts at the first image with alt text Slide 0', () => {
    render(<Carousel images={images} label="Sedan photos" />)
    expect(shownImage()).toHaveAttribute('src', '/a.svg')
    expect(shownImage()).toHaveAttribute('alt', 'Slide 0')
  })

  it('wraps around with Previous and Next', async () => {
    render(<Carousel images={images} label="Sedan photos" />)
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(shownImage()).toHaveAttribute('alt', 'Slide 2')
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(shownImage()).toHaveAttribute('src', '/a.svg')
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(shownImage()).toHaveAttribute('alt', 'Slide 1')
  })

  it('has one dot per image and highlights the current one', async () => {
    render(<Carousel images={images} label="Sedan photos" />)
    const dots = screen.getAllByRole('button', { name: /^Show image/ })
    expect(dots).toHaveLength(3)
    expect(dots[0]).toHaveAttribute('aria-current', 'true')
    await userEvent.click(dots[2]!)
    expect(dots[2]).toHaveAttribute('aria-current', 'true')
    expect(dots[0]).not.toHaveAttribute('aria-current')
    expect(shownImage()).toHaveAttribute('src', '/c.svg')
  })

  it('moves with the arrow keys while focused', async () => {
    render(<Carousel images={images} label="Sedan photos" />)
    screen.getByRole('button', { name: 'Next image' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(shownImage()).toHaveAttribute('alt', 'Slide 1')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(shownImage()).toHaveAttribute('alt', 'Slide 2')
  })

  it('moves the way the page reads: right to left, the left arrow key shows the next image', async () => {
    render(
      <div dir="rtl">
        <Carousel images={images} label="Sedan photos" />
      </div>,
    )
    screen.getByRole('button', { name: 'Next image' }).focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(shownImage()).toHaveAttribute('alt', 'Slide 1')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(shownImage()).toHaveAttribute('alt', 'Slide 2')
    // Previous at the line's start, next at its end: on the right and the left in Arabic.
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveClass('start-3')
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveClass('end-3')
  })

  it('says so when there are no images', () => {
    render(<Carousel images={[]} label="Sedan photos" />)
    expect(screen.getByText('No images available')).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
