import { Secret, TOTP } from 'otpauth'

// Shared by the operators' and provider users' two-step sign-in.
// RFC 6238 with the settings every authenticator app supports: SHA-1, 6 digits, 30 seconds.
const PERIOD_SECONDS = 30
const ISSUER = 'Ridelane'

function totpFor(secret: string, email: string) {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** A fresh 160-bit secret, base32 as authenticator apps expect it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** What the enrolment screen shows: the otpauth URI, its QR code and the secret as text. */
export async function enrolmentFor(secret: string, email: string) {
  const uri = totpFor(secret, email).toString()
  // Loaded on first enrolment: an idle server never draws a QR code (decision 023).
  const { default: QRCode } = await import('qrcode')
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return {
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}

/**
 * The 30-second step the code belongs to (one step either side is allowed for clock drift), or
 * null when it matches none. Callers refuse a step already used, so a code works once.
 */
export function acceptedTotpStep(secret: string, email: string, code: string, now = Date.now()) {
  const delta = totpFor(secret, email).validate({ token: code, timestamp: now, window: 1 })
  if (delta === null) return null
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}
