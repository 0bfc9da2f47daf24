import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'

type SpinnerProps = { className?: string; label?: string }

/** A turning circle; with a label it is announced, without one it is decoration. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <LoaderCircle
      className={cn('size-4 shrink-0 animate-spin motion-reduce:animate-none', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  )
}
