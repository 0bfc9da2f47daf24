// What the receipt download answers when there is no receipt to give.
export const receiptMessages = {
  nothingPaid: 'No receipt yet: nothing has been paid for this booking.',
} as const
