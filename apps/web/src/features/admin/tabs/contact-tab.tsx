import { CONTACT_SUBMISSION_FILTERS, type AcknowledgementState, type ContactSubmissionFilter } from '@lull/domain/contracts/admin-contact';
import { toast } from 'sonner';

import { type Column, DataTable } from '@/components/dashboard/data-table';
import { FilterBar } from '@/components/dashboard/filter-bar';
import { useListParams } from '@/components/dashboard/use-list-params';
import { Badge, type BadgeColour } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatPhone } from '@/lib/format';
import { type ContactSubmission, useContactSubmissions, useMarkContactHandled } from '../api/admin-contact';

/** The list's filters in the address (absent when 'all'). */
const LIST_FILTERS = ['status'] as const;

const FILTER_LABELS: Record<ContactSubmissionFilter, string> = {
  all: 'All',
  pending: 'Pending',
  handled: 'Handled',
  email_sent: 'Email Sent',
  email_failed: 'Email Failed',
};

/** The acknowledgement mail's real state (decision 018): Sent, Failed (given up on, or never sent past the daily cap), or still Sending. */
const EMAIL_STATES: Record<AcknowledgementState, { label: string; colour: BadgeColour; title: string }> = {
  sent: { label: 'Sent', colour: 'green', title: 'The acknowledgement was delivered.' },
  failed: { label: 'Failed', colour: 'red', title: 'The acknowledgement could not be delivered.' },
  not_sent: { label: 'Failed', colour: 'red', title: 'No acknowledgement was sent: this address had reached its daily limit.' },
  pending: { label: 'Sending', colour: 'neutral', title: 'The acknowledgement is waiting to be sent.' },
};

export const HANDLE_FAILED = 'Failed to mark the submission as handled. Please try again.';

function filterOf(value: string | null): ContactSubmissionFilter {
  return (CONTACT_SUBMISSION_FILTERS as readonly string[]).includes(value ?? '') ? (value as ContactSubmissionFilter) : 'all';
}

/** Contact (admin spec §2.2): the contact form's submissions, searched, filtered and paged by the server, and Mark as Handled. */
export function ContactTab() {
  const { params, q, page, update } = useListParams(LIST_FILTERS);
  const status = filterOf(params.get('status'));
  const submissions = useContactSubmissions({ q, status, page });
  const handle = useMarkContactHandled();


  function markHandled(row: ContactSubmission) {
    handle.mutate(row.id, {
      onSuccess: () => toast.success('Submission Handled', { description: 'Contact submission has been marked as handled.' }),
      onError: (error) => toast.error('Update Failed', { description: errorMessage(error, HANDLE_FAILED) }),
    });
  }

  const columns: Column<ContactSubmission>[] = [
    { header: 'Name', cell: (row) => <span className="font-medium text-stone-900">{row.name}</span> },
    {
      header: 'Email',
      cell: (row) => (
        <a href={`mailto:${row.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
          {row.email}
        </a>
      ),
    },
    { header: 'Phone', cell: (row) => (row.phone ? formatPhone(row.phone) : <span className="text-stone-600">Not given</span>) },
    { header: 'Submitted', cell: (row) => <time dateTime={row.submitted_at}>{formatDateTime(row.submitted_at)}</time> },
    {
      header: 'Email Sent',
      cell: (row) => {
        const state = EMAIL_STATES[row.email_status];
        return (
          <span title={state.title}>
            <Badge colour={state.colour}>{state.label}</Badge>
            <span className="sr-only">: {state.title}</span>
          </span>
        );
      },
    },
    {
      header: 'Message',
      className: '@2xl:max-w-sm',
      cell: (row) => <p className="text-left whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]">{row.message}</p>,
    },
    {
      header: 'Status',
      cell: (row) =>
        row.manually_handled ? (
          <Badge colour="green">Handled</Badge>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            isLoading={handle.isPending && handle.variables === row.id}
            onClick={() => markHandled(row)}
            aria-label={`Mark as Handled: message from ${row.name}`}
          >
            Mark as Handled
          </Button>
        ),
    },
  ];

  const filtered = q !== '' || status !== 'all';
  return (
    <section aria-labelledby="contact-heading" className="space-y-5">
      <div>
        <h2 id="contact-heading" className="font-display text-2xl text-stone-900">
          Contact
        </h2>
        <p className="mt-1 text-sm text-stone-700">Messages sent through the contact form. Reply by email, then mark them handled.</p>
      </div>
      <FilterBar
        searchLabel="Search by name, email or message"
        search={q}
        onSearch={(term) => update({ q: term, page: '1' })}
        filters={[{ name: 'status', label: 'Show', value: status, options: CONTACT_SUBMISSION_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })) }]}
        onFilter={(name, value) => update({ [name]: value, page: '1' })}
      />
      <DataTable
        caption="Contact submissions"
        columns={columns}
        rows={submissions.data?.submissions}
        rowKey={(row) => row.id}
        isLoading={submissions.isFetching}
        error={submissions.isError ? { message: errorMessage(submissions.error, 'We could not load the contact submissions.'), retry: () => void submissions.refetch() } : null}
        empty={filtered ? 'No submissions match your search criteria' : 'No contact submissions yet.'}
        paging={
          submissions.data
            ? { page, pageSize: submissions.data.page_size, total: submissions.data.total, onPage: (next) => update({ page: String(next) }) }
            : undefined
        }
      />
    </section>
  );
}
