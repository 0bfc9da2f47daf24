import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type AlertTone = 'danger' | 'success' | 'warning'

const toneClasses: Record<AlertTone, string> = {
  danger: 'border-danger-600/30 bg-danger-50 text-danger-700',
  success: 'border-success-600/30 bg-success-50 text-success-700',
  warning: 'border-warning-300 bg-warning-50 text-warning-800',
}

/** A message box; errors interrupt screen readers, the others wait their turn. */
export function Alert({
  tone,
  children,
  className,
}: {
  tone: AlertTone
  children: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('rounded-control border px-4 py-3 text-sm', toneClasses[tone], className)}
    >
      {children}
    </div>
  )
}
