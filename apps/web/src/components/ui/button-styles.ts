import { cn } from '@/lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-ink-900 text-white shadow-sm hover:bg-ink-700',
  secondary: 'bg-accent-400 text-ink-950 shadow-sm hover:bg-accent-300',
  outline: 'border border-ink-300 bg-white text-ink-900 hover:border-ink-500 hover:bg-ink-50',
  ghost: 'text-ink-800 hover:bg-ink-100',
}

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-9 gap-1.5 px-3 py-1 text-sm',
  md: 'min-h-11 gap-2 px-4 py-1.5 text-sm',
  lg: 'min-h-13 gap-2 px-6 py-2 text-base',
}

/** The classes of each button variant and size, shared by Button and ButtonLink. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    // A label wraps rather than push a narrow phone's page sideways; from the small breakpoint up
    // it stays on one line.
    'inline-flex items-center justify-center rounded-control text-center font-semibold sm:whitespace-nowrap',
    'transition-colors select-none disabled:cursor-not-allowed disabled:opacity-55',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    variantClasses[variant],
    sizeClasses[size],
    className,
  )
}
