import type { LucideIcon } from 'lucide-react';
import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Dialog, DialogTitle, SheetContent } from '../ui/dialog';

export interface DashboardTabLink {
  /** The `?tab=` value. */
  id: string;
  label: string;
  icon: LucideIcon;
}

/** The tab a `?tab=` value names, or the first tab (the overview) for anything else. */
export function tabOf<Tabs extends readonly [DashboardTabLink, ...DashboardTabLink[]]>(tabs: Tabs, value: string | null): Tabs[number]['id'] {
  return (tabs.find((tab) => tab.id === value) ?? tabs[0]).id;
}

/** The tabs as links (`?tab=`): a sidebar on a wide screen, the drawer's list on a phone. */
function DashboardNav({ tabs, current, onChoose }: { tabs: readonly DashboardTabLink[]; current: string; onChoose?: () => void }) {
  return (
    <nav aria-label="Dashboard sections">
      <ul className="space-y-1">
        {tabs.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <Link
              to={`?tab=${id}`}
              onClick={onChoose}
              aria-current={current === id ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                current === id && 'bg-brand-50 text-brand-900 hover:bg-brand-100',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface DashboardLayoutProps {
  tabs: readonly DashboardTabLink[];
  current: string;
  /** The small line above the title ("Merchant Dashboard"). */
  eyebrow: string;
  title: string;
  /** Beside the title: a status badge. */
  status?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every dashboard (the salon's and the admin's): the sections in a sidebar on a wide screen and in a
 * drawer on a phone, the title, and the chosen section below.
 */
export function DashboardLayout({ tabs, current, eyebrow, title, status, children }: DashboardLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const currentLabel = tabs.find((tab) => tab.id === current)?.label;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <aside className="hidden lg:block">
        <div className="sticky top-24">
          <DashboardNav tabs={tabs} current={current} />
        </div>
      </aside>
      <div className="min-w-0 space-y-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
            <h1 className="mt-1 font-display text-3xl text-stone-900 sm:text-4xl">{title}</h1>
          </div>
          <div className="flex items-center gap-3">
            {status}
            <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
              <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
                <Menu className="size-4" aria-hidden="true" /> {currentLabel}
              </Button>
              <SheetContent closeLabel="Close sections" className="p-5 pt-16">
                <DialogTitle className="sr-only">Dashboard sections</DialogTitle>
                <DashboardNav tabs={tabs} current={current} onChoose={() => setDrawerOpen(false)} />
              </SheetContent>
            </Dialog>
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
