import {
  profileFormFrom,
  type PartnerProfileForm,
  type PartnerProfileResponse,
} from '@ridelane/domain'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiErrorDefaults } from '@/lib/api-client'
import { Alert } from '@/components/ui/alert'
import { usePartnerProfileQuery } from '../api/get-partner-profile'
import { usePartnerAuth } from '../auth/partner-auth-context'
import { AccountDataSection } from './account-data-section'
import { BookingFieldsSection } from './booking-fields-section'
import { LoadErrorPanel, LoadingPanel } from './load-state'
import { PartnerPageIntro } from './partner-page-intro'
import { ProfileForm } from './profile-form'

/** A new profile starts from the account's own email and contact number. */
function startingDetails({ partner, profile }: PartnerProfileResponse): PartnerProfileForm {
  const form = profileFormFrom(profile)
  return {
    ...form,
    admin_email: form.admin_email || partner.email,
    admin_contact: form.admin_contact || partner.contact_number,
  }
}

export function PartnerProfilePage() {
  useDocumentTitle('Business Profile')
  const navigate = useNavigate()
  const profile = usePartnerProfileQuery()
  // A booker reads the details; only admins change them (the API answers 403 otherwise).
  const readOnly = usePartnerAuth().viewer?.role === 'booker'

  return (
    <>
      <PartnerPageIntro title="Business Profile">
        <p>The company details that appear on your bookings and invoices.</p>
      </PartnerPageIntro>
      {profile.isPending ? (
        <LoadingPanel label="Loading profile..." />
      ) : profile.isError ? (
        <LoadErrorPanel error={profile.error} fallback={apiErrorDefaults.loadProfile} />
      ) : (
        <div className="mx-auto max-w-6xl px-gutter py-8">
          <section
            aria-labelledby="business-details-heading"
            className="rounded-card bg-white p-6 shadow-card"
          >
            <h2 id="business-details-heading" className="mb-5 text-lg font-bold text-ink-900">
              Business details
            </h2>
            {readOnly && (
              <Alert tone="warning" className="mb-5">
                Only an admin of your account can change these details.
              </Alert>
            )}
            <fieldset disabled={readOnly} className="contents">
              <ProfileForm
                // Cancel discards edits: leaving unmounts the form and its unsaved values.
                initial={startingDetails(profile.data)}
                onCancel={() => void navigate(paths.partner.dashboard)}
              />
            </fieldset>
          </section>
          <BookingFieldsSection readOnly={readOnly} />
          {!readOnly && <AccountDataSection />}
        </div>
      )}
    </>
  )
}
