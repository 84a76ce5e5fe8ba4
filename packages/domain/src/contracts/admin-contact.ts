import { z } from 'zod';
import { pageOf, pageQuerySchema } from './paging';

export const CONTACT_SUBMISSION_FILTERS = ['all', 'pending', 'handled', 'email_sent', 'email_failed'] as const;
export type ContactSubmissionFilter = (typeof CONTACT_SUBMISSION_FILTERS)[number];

/** GET /api/admin/contact-submissions: searched by name, email or message, filtered, paged. */
export const contactSubmissionsQuerySchema = pageQuerySchema.extend({
  status: z.enum(CONTACT_SUBMISSION_FILTERS).optional().default('all'),
});
export type ContactSubmissionsQuery = z.input<typeof contactSubmissionsQuerySchema>;

/**
 * Where the acknowledgement mail is: queued (`pending`), delivered (`sent`), given up on (`failed`), or never
 * queued because the address had reached its daily cap (`not_sent`). Read from the outbox, not remembered.
 */
export const ACKNOWLEDGEMENT_STATES = ['pending', 'sent', 'failed', 'not_sent'] as const;
export type AcknowledgementState = (typeof ACKNOWLEDGEMENT_STATES)[number];

/** A contact submission (admin spec §3). `email_sent` is true once the acknowledgement was delivered. */
export const contactSubmissionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  submitted_at: z.string(),
  email_sent: z.boolean(),
  email_status: z.enum(ACKNOWLEDGEMENT_STATES),
  manually_handled: z.boolean(),
  handled_at: z.string().nullable(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** The spec's list answer has a `submissions` array; ours is a page whose rows are `submissions`. */
export const contactSubmissionsPageSchema = pageOf(contactSubmissionSchema)
  .omit({ items: true })
  .extend({ submissions: z.array(contactSubmissionSchema) });
export type ContactSubmissionsPage = z.infer<typeof contactSubmissionsPageSchema>;
