import { Link } from 'react-router';

import { HOME_CATEGORIES, categoryHref } from '../categories';

export function CategoryChips() {
  return (
    <nav aria-label="Treatment categories">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {HOME_CATEGORIES.map(({ name, icon: Icon }) => (
          <li key={name}>
            <Link
              to={categoryHref(name)}
              className="flex h-11 items-center gap-2 rounded-full border border-stone-200 bg-white px-4 text-sm font-medium text-stone-800 shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900"
            >
              <Icon className="size-4 text-brand-600" aria-hidden="true" />
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
