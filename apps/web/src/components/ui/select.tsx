import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { controlClasses } from './field'

type SelectProps = ComponentProps<'select'> & { invalid?: boolean }

/** A native select in the form controls' look; keyboard and screen readers work as usual. */
export function Select({ className, invalid = false, ...props }: SelectProps) {
  return <select className={cn(controlClasses(invalid), 'pe-8', className)} {...props} />
}
