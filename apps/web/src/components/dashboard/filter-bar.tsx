import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';

export interface FilterOption {
  value: string;
  label: string;
}

export interface Filter {
  /** The query parameter it sets ("status"). */
  name: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
}

interface FilterBarProps {
  searchLabel: string;
  search: string;
  onSearch: (term: string) => void;
  filters?: readonly Filter[];
  onFilter?: (name: string, value: string) => void;
}

/** Waits this long after the last key before searching, so typing a name sends one request, not one per letter. */
const SEARCH_PAUSE_MS = 300;

/** The one search-and-filter row above every dashboard list; the list itself is filtered by the server. */
export function FilterBar({ searchLabel, search, onSearch, filters = [], onFilter }: FilterBarProps) {
  const id = useId();
  const [term, setTerm] = useState(search);
  useEffect(() => setTerm(search), [search]);
  useEffect(() => {
    if (term.trim() === search.trim()) return;
    const timer = setTimeout(() => onSearch(term.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term, search, onSearch]);

  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
        <div className="relative mt-1.5">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
          <Input
            id={`${id}-search`}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onSearch(term.trim());
            }}
            className="pl-9"
          />
        </div>
      </div>
      {filters.map((filter) => (
        <div key={filter.name} className="sm:w-44">
          <Label htmlFor={`${id}-${filter.name}`}>{filter.label}</Label>
          <Select
            id={`${id}-${filter.name}`}
            className="mt-1.5"
            value={filter.value}
            onChange={(event) => onFilter?.(filter.name, event.target.value)}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      ))}
    </div>
  );
}
