import { bookingMessages, DomainError } from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'

/**
 * Refuses, before the body is read or checked, a call about one booking that brings no
 * credentials at all: neither a booking or ride link token (`X-Booking-Token`) nor a bearer token.
 * So a stranger learns nothing about a route's body from its validation errors; whether the
 * credentials fit the booking is the route's own check (404 for somebody else's booking).
 */
export async function requireBookingCredentials(request: FastifyRequest): Promise<void> {
  const token = request.headers['x-booking-token']
  const hasToken = typeof token === 'string' && token.trim() !== ''
  if (hasToken || request.headers.authorization) return
  throw new DomainError('UNAUTHORIZED', bookingMessages.tokenRequired)
}
