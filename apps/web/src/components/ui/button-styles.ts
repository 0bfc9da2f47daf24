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
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-4 text-sm',
  lg: 'h-13 gap-2 px-6 text-base',
}

/** The classes of each button variant and size, shared by Button and ButtonLink. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-control font-semibold whitespace-nowrap',
    'transition-colors select-none disabled:cursor-not-allowed disabled:opacity-55',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
    variantClasses[variant],
    sizeClasses[size],
    className,
  )
}
