/** The Merchants tab's toasts and texts, word for word from admin spec §5 and §8. */
export const MERCHANT_TOASTS = {
  validationTitle: 'Validation Error',
  created: { title: 'Merchant Created', description: 'New merchant has been successfully created.' },
  welcomeSent: 'Welcome email sent successfully.',
  welcomeFailed: 'Welcome email failed to send.',
  createFailed: { title: 'Creation Failed', fallback: 'Failed to create merchant' },
  createException: 'Failed to create merchant. Please try again.',
  updated: { title: 'Merchant Updated', description: 'The business profile is saved.' },
  updateFailed: { title: 'Update Failed', description: 'Failed to edit merchant. Please try again.' },
  approved: { title: 'Merchant Approved', description: 'Merchant has been successfully approved and activated.' },
  approveFailed: { title: 'Approval Failed', fallback: 'Failed to approve merchant', exception: 'An error occurred while approving the merchant' },
  rejected: 'Rejection Successful',
  rejectFailed: { title: 'Rejection Failed', description: 'Failed to reject merchant. Please try again.' },
  deleteFailed: { title: 'Deletion Failed', fallback: 'Failed to delete item. Please try again.' },
} as const;

export const EMPTY_SEARCH = 'No merchants match your search criteria';
export const EMPTY_LIST = 'No merchants to review';
