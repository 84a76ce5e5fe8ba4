import { z } from 'zod';
import { checkCardForm } from './card';

/**
 * The sandbox card form as a schema, so the web checks it like every other form: checkCardForm's rules
 * and messages, the expiry judged at `now()` when the form is checked.
 */
export function cardFormSchema(now: () => Date) {
  return z
    .object({ number: z.string(), expiry: z.string(), cvc: z.string(), name: z.string() })
    .superRefine((card, ctx) => {
      for (const [field, message] of Object.entries(checkCardForm(card, now()))) {
        ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    });
}
