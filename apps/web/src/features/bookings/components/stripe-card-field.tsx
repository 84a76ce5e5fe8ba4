import { useEffect, useRef, useState } from 'react';

import { ApiError } from '@/lib/api-client';

/** The few parts of Stripe.js (v3) Lull uses; Stripe.js itself always loads from js.stripe.com, as Stripe requires. */
interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { complete: boolean; error?: { message: string } }) => void): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details?: { name?: string } } },
  ): Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

/** What the payment form holds on to: confirms the card for an intent, straight with Stripe. */
export interface StripeCardHandle {
  confirm(clientSecret: string): Promise<void>;
}

let stripeScript: Promise<void> | undefined;
function loadStripeJs(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  stripeScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      stripeScript = undefined;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.append(script);
  });
  return stripeScript;
}

interface StripeCardFieldProps {
  publishableKey: string;
  cardholderName: string;
  onReady: (handle: StripeCardHandle | null) => void;
}

/**
 * Stripe Elements' card field: the number, expiry and CVC are typed into Stripe's own frame and go to
 * Stripe directly, so card data never reaches Lull's server (PCI SAQ A).
 */
export function StripeCardField({ publishableKey, cardholderName, onReady }: StripeCardFieldProps) {
  const container = useRef<HTMLDivElement>(null);
  const nameRef = useRef(cardholderName);
  nameRef.current = cardholderName;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    loadStripeJs()
      .then(() => {
        if (cancelled || !container.current || !window.Stripe) return;
        const stripe = window.Stripe(publishableKey);
        card = stripe.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
        card.mount(container.current);
        card.on('change', (event) => setCardError(event.error?.message ?? null));
        const mounted = card;
        onReady({
          async confirm(clientSecret) {
            const result = await stripe.confirmCardPayment(clientSecret, {
              payment_method: { card: mounted, billing_details: { name: nameRef.current.trim() || undefined } },
            });
            if (result.error) throw new ApiError(402, result.error.message ?? 'Your card was declined.', { fromServer: true });
          },
        });
        setState('ready');
      })
      .catch(() => setState('failed'));
    return () => {
      cancelled = true;
      onReady(null);
      card?.destroy();
    };
  }, [publishableKey, onReady]);

  return (
    <div>
      <p id="stripe-card-label" className="text-sm font-medium text-stone-900">
        Card details
      </p>
      <div
        ref={container}
        aria-labelledby="stripe-card-label"
        className="mt-1.5 rounded-xl border border-stone-300 bg-white px-3.5 py-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30"
      />
      {state === 'loading' ? <p className="mt-1.5 text-sm text-stone-600">Loading secure card field…</p> : null}
      {state === 'failed' ? (
        <p role="alert" className="mt-1.5 text-sm text-red-700">
          The secure card field could not load. Please check your connection and reload the page.
        </p>
      ) : null}
      {cardError ? <p className="mt-1.5 text-sm text-red-700">{cardError}</p> : null}
      <p className="mt-1.5 text-xs text-stone-600">Your card details go straight to Stripe, our payment provider.</p>
    </div>
  );
}
