import { t } from '@lingui/core/macro'
import { Search } from 'lucide-react'

type BlogSearchBoxProps = { value: string; onChange: (value: string) => void }

export function BlogSearchBox({ value, onChange }: BlogSearchBoxProps) {
  return (
    <div className="relative" role="search">
      <Search
        className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-ink-400"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={t`Search articles`}
        placeholder={t`Search articles...`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 w-full rounded-control border border-ink-200 bg-white pe-3 ps-10 text-ink-900 placeholder:text-ink-500 hover:border-ink-300"
      />
    </div>
  )
}
