/** The dedupe key of a batch's expiry job, so accepting or withdrawing can cancel it. */
export const expiryJobKey = (batchId: string) => `offer-expiry:${batchId}`
