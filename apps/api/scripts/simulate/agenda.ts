// What the simulated providers and drivers mean to do, and when: kept in time order (ties in the
// order they were planned), so the same day always plays in the same order.

type Planned = { at: number; seq: number; run: () => Promise<void> }

export class Agenda {
  private items: Planned[] = []
  private seq = 0

  plan(at: Date, run: () => Promise<void>) {
    const item = { at: at.getTime(), seq: this.seq++, run }
    let low = 0
    let high = this.items.length
    while (low < high) {
      const middle = (low + high) >> 1
      const other = this.items[middle]!
      if (other.at < item.at || (other.at === item.at && other.seq < item.seq)) low = middle + 1
      else high = middle
    }
    this.items.splice(low, 0, item)
  }

  /** When the next planned thing is due, if any. */
  nextAt(): number | undefined {
    return this.items[0]?.at
  }

  /** Runs everything due by `now`, including what those plan for no later; answers how many. */
  async runDue(now: Date): Promise<number> {
    let ran = 0
    while (this.items.length > 0 && this.items[0]!.at <= now.getTime()) {
      await this.items.shift()!.run()
      ran++
    }
    return ran
  }
}
