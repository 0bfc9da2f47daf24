import type { LegalBlock } from '@/content/legal/legal-document'

/** One paragraph, list or table of a legal document. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className="mt-3">{block}</p>
  if ('list' in block) {
    return (
      <ul className="mt-3 list-disc space-y-2 ps-6">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )
  }
  const { caption, head, rows } = block.table
  return (
    <div className="mt-4">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="mb-2 text-start font-semibold text-ink-900">{caption}</caption>
        <thead>
          <tr className="bg-ink-50">
            {head.map((cell) => (
              <th key={cell} scope="col" className="border border-ink-100 px-3 py-2 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={cell}
                    scope="row"
                    className="border border-ink-100 px-3 py-2 font-medium"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={cell} className="border border-ink-100 px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
