import {
  boardViewInputSchema,
  firstMessageByField,
  hasRelativeDates,
  relativeViewQuery,
  resolveViewQuery,
} from '@ridelane/domain'
import { Bookmark, Check, ChevronDown, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/text-field'
import { ApiError, apiErrorMessage } from '@/lib/api-client'
import {
  useBoardViewsQuery,
  useDeleteBoardViewMutation,
  useSaveBoardViewMutation,
} from '../api/board-views'
import { localDay, tonightUnassignedSearch } from './board-search'

type Props = {
  /** The board's query now, as a view would keep it (viewSearch). */
  current: string
  onApply: (search: string) => void
}

export const TONIGHT_UNASSIGNED = 'Tonight, unassigned'

/**
 * The operator's saved views of the board (issue 32): apply one, save the filters on screen
 * under a name, delete one. "Tonight, unassigned" is always there, worked out for today. A view
 * saved with dates keeps them relative to the day unless the operator says otherwise
 * (`from=today&to=today+1`), so "tonight" stays tonight tomorrow.
 */
export function BoardViewsMenu({ current, onApply }: Props) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const views = useBoardViewsQuery()
  const save = useSaveBoardViewMutation()
  const remove = useDeleteBoardViewMutation()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string>()
  const [saved, setSaved] = useState<string>()
  const [datesMove, setDatesMove] = useState(true)
  const tonight = tonightUnassignedSearch()
  const today = localDay(new Date())
  const hasDates = /(^|&)(from|to)=/.test(current)
  /** A saved view's query as the board takes it today. */
  const opened = (query: string) => resolveViewQuery(query, today)

  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  // A click elsewhere folds the menu away, as a menu does; so does Escape wherever the focus is.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false)
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])
  const apply = (search: string) => {
    onApply(search)
    close()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(undefined)
    const body = {
      name,
      query: hasDates && datesMove ? relativeViewQuery(current, today) : current,
    }
    const message = firstMessageByField(boardViewInputSchema, body)
    if (message.name || message.query) {
      setNameError(message.name ?? message.query)
      return
    }
    setNameError(undefined)
    save.mutate(body, {
      onSuccess: ({ view }) => {
        setName('')
        setSaved(`Saved “${view.name}”.`)
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          setNameError(error.details[0]?.message ?? apiErrorMessage(error, 'Failed to save'))
        }
      },
    })
  }

  const list = views.data?.views ?? []
  const itemLook =
    'flex w-full items-center gap-2 rounded-control px-2 py-1.5 text-left text-sm text-ink-900 hover:bg-ink-50'

  return (
    <div className="relative">
      <Button
        ref={toggle}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Bookmark className="size-4" aria-hidden="true" />
        Views
        <ChevronDown className="size-4" aria-hidden="true" />
      </Button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-1 w-80 rounded-card border border-ink-100 bg-white p-3 shadow-raised"
      >
        <h2 className="px-2 text-xs font-semibold text-ink-600 uppercase">Quick view</h2>
        <ul className="mt-1">
          <li>
            <button type="button" className={itemLook} onClick={() => apply(tonight)}>
              {current === tonight ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <span className="size-4" />
              )}
              {TONIGHT_UNASSIGNED}
            </button>
          </li>
        </ul>
        <h2 className="mt-3 px-2 text-xs font-semibold text-ink-600 uppercase">Your views</h2>
        {views.isPending && <p className="px-2 py-1 text-sm text-ink-600">Loading…</p>}
        {views.isError && (
          <Alert tone="danger" className="mt-1">
            {apiErrorMessage(views.error, 'Failed to load your views')}
          </Alert>
        )}
        {views.isSuccess && list.length === 0 && (
          <p className="px-2 py-1 text-sm text-ink-600">
            None yet: save the filters on screen below.
          </p>
        )}
        <ul className="mt-1 max-h-64 overflow-y-auto">
          {list.map((view) => (
            <li key={view.id} className="flex items-center gap-1">
              <button
                type="button"
                className={itemLook}
                aria-current={opened(view.query) === current ? 'true' : undefined}
                aria-describedby={
                  hasRelativeDates(view.query) ? `${panelId}-${view.id}-moves` : undefined
                }
                onClick={() => apply(opened(view.query))}
              >
                {opened(view.query) === current ? (
                  <Check className="size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <span className="size-4 shrink-0" />
                )}
                <span className="truncate">{view.name}</span>
              </button>
              {hasRelativeDates(view.query) && (
                <span
                  id={`${panelId}-${view.id}-moves`}
                  className="shrink-0 text-xs whitespace-nowrap text-ink-600"
                >
                  from today
                </span>
              )}
              <button
                type="button"
                aria-label={`Delete view ${view.name}`}
                className="grid size-8 shrink-0 place-items-center rounded-control text-ink-700 hover:bg-danger-50 hover:text-danger-700"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(view.id, {
                    // The deleted view's buttons go: the focus stays in the menu.
                    onSuccess: () => panel.current?.querySelector<HTMLElement>('button')?.focus(),
                  })
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        {remove.isError && (
          <Alert tone="danger" className="mt-1">
            {apiErrorMessage(remove.error, 'Failed to delete the view')}
          </Alert>
        )}
        <form onSubmit={submit} noValidate className="mt-3 border-t border-ink-100 pt-3">
          <TextField
            label="Save the filters on screen as"
            value={name}
            maxLength={60}
            placeholder={current === tonight ? TONIGHT_UNASSIGNED : 'e.g. Airports, unassigned'}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
          />
          {hasDates && (
            <Checkbox
              className="mt-2"
              label="Dates move with the day"
              description="Opened tomorrow, the view shows tomorrow’s dates."
              checked={datesMove}
              onChange={(event) => setDatesMove(event.target.checked)}
            />
          )}
          <div className="mt-2 flex items-center gap-3">
            <Button type="submit" size="sm" loading={save.isPending}>
              Save view
            </Button>
            <p role="status" className="text-sm text-success-700">
              {saved}
            </p>
          </div>
        </form>
      </div>
    </div>
  )
}
