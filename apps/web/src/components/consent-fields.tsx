import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';

import { Checkbox } from './ui/checkbox';
import { FieldError } from './ui/form-error';

const inlineLink = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

interface ConsentFieldsProps {
  /** Prefix for the ids, so two forms on one page never share them. */
  idPrefix: string;
  gdprField: UseFormRegisterReturn;
  marketingField: UseFormRegisterReturn;
  gdprError: string | undefined;
}

/** The required privacy/terms consent (links open in a new tab so the form is not lost) and optional marketing. */
export function ConsentFields({ idPrefix, gdprField, marketingField, gdprError }: ConsentFieldsProps) {
  const errorId = `${idPrefix}-gdpr-consent-error`;
  return (
    <div className="space-y-3 rounded-2xl bg-stone-50 p-4">
      <div>
        <Checkbox
          id={`${idPrefix}-gdpr-consent`}
          aria-invalid={gdprError ? true : undefined}
          errorId={gdprError ? errorId : undefined}
          label={
            <>
              I agree to the{' '}
              <Link to="/privacy-policy" target="_blank" rel="noopener" className={inlineLink}>
                Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
              </Link>{' '}
              and{' '}
              <Link to="/terms" target="_blank" rel="noopener" className={inlineLink}>
                Terms of Service<span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </>
          }
          {...gdprField}
        />
        <FieldError id={errorId} message={gdprError} />
      </div>
      <Checkbox id={`${idPrefix}-marketing-consent`} label="Send me off-peak offers and news from Lull (optional)" {...marketingField} />
    </div>
  );
}
