import { Copy, Download } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

/** The recovery codes, once: the server keeps only their hashes. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  const text = `Ridelane operator console recovery codes (each works once)\n\n${codes.join('\n')}\n`

  async function copy() {
    await navigator.clipboard.writeText(text)
    setCopied(true)
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'ridelane-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <div className="space-y-5">
      <p className="text-ink-700">
        Two-step sign-in is on. If you lose your phone, each of these codes signs you in once in
        place of a code from the app. Keep them somewhere safe: this is the only time they are
        shown.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-control bg-ink-50 p-4 font-mono text-sm text-ink-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copy codes
        </Button>
        <Button variant="outline" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          Download codes
        </Button>
      </div>
      {copied && <Alert tone="success">Copied to the clipboard.</Alert>}
      <Button size="lg" className="w-full" onClick={onDone}>
        I have saved my codes
      </Button>
    </div>
  )
}
