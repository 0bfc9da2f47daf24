/**
 * Marks a booking made with a partner's test API key: not a real ride, paid through the sandbox
 * only and never given to a provider (docs/product.md#sandbox-bookings).
 */
export function SandboxMark() {
  return (
    <span className="inline-flex items-center rounded-full border border-ink-300 bg-ink-50 px-2 py-0.5 text-xs font-semibold text-ink-800">
      Sandbox
    </span>
  )
}
