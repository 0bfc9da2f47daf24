import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { brand } from '@/content/site'
import { cn } from '@/lib/cn'

/** The Ridelane word mark, linking home. */
export function BrandLink({ className, onDark = false }: { className?: string; onDark?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex items-center gap-2 rounded-control text-xl font-extrabold tracking-tight',
        onDark ? 'text-white' : 'text-ink-900',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-ink-900 text-base text-accent-400 ring-1 ring-white/20"
      >
        R
      </span>
      {brand.name}
    </Link>
  )
}
