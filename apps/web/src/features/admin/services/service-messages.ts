import { ApiError } from '@/lib/api-client';

/** Admin spec §8's service messages, in one place so the tab, the dialogs and the tests agree. */
export const SERVICE_TOASTS = {
  created: { title: 'Service Created', description: 'New service has been successfully created.' },
  createFailed: 'Creation Failed',
  createFallback: 'Failed to create service',
  createNetwork: 'Failed to create service. Please try again.',
  updated: 'Service Updated',
  updateFailed: { title: 'Update Failed', description: 'Failed to edit service. Please try again.' },
  approved: { title: 'Service Approved', description: 'Service has been successfully approved and is now live.' },
  approveFailed: 'Approval Failed',
  approveFallback: 'Failed to approve service',
  approveException: 'An error occurred while approving the service',
  rejected: 'Rejection Successful',
  rejectFailed: { title: 'Rejection Failed', description: 'Failed to reject service. Please try again.' },
  deleted: 'Service Deleted',
  deleteFailed: 'Deletion Failed',
  deleteFallback: 'Failed to delete item. Please try again.',
} as const;

/**
 * A failure's text, in the error wording every admin tab uses: the server's own message when it sent one, `fallback` for any other HTTP
 * failure, and `network` when no answer arrived at all.
 */
export function failureText(error: unknown, fallback: string, network: string = fallback): string {
  if (error instanceof ApiError) return error.fromServer ? error.message : error.status === 0 ? network : fallback;
  return network;
}
