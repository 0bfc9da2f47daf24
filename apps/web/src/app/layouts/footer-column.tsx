type FooterColumnProps = { title: string; items: readonly string[] }

/** A titled list in the footer; the entries are names only until their pages exist. */
export function FooterColumn({ title, items }: FooterColumnProps) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
