import { partnerMessages, type PartnerProfile } from '@ridelane/domain'
import { Alert } from '@/components/ui/alert'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'

const notSet = 'Not set'

/** Business name, admin contact and location, with the incompleteness notice
 * (docs/product.md#partner-portal). */
export function DashboardProfileCard({ profile }: { profile: PartnerProfile }) {
  const location = [profile.city, profile.country].filter(Boolean).join(', ')
  const details = [
    { label: 'Admin email', value: profile.admin_email },
    { label: 'Admin contact', value: profile.admin_contact },
    { label: 'Location', value: location },
  ]

  return (
    <section
      aria-labelledby="business-profile-heading"
      className="rounded-card bg-white p-6 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="business-profile-heading" className="text-sm font-semibold text-ink-600">
            Business profile
          </h2>
          <p className="mt-1 text-xl font-bold break-words text-ink-900">
            {profile.business_name || 'Business name not set'}
          </p>
        </div>
        <ButtonLink to={paths.partner.profile} variant="outline" size="sm">
          Edit Profile
        </ButtonLink>
      </div>
      {!profile.is_profile_complete && (
        <Alert tone="warning" className="mt-4">
          {partnerMessages.profileIncomplete}
        </Alert>
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {details.map((detail) => (
          <div key={detail.label} className="min-w-0">
            <dt className="text-sm text-ink-600">{detail.label}</dt>
            <dd className="mt-0.5 font-medium break-words text-ink-900">
              {detail.value || <span className="text-ink-400">{notSet}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
