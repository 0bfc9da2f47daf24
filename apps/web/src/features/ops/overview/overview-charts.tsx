import { formatMoney, type OverviewDay } from '@ridelane/domain'
import type { ReactNode } from 'react'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatDay } from '@/lib/format-date-time'

// Only the overview imports this module, lazily: Recharts never reaches the public pages.

const ink = '#2c3c5c'
const accent = '#b86506'
const danger = '#a51f1f'

const dayLabel = (day: string) => formatDay(`${day}T12:00:00Z`, 'UTC').replace(/ \d{4}$/, '')
const dollars = (cents: number) => formatMoney(cents / 100, 'USD')
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`
const dayRate = (day: OverviewDay) => (day.bookings === 0 ? 0 : day.cancelled / day.bookings)

/** A chart with its accessible name, and the same figures as a table for those who cannot see it. */
function ChartFigure(props: { id: string; title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <figure
      aria-labelledby={`${props.id}-title`}
      className="min-w-0 rounded-card bg-white p-5 shadow-card"
    >
      <figcaption id={`${props.id}-title`} className="text-lg font-bold text-ink-900">
        {props.title}
      </figcaption>
      <div role="img" aria-label={props.title} className="mt-3 h-60 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {props.chart}
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-semibold">The figures as a table</summary>
        <div className="mt-2">{props.table}</div>
      </details>
    </figure>
  )
}

function DayTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col" className="p-1">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([day, ...cells]) => (
          <tr key={day} className="border-t border-ink-100">
            <th scope="row" className="p-1 font-normal">
              {day}
            </th>
            {cells.map((cell, i) => (
              <td key={i} className="p-1">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export default function OverviewCharts(props: { days: OverviewDay[]; cancellationRate: number }) {
  const data = props.days.map((day) => ({
    ...day,
    label: dayLabel(day.day),
    revenue: day.revenue_cents / 100,
    rate: dayRate(day) * 100,
  }))
  const axis = { stroke: ink, fontSize: 12 }
  const bookingsTitle = 'Bookings and revenue per day, last 30 days'
  const rateTitle = `Cancellation rate, last 30 days: ${percent(props.cancellationRate)}`
  return (
    <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartFigure
        id="bookings-chart"
        title={bookingsTitle}
        chart={
          <ComposedChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={axis} minTickGap={16} />
            <YAxis yAxisId="bookings" allowDecimals={false} tick={axis} width={32} />
            <YAxis yAxisId="revenue" orientation="right" tick={axis} width={56} />
            <Tooltip
              formatter={(value, name) =>
                name === 'Revenue' ? dollars(Number(value) * 100) : String(value)
              }
            />
            <Bar yAxisId="bookings" dataKey="bookings" name="Bookings" fill={ink} />
            <Line
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue"
              stroke={accent}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        }
        table={
          <DayTable
            caption={bookingsTitle}
            head={['Day', 'Bookings', 'Revenue']}
            rows={props.days.map((day) => [
              dayLabel(day.day),
              String(day.bookings),
              dollars(day.revenue_cents),
            ])}
          />
        }
      />
      <ChartFigure
        id="cancellation-chart"
        title={rateTitle}
        chart={
          <LineChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={axis} minTickGap={16} />
            <YAxis tick={axis} width={40} unit="%" domain={[0, 100]} />
            <Tooltip formatter={(value) => `${Math.round(Number(value) * 10) / 10}%`} />
            <Line dataKey="rate" name="Cancelled" stroke={danger} strokeWidth={2} dot={false} />
          </LineChart>
        }
        table={
          <DayTable
            caption={rateTitle}
            head={['Day', 'Bookings', 'Cancelled', 'Rate']}
            rows={props.days.map((day) => [
              dayLabel(day.day),
              String(day.bookings),
              String(day.cancelled),
              percent(dayRate(day)),
            ])}
          />
        }
      />
    </div>
  )
}
