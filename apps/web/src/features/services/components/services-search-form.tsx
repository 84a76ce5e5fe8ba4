import { useState } from 'react';

import { SearchTextInput } from '@/components/catalogue/search-text-input';
import { Button } from '@/components/ui/button';

interface ServicesSearchFormProps {
  /** The search in the URL: the box shows it, and follows it when back/forward changes it. */
  initialSearch: string;
  onSearch: (search: string) => void;
}

/** Enter or the Search button applies the search; matching is case-insensitive on the server. */
export function ServicesSearchForm({ initialSearch, onSearch }: ServicesSearchFormProps) {
  const [text, setText] = useState(initialSearch);
  const [shownSearch, setShownSearch] = useState(initialSearch);
  // Back/forward (or a removed chip) changed the URL's search: show it, without remounting and losing focus.
  if (shownSearch !== initialSearch) {
    setShownSearch(initialSearch);
    setText(initialSearch);
  }
  return (
    <form
      role="search"
      aria-label="Search treatments"
      className="flex w-full items-center gap-2 rounded-full border border-stone-300 bg-white p-1.5 pl-4 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 sm:pl-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchTextInput id="services-search" value={text} onChange={setText} maxLength={100} placeholder="Treatment or salon" />
      <Button type="submit">Search</Button>
    </form>
  );
}
