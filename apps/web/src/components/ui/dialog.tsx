import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode } from 'react';

import { cn } from './cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('font-display text-2xl leading-tight text-stone-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-sm leading-6 text-stone-600', className)} {...props} />;
}

const overlayClasses =
  'fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]';

interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  children: ReactNode;
  /** Label of the close (×) button. */
  closeLabel?: string;
}

/**
 * Focus goes back to whatever control opened the dialog. Radix does that only for its own Trigger; most of Lull's
 * dialogs are opened by a plain button with `open` state, and focus fell to the page body. The opener is the
 * element focused as the dialog opens; when it has gone (a menu item that closed), Radix's own rule applies.
 */
function useReturnFocusToOpener({ onOpenAutoFocus, onCloseAutoFocus }: Pick<DialogContentProps, 'onOpenAutoFocus' | 'onCloseAutoFocus'>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}

/** A centred modal card; on a phone it fills the width and scrolls inside the viewport. */
export function DialogContent({ className, children, closeLabel = 'Close', onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const focusHandlers = useReturnFocusToOpener({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto overscroll-contain rounded-3xl bg-white p-6 shadow-2xl sm:p-8',
          'data-[state=open]:animate-[dialog-in_180ms_ease-out]',
          className,
        )}
        {...props}
        {...focusHandlers}
      >
        {children}
        <RadixDialog.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
        >
          <X className="size-5" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A panel that slides in from the right edge: the mobile menu. */
export function SheetContent({ className, children, closeLabel = 'Close', onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const focusHandlers = useReturnFocusToOpener({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,calc(100vw-3rem))] flex-col overflow-y-auto bg-white shadow-2xl',
          'data-[state=open]:animate-[sheet-in_200ms_ease-out]',
          className,
        )}
        {...props}
        {...focusHandlers}
      >
        {children}
        <RadixDialog.Close
          aria-label={closeLabel}
          className="absolute top-3.5 right-3.5 flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-900"
        >
          <X className="size-5" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
