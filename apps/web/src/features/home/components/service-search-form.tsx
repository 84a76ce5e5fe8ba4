import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';

/** The hero's search box: sends the visitor to /services?search=… (all services when left empty). */
export function ServiceSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  return (
    <form
      role="search"
      aria-label="Search treatments"
      className="flex w-full items-center gap-2 rounded-full border border-stone-200 bg-white p-1.5 pl-4 shadow-lg shadow-brand-900/5 focus-within:border-brand-400 sm:pl-5"
      onSubmit={(event) => {
        event.preventDefault();
        const search = text.trim();
        void navigate(search ? `/services?search=${encodeURIComponent(search)}` : '/services');
      }}
    >
      <Search className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
      <label htmlFor="home-search" className="sr-only">
        Search treatments or salons
      </label>
      <input
        id="home-search"
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Try ‘nails’ or ‘massage’"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 bg-transparent text-base text-stone-900 placeholder:text-stone-500 focus:outline-none focus-visible:outline-none"
      />
      <Button type="submit" size="md">
        Search
      </Button>
    </form>
  );
}
