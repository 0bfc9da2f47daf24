import type { DispatchRules } from '@ridelane/domain'
import { useCallback, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { apiErrorMessage } from '@/lib/api-client'
import { useDispatchRulesQuery } from '../api/dispatch-rules-query'
import { useProvidersQuery } from '../api/providers-query'
import { useSaveDispatchRulesMutation } from '../api/save-dispatch-rules'
import { DispatchRulesForm } from './dispatch-rules-form'

/**
 * The area's automatic dispatch (docs/decisions/035-automatic-dispatch.md): who is offered its
 * rides, when and for how long. Admins change it; dispatchers see it.
 */
export function DispatchRulesSection({ areaId, readOnly }: { areaId: string; readOnly: boolean }) {
  const rules = useDispatchRulesQuery(areaId)
  const providers = useProvidersQuery()
  const save = useSaveDispatchRulesMutation(areaId)
  const [saved, setSaved] = useState(false)
  const onEdit = useCallback(() => setSaved(false), [])
  const onSave = async (values: DispatchRules) => {
    await save.mutateAsync(values)
    setSaved(true)
  }
  const failed = rules.isError ? rules.error : providers.isError ? providers.error : undefined

  return (
    <section aria-labelledby="dispatch-heading" className="rounded-card bg-white p-4 shadow-card">
      <h2 id="dispatch-heading" className="text-lg font-bold text-ink-900">
        Dispatch
      </h2>
      <p className="mt-1 mb-3 text-sm text-ink-700">
        {rules.data?.updated_at
          ? `Last saved ${new Date(rules.data.updated_at).toLocaleString()}.`
          : 'Never set: rides of this area are dispatched by hand.'}
      </p>
      {failed ? (
        <Alert tone="danger">{apiErrorMessage(failed, 'Failed to load the dispatch rules')}</Alert>
      ) : rules.data && providers.data ? (
        <DispatchRulesForm
          key={rules.data.updated_at ?? 'defaults'}
          areaId={areaId}
          rules={rules.data.rules}
          providers={providers.data.providers}
          readOnly={readOnly}
          onSave={onSave}
          onEdit={onEdit}
        />
      ) : (
        <p role="status">Loading dispatch rules...</p>
      )}
      {saved && (
        <p role="status" className="mt-3">
          Dispatch rules saved.
        </p>
      )}
    </section>
  )
}
