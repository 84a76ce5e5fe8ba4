import { Search } from 'lucide-react';

interface SearchTextInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
}

/**
 * A search bar's magnifier and borderless text box, named 'Search treatments or salons' for screen readers. The
 * bar around it (its border, its Search button) belongs to the form that holds it.
 */
export function SearchTextInput({ id, value, onChange, placeholder, maxLength }: SearchTextInputProps) {
  return (
    <>
      <Search className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        Search treatments or salons
      </label>
      <input
        id={id}
        type="search"
        name="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 bg-transparent text-base text-stone-900 placeholder:text-stone-500 focus:outline-none focus-visible:outline-none"
      />
    </>
  );
}
