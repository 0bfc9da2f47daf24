import type { BlogAuthor } from '@ridelane/domain'

/** The author's picture, or their initials when there is none. */
export function AuthorAvatar({ author, size = 'md' }: { author: BlogAuthor; size?: 'md' | 'lg' }) {
  const sizeClass = size === 'lg' ? 'size-16 text-xl' : 'size-10 text-sm'
  if (author.avatar) {
    return (
      <img
        src={author.avatar}
        alt=""
        width={64}
        height={64}
        className={`${sizeClass} rounded-full object-cover`}
      />
    )
  }
  const initials = author.name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
  return (
    <span
      aria-hidden="true"
      className={`${sizeClass} grid shrink-0 place-items-center rounded-full bg-accent-200 font-bold text-ink-900`}
    >
      {initials}
    </span>
  )
}
