import { PRICE_CHIPS } from '@lull/domain/catalogue-filters';

import { Skeleton } from '@/components/ui/skeleton';
import { ToggleChip } from '@/components/ui/toggle-chip';
import {
  categoryChipNames,
  isCategorySelected,
  toggleCategory,
  togglePrice,
  type CatalogueFilters,
} from '../search-params';

interface ChipsProps {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
}

const rowClasses =
  // One scrolling row on a phone (the chips stay one thumb-swipe away), wrapping on wider screens.
  '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0';

/**
 * Multi-select category toggles, built from the categories present in the results. Until the first results
 * arrive (`present` undefined) a row of the same height holds their place, so the results do not jump down.
 */
export function CategoryFilterChips({ filters, onChange, present }: ChipsProps & { present: readonly string[] | undefined }) {
  if (!present) {
    return (
      <div aria-hidden="true">
        <Skeleton className="mb-2 h-4 w-20 rounded-md" />
        <div className={rowClasses}>
          {['w-24', 'w-20', 'w-28', 'w-22', 'w-26'].map((width) => (
            <Skeleton key={width} className={`h-10 shrink-0 rounded-full ${width}`} />
          ))}
        </div>
      </div>
    );
  }
  const names = categoryChipNames(present, filters);
  if (names.length === 0) return null;
  return (
    <div role="group" aria-labelledby="category-chips-label">
      <p id="category-chips-label" className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        Category
      </p>
      <div className={rowClasses}>
        {names.map((name) => (
          <ToggleChip
            key={name}
            pressed={isCategorySelected(filters, name)}
            onClick={() => onChange(toggleCategory(filters, name))}
          >
            {name}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}

/** The four price chips (£0-30, £30-60, £60-100, £100+), multi-select, on the off-peak price when there is one. */
export function PriceFilterChips({ filters, onChange }: ChipsProps) {
  return (
    <div role="group" aria-labelledby="price-chips-label">
      <p id="price-chips-label" className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        Price
      </p>
      <div className={rowClasses}>
        {PRICE_CHIPS.map((chip) => (
          <ToggleChip
            key={chip.id}
            pressed={filters.price.includes(chip.id)}
            onClick={() => onChange(togglePrice(filters, chip.id))}
          >
            {chip.label}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}
