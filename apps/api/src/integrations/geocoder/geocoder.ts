import { isOutwardCode, normalisePostcode } from '@lull/domain/postcode';
import { readFile } from 'node:fs/promises';

/**
 * Embedded UK postcode geocoder: answers from a table of postcode-district centroids shipped next to this file
 * (postcode-districts.csv, see SOURCE.md). No network call, ever. A full postcode is answered with its district's
 * centroid, which in London is well under a mile from any address in the district: good enough for the catalogue's
 * 1/3/5/10-mile filter, not for navigation.
 */

export type GeoPoint = {
  latitude: number;
  longitude: number;
  /** The normalised input: the district ('E8') or the full postcode ('E8 3PH'). */
  label: string;
};

export interface Geocoder {
  /** Where a postcode or outward code is, or undefined if it is not a UK postcode or its district is unknown. */
  locate(postcode: string): Promise<GeoPoint | undefined>;
}

export type DistrictCentroid = { latitude: number; longitude: number };

/** The table shipped with the API. */
export const DISTRICT_TABLE_URL = new URL('./postcode-districts.csv', import.meta.url);

/**
 * Parses the district table: '#' comment lines and blank lines are skipped, the first other line must be the header
 * 'district,latitude,longitude'. Throws on a malformed row or a district listed twice, naming the line.
 */
export function parseDistrictTable(text: string): ReadonlyMap<string, DistrictCentroid> {
  const table = new Map<string, DistrictCentroid>();
  let headerSeen = false;
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `postcode district table, line ${index + 1}`;
    if (!headerSeen) {
      if (line !== 'district,latitude,longitude') throw new Error(`${where}: expected the header 'district,latitude,longitude'`);
      headerSeen = true;
      return;
    }
    const fields = line.split(',');
    const [district = '', lat = '', lng = ''] = fields;
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (fields.length !== 3 || !isOutwardCode(district) || lat === '' || lng === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      throw new Error(`${where}: malformed row '${line}'`);
    }
    if (table.has(district)) throw new Error(`${where}: district ${district} is listed twice`);
    table.set(district, { latitude, longitude });
  });
  if (!headerSeen) throw new Error('postcode district table: no header');
  return table;
}

/** Reads and parses the shipped table (a fresh read each call; the geocoder keeps its own copy). */
export async function loadDistrictTable(url: URL = DISTRICT_TABLE_URL): Promise<ReadonlyMap<string, DistrictCentroid>> {
  return parseDistrictTable(await readFile(url, 'utf8'));
}

/**
 * A geocoder over the shipped table, read once on first use. Besides real districts it answers a bare London
 * "area + digit" that was split into lettered districts ('W1', 'SW1', 'EC1', 'WC2') with the mean of those districts.
 */
export function createEmbeddedGeocoder(): Geocoder {
  let table: Promise<ReadonlyMap<string, DistrictCentroid>> | undefined;
  const splitDistricts = new Map<string, DistrictCentroid | undefined>();

  const getTable = () => {
    table ??= loadDistrictTable().catch((error: unknown) => {
      table = undefined; // let a later call try again rather than caching the failure
      throw error;
    });
    return table;
  };

  const centroidOf = (districts: ReadonlyMap<string, DistrictCentroid>, outward: string): DistrictCentroid | undefined => {
    const exact = districts.get(outward);
    if (exact) return exact;
    if (!/^[A-Z]{1,2}[0-9]$/.test(outward)) return undefined;
    if (!splitDistricts.has(outward)) {
      const parts = [...districts].filter(([code]) => code.length === outward.length + 1 && code.startsWith(outward) && /[A-Z]$/.test(code));
      splitDistricts.set(
        outward,
        parts.length === 0
          ? undefined
          : {
              latitude: parts.reduce((sum, [, point]) => sum + point.latitude, 0) / parts.length,
              longitude: parts.reduce((sum, [, point]) => sum + point.longitude, 0) / parts.length,
            },
      );
    }
    return splitDistricts.get(outward);
  };

  return {
    async locate(postcode) {
      const parsed = normalisePostcode(postcode);
      if (!parsed) return undefined;
      const centroid = centroidOf(await getTable(), parsed.outward);
      if (!centroid) return undefined;
      const label = parsed.inward ? `${parsed.outward} ${parsed.inward}` : parsed.outward;
      return { latitude: centroid.latitude, longitude: centroid.longitude, label };
    },
  };
}
