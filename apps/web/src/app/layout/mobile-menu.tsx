import type { User } from '@lull/domain/contracts/user';
import { Menu } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';

// The slide-over (Radix dialog, focus trap, scroll lock) is not needed to draw the page: it loads when the
// button is first pointed at, focused or pressed, and a press made while it loads still opens it.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));
const preloadSheet = () => void loadSheet().catch(() => undefined);

/** The menu button of narrow screens and, once pressed, its slide-over. */
export function MobileMenu({ user, isLoading }: { user: User | null; isLoading: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="flex size-10 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100"
        onPointerEnter={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} isLoading={isLoading} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
