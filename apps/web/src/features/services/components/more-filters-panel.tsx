import { formatPostcode } from '@lull/domain/postcode';
import { DISTANCE_OPTIONS_MILES } from '@lull/domain/catalogue-filters';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useBrowserValue } from '@/lib/browser-value';
import { clearAllFilters, clearDistance, hasAnyFilter, type CatalogueFilters } from '../search-params';

interface MoreFiltersPanelProps {
  id: string;
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  /** The API's answer to an unknown postcode, shown under the field. */
  postcodeError?: string;
}

const POSTCODE_MESSAGE = 'Enter a UK postcode, like E8 3PH.';
// About 100 m: plenty for a 1-mile radius, and a visitor's exact position never lands in a shared URL.
const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

function canLocate(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * The More filters panel, with a distance that really filters: a postcode (or the browser's position)
 * and 'within 1/3/5/10 miles', applied together; and Clear All Filters.
 */
export function MoreFiltersPanel({ id, filters, onChange, postcodeError }: MoreFiltersPanelProps) {
  const [postcode, setPostcode] = useState(filters.postcode);
  const [miles, setMiles] = useState(filters.withinMiles === null ? '' : String(filters.withinMiles));
  const [error, setError] = useState<string | undefined>();
  // The URL's distance changed elsewhere (a removed chip, back/forward): follow it without remounting.
  const urlDistance = `${filters.postcode}|${filters.lat}|${filters.lng}|${filters.withinMiles}`;
  const [shownDistance, setShownDistance] = useState(urlDistance);
  if (shownDistance !== urlDistance) {
    setShownDistance(urlDistance);
    setPostcode(filters.postcode);
    setMiles(filters.withinMiles === null ? '' : String(filters.withinMiles));
    setError(undefined);
  }
  const [locating, setLocating] = useState(false);
  // The server cannot know whether the browser can locate: the button appears once the page is live.
  const locatable = useBrowserValue(canLocate, false);
  const usingLocation = filters.lat !== null && filters.postcode === '';
  const shownError = error ?? postcodeError;

  const withinMiles = (value: string) => (value === '' ? null : Number(value));

  const apply = () => {
    setError(undefined);
    const typed = postcode.trim();
    if (typed === '') {
      if (usingLocation) onChange({ ...filters, withinMiles: withinMiles(miles) });
      else if (miles !== '') setError('Enter a postcode or use your location to search by distance.');
      else onChange(clearDistance(filters));
      return;
    }
    const normalised = formatPostcode(typed);
    if (normalised === null) {
      setError(POSTCODE_MESSAGE);
      return;
    }
    setPostcode(normalised);
    onChange({ ...filters, postcode: normalised, lat: null, lng: null, withinMiles: withinMiles(miles) });
  };

  const useMyLocation = () => {
    setError(undefined);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setPostcode('');
        onChange({
          ...filters,
          postcode: '',
          lat: roundCoordinate(position.coords.latitude),
          lng: roundCoordinate(position.coords.longitude),
          withinMiles: withinMiles(miles),
        });
      },
      () => {
        setLocating(false);
        setError('We couldn’t get your location. Enter a postcode instead.');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const errorId = `${id}-postcode-error`;

  return (
    <div id={id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">Search by distance</legend>
          <p className="mt-0.5 text-sm text-stone-600">Find salons near a UK postcode or where you are now.</p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
            <div className="sm:w-56">
              <Label htmlFor={`${id}-postcode`}>Postcode</Label>
              <Input
                id={`${id}-postcode`}
                name="postcode"
                value={postcode}
                onChange={(event) => setPostcode(event.target.value)}
                placeholder={usingLocation ? 'Using your location' : 'e.g. E8 3PH'}
                autoComplete="postal-code"
                autoCapitalize="characters"
                maxLength={10}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? errorId : undefined}
                className="mt-1.5 uppercase placeholder:normal-case"
              />
            </div>
            <div className="sm:w-48">
              <Label htmlFor={`${id}-miles`}>Distance</Label>
              <Select
                id={`${id}-miles`}
                name="within_miles"
                value={miles}
                onChange={(event) => setMiles(event.target.value)}
                className="mt-1.5"
              >
                <option value="">Any distance</option>
                {DISTANCE_OPTIONS_MILES.map((option) => (
                  <option key={option} value={option}>
                    Within {option} {option === 1 ? 'mile' : 'miles'}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" variant="secondary">
              Apply distance
            </Button>
          </div>
          <FieldError id={errorId} message={shownError} />
          {locatable ? (
            <Button
              variant="link"
              className="mt-3 gap-1.5 no-underline hover:underline"
              onClick={useMyLocation}
              isLoading={locating}
            >
              {locating ? null : <LocateFixed className="size-4" aria-hidden="true" />}
              {usingLocation ? 'Update my location' : 'Use my location'}
            </Button>
          ) : null}
        </fieldset>
      </form>
      <div className="mt-4 flex justify-end border-t border-stone-100 pt-4">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setPostcode('');
            setMiles('');
            setError(undefined);
            onChange(clearAllFilters(filters));
          }}
          disabled={!hasAnyFilter(filters)}
        >
          Clear All Filters
        </Button>
      </div>
    </div>
  );
}
