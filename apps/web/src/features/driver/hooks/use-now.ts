import { useEffect, useState } from 'react'

/** The time now (ms), moving on every `everyMs`: clocks and buttons change without a reload. */
export function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
