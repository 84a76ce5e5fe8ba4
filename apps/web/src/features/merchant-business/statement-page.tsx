import { statementQuerySchema } from '@lull/domain/contracts/payouts';
import { formatLondonDate } from '@lull/domain/london-format';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { useStatement } from './api/payouts';
import { StatementFigures, StatementLines } from './components/statement';

/**
 * /merchant/statement?from=&to= (an admin adds `merchant_id`): a statement on a page of its own, to print or save as
 * a PDF for an accountant. The site's header and footer stay off the printout.
 */
export function StatementPage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchant_id') ?? undefined;
  const period = statementQuerySchema.safeParse({ from: params.get('from') ?? '', to: params.get('to') ?? '' });
  const back = (
    <Link to="/merchant/dashboard?tab=payments" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 print:hidden">
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Payments
    </Link>
  );
  if (!period.success) {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-16">
        {back}
        <h1 className="font-display text-3xl text-stone-900">Statement</h1>
        <p role="alert" className="text-stone-700">
          {period.error.issues[0]?.message} Choose the days again from Payments.
        </p>
      </div>
    );
  }
  return <PrintableStatement from={period.data.from} to={period.data.to} merchantId={merchantId} back={back} />;
}

function PrintableStatement({ from, to, merchantId, back }: { from: string; to: string; merchantId?: string; back: ReactNode }) {
  const statement = useStatement({ from, to, merchantId });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 print:max-w-none print:p-0">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-stone-900">Statement{statement.data ? `: ${statement.data.business_name}` : ''}</h1>
          <p className="mt-2 text-stone-700">
            {formatLondonDate(from)} to {formatLondonDate(to)}, from Lull
          </p>
        </div>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()} disabled={!statement.data}>
          <Printer className="size-4" aria-hidden="true" /> Print
        </Button>
      </div>
      {statement.data ? <StatementFigures statement={statement.data} /> : null}
      <StatementLines statement={statement} />
    </div>
  );
}
