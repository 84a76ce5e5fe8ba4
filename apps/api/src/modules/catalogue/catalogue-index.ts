import { PRICE_CHIPS, type SearchPart, countingBound, isInPriceChip, scoreInPart } from '@lull/domain/catalogue-filters';
import { customerCategoryOf } from '@lull/domain/service-categories';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { startPeriodicJob } from '../../shared/periodic-job';
import { type CatalogueFilter, type ListedEntry, areaAround } from './catalogue.repository';
import { type IndexedEntryRow, catalogueChangesSince, forgetOldRemovals, ordersTextByCodePoint } from './catalogue-index.repository';

/*
 * The catalogue index (decision 064): every listed entry of `catalogue_entries`, held in the process in the list's
 * order and by each distinct value of its four search parts, so a search, a browse and their counts are answered
 * without a statement. It follows the database by transaction id (migration 0044): before answering, it reads what
 * changed unless it looked less than `lagMs` ago (0: before every answer, as tests and development do). Every
 * instance keeps its own, so any number of them stay within `lagMs` of every change.
 */

const PART_SEPARATOR = '\u001f';
/** No stored text holds it (PostgreSQL's text cannot): it divides the values of `valuesHolding`'s texts. */
const NUL = '\u0000';
const EARTH_RADIUS_MILES = 3958.8;
/** PostgreSQL's `radians()` factor: distances are worked out as the statements do, operation for operation. */
const RADIANS_PER_DEGREE = Math.PI / 180;
/** Past this long without a look, removals may be forgotten (`forgetOldRemovals`: a day), so the index reads all again. */
const RELOAD_AFTER_MS = 12 * 60 * 60_000;

interface IndexedEntry {
  id: string;
  merchantId: string;
  name: string;
  businessName: string;
  category: string;
  categoryKey: string;
  /** Lower-cased name, business name, category and description, as stored. */
  parts: readonly [string, string, string, string];
  /** The price the chips filter on: the off-peak price where it is usable, else the price. */
  effectivePricePence: number;
  /** The service's own price: a business's matches are cheapest first after best match. */
  pricePence: number;
  chip: number;
  saving: number;
  latitude: number | null;
  longitude: number | null;
  /** Its place in the list's order, renumbered after each look that changed the entries: a search compares these. */
  rank: number;
  /** Its business's number in this listing (`Listing.businessNumbers`), for marking businesses met (`businessMarks`). */
  businessNumber: number;
  /** Its grid cell (`cellKey`), null without a position. */
  cell: number | null;
  /** `${categoryKey}|${chip}`, one string shared by every entry alike (`filterKeyOf`), as tallies and counts key them. */
  filterKey: string;
}

/** Text in code point order (collation C or C.UTF-8), which UTF-16 code units follow except past U+FFFF. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    let x = a.charCodeAt(at);
    let y = b.charCodeAt(at);
    if (x === y) continue;
    // Surrogates (U+D800–DFFF) code for points past U+FFFF, so they rank above U+E000–FFFF.
    if (x >= 0xd800) x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
    if (y >= 0xd800) y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    return x - y;
  }
  return a.length - b.length;
}

/** The list's order: biggest saving, then business name, name and id (the statements' `listOrder` after the score). */
function inListOrder(a: IndexedEntry, b: IndexedEntry): number {
  return b.saving - a.saving || compareText(a.businessName, b.businessName) || compareText(a.name, b.name) || compareText(a.id, b.id);
}

/** Entries by business name, then business id, then service id: a grouped page reads a band's businesses in this order. */
function inBusinessOrder(a: IndexedEntry, b: IndexedEntry): number {
  return compareText(a.businessName, b.businessName) || compareText(a.merchantId, b.merchantId) || compareText(a.id, b.id);
}

/** A business's listed entries in one category and price chip: how a grouped browse pages and counts businesses. */
interface BusinessTally {
  merchantId: string;
  businessName: string;
  services: number;
}

interface BusinessTallies {
  byMerchant: Map<string, BusinessTally>;
  /** In name order (`inNameOrder`). */
  inOrder: BusinessTally[];
}

/** Businesses by name, then id: the grouped page's order when every business scores alike and none is placed. */
function inNameOrder(a: { businessName: string; merchantId: string }, b: { businessName: string; merchantId: string }): number {
  return compareText(a.businessName, b.businessName) || compareText(a.merchantId, b.merchantId);
}

/** A part of search_text by its length in characters (code points), as `char_length` counts. */
function splitParts(row: IndexedEntryRow): IndexedEntry['parts'] {
  const { searchText: text, nameLength, businessNameLength, categoryLength } = row;
  const characters = /[\ud800-\udfff]/.test(text) ? Array.from(text) : null;
  const slice = (from: number, to?: number) => (characters ? characters.slice(from, to).join('') : text.slice(from, to));
  const businessFrom = nameLength + 1;
  const categoryFrom = businessFrom + businessNameLength + 1;
  const descriptionFrom = categoryFrom + categoryLength + 1;
  return [slice(0, nameLength), slice(businessFrom, businessFrom + businessNameLength), slice(categoryFrom, categoryFrom + categoryLength), slice(descriptionFrom)];
}

const filterKeys = new Map<string, string>();

/** One string for each category and chip, so the many entries alike share it and a map looks it up at once. */
function filterKeyOf(categoryKey: string, chip: number): string {
  const key = `${categoryKey}|${chip}`;
  let shared = filterKeys.get(key);
  if (shared === undefined) {
    shared = key;
    filterKeys.set(key, shared);
  }
  return shared;
}

function toIndexed(row: IndexedEntryRow): IndexedEntry {
  const chip = PRICE_CHIPS.findIndex((priceChip) => isInPriceChip(priceChip, row.effectivePricePence));
  return {
    id: row.serviceId,
    merchantId: row.merchantId,
    name: row.name,
    businessName: row.businessName,
    category: row.category,
    categoryKey: row.categoryKey,
    parts: splitParts(row),
    effectivePricePence: row.effectivePricePence,
    pricePence: row.pricePence,
    chip,
    saving: row.saving,
    latitude: row.latitude,
    longitude: row.longitude,
    rank: 0,
    businessNumber: -1,
    cell: row.latitude === null || row.longitude === null ? null : cellKey(cellOf(row.latitude), cellOf(row.longitude)),
    filterKey: filterKeyOf(row.categoryKey, chip),
  };
}

/** Where `item` goes in a list kept in `order` (before any equal to it). */
function placeIn<T>(list: readonly T[], item: T, order: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(list[middle]!, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first `wanted` items offered, in `order`: `wouldKeep` says at once whether one would be. */
function keepFirst<T>(wanted: number, order: (a: T, b: T) => number) {
  const kept: T[] = [];
  return {
    kept,
    wouldKeep: (item: T) => kept.length < wanted || order(item, kept[wanted - 1]!) < 0,
    offer(item: T) {
      kept.splice(placeIn(kept, item, order), 0, item);
      if (kept.length > wanted) kept.pop();
    },
  };
}

function insertInOrder<T>(list: T[], item: T, order: (a: T, b: T) => number): void {
  list.splice(placeIn(list, item, order), 0, item);
}

function removeInOrder<T>(list: T[], item: T, order: (a: T, b: T) => number): void {
  const at = placeIn(list, item, order);
  if (list[at] === item) list.splice(at, 1);
}

/**
 * A set of businesses by number, emptied in one step by stamping with a new number: what a search has met, or whose
 * distance it has worked out. Each is used within one synchronous search.
 */
class StampedSet {
  private stamps = new Int32Array(0);
  private stamp = 0;

  get capacity(): number {
    return this.stamps.length;
  }

  /** Empties the set, sized for `size` businesses; the function returned adds one, saying whether it was not in yet. */
  emptied(size: number): (businessNumber: number) => boolean {
    if (this.stamps.length < size || this.stamp === 0x7fffffff) {
      this.stamps = new Int32Array(size * 2 + 16);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const stamps = this.stamps;
    return (businessNumber) => {
      if (stamps[businessNumber] === stamp) return false;
      stamps[businessNumber] = stamp;
      return true;
    };
  }
}

/** Grid cells are this many degrees of latitude and longitude: about 0.7 by 0.4 miles in London. */
const CELL_DEGREES = 0.01;
/** An area covering more cells than this is read off the bands (or the lists) instead: it holds most of a city. */
const MOST_CELLS_READ = 2_500;
const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
/** One number per cell: latitude cells fit in ±9,000, longitude cells in ±18,000. */
const cellKey = (latitudeCell: number, longitudeCell: number) => (latitudeCell + 9_000) * 40_000 + (longitudeCell + 18_000);

/** Adds `delta` to a value's count under `key`, forgetting counts that reach 0 and values left with none. */
function countIn(byValue: Map<string, Map<string, number>>, value: string, key: string, delta: number): void {
  const counts = byValue.get(value) ?? new Map<string, number>();
  const count = (counts.get(key) ?? 0) + delta;
  if (count === 0) counts.delete(key);
  else counts.set(key, count);
  if (counts.size === 0) byValue.delete(value);
  else byValue.set(value, counts);
}

/** The listed entries, each in the list's order overall, by category and price chip, and by each part value. */
class Listing {
  readonly byId = new Map<string, IndexedEntry>();
  readonly inOrder: IndexedEntry[] = [];
  /** `${categoryKey}|${chip}` → its entries. */
  readonly byCategoryAndChip = new Map<string, IndexedEntry[]>();
  /** A business's id → its entries. */
  readonly byMerchant = new Map<string, IndexedEntry[]>();
  /** Positioned entries by grid cell (`cellKey`): a search near a point with a small area reads only its cells. */
  readonly byCell = new Map<number, IndexedEntry[]>();
  /** `${categoryKey}|${chip}` → the businesses with entries there, in name order, each with how many. */
  readonly businessesByCategoryAndChip = new Map<string, BusinessTallies>();
  /** Per part (name, business name, category, description): each distinct value → the entries carrying it. */
  readonly byValue: Map<string, IndexedEntry[]>[] = [new Map(), new Map(), new Map(), new Map()];
  /** The same entries per part value and grid cell: a cell's matches of a term are found by its values (`cellTalliesOf`). */
  readonly byValueAndCell: Map<string, Map<number, IndexedEntry[]>>[] = [new Map(), new Map(), new Map(), new Map()];
  /** The same entries per part value, in business order (`inBusinessOrder`). */
  readonly byValueByBusiness: Map<string, IndexedEntry[]>[] = [new Map(), new Map(), new Map(), new Map()];
  /** Per part: each distinct value → how many entries carrying it are in each `${category}|${chip}`. */
  readonly valueCategories: Map<string, Map<string, number>>[] = [new Map(), new Map(), new Map(), new Map()];
  /** The same by category as the filter names it: `${categoryKey}|${chip}` (`bandsFor`). */
  readonly valueFilterKeys: Map<string, Map<string, number>>[] = [new Map(), new Map(), new Map(), new Map()];
  readonly businessChanges = new Map<string, number>();
  /** Each business met, numbered from 0 (kept once numbered). */
  private readonly businessNumbers = new Map<string, number>();
  private readonly met = new StampedSet();
  private readonly measured = new StampedSet();
  private distances = new Float64Array(0);

  private numbered(entry: IndexedEntry): IndexedEntry {
    let number = this.businessNumbers.get(entry.merchantId);
    if (number === undefined) {
      number = this.businessNumbers.size;
      this.businessNumbers.set(entry.merchantId, number);
    }
    entry.businessNumber = number;
    return entry;
  }

  /**
   * A new, empty set of businesses for one synchronous search: the function it returns says whether an entry's business
   * is met for the first time, and marks it. An array stamped per search, since a set of ids cost a hash per entry read.
   */
  businessMarks(): (entry: IndexedEntry) => boolean {
    const added = this.met.emptied(this.businessNumbers.size);
    return (entry) => added(entry.businessNumber);
  }

  /**
   * Distances from a point for one synchronous search (`milesFrom`), worked out once per business: its entries share
   * its position.
   */
  distancesFrom(point: { latitude: number; longitude: number }): (entry: IndexedEntry) => number | null {
    const added = this.measured.emptied(this.businessNumbers.size);
    if (this.distances.length < this.measured.capacity) this.distances = new Float64Array(this.measured.capacity);
    const distances = this.distances;
    return (entry) => {
      if (entry.latitude === null || entry.longitude === null) return null;
      if (added(entry.businessNumber)) distances[entry.businessNumber] = milesFrom(point, entry)!;
      return distances[entry.businessNumber]!;
    };
  }

  /** Moves when a part value appears or goes, so a term's remembered bands are worked out again (`bandsOf`). */
  valuesVersion = 0;
  /** Whether entries changed since the ranks were numbered. */
  private unranked = true;

  private listsOf(entry: IndexedEntry): IndexedEntry[][] {
    const lists = [this.inOrder, this.listFor(this.byCategoryAndChip, entry.filterKey), this.listFor(this.byMerchant, entry.merchantId)];
    entry.parts.forEach((value, part) => lists.push(this.listFor(this.byValue[part]!, value)));
    if (entry.cell !== null) {
      lists.push(this.listFor(this.byCell, entry.cell));
      entry.parts.forEach((value, part) => lists.push(this.listFor(this.cellsOfValue(part, value), entry.cell!)));
    }
    return lists;
  }

  private cellsOfValue(part: number, value: string): Map<number, IndexedEntry[]> {
    let cells = this.byValueAndCell[part]!.get(value);
    if (!cells) {
      cells = new Map();
      this.byValueAndCell[part]!.set(value, cells);
    }
    return cells;
  }

  private businessListsOf(entry: IndexedEntry): IndexedEntry[][] {
    return entry.parts.map((value, part) => this.listFor(this.byValueByBusiness[part]!, value));
  }

  private count(entry: IndexedEntry, delta: number): void {
    this.tally(entry, delta);
    const byCategory = `${entry.category}|${entry.chip}`;
    entry.parts.forEach((value, part) => {
      countIn(this.valueCategories[part]!, value, byCategory, delta);
      countIn(this.valueFilterKeys[part]!, value, entry.filterKey, delta);
    });
  }

  /** Counts an entry in or out of its business's tally in its category and chip; loading, the lists are sorted after. */
  private tally(entry: IndexedEntry, delta: number): void {
    const key = entry.filterKey;
    let tallies = this.businessesByCategoryAndChip.get(key);
    if (!tallies) {
      tallies = { byMerchant: new Map(), inOrder: [] };
      this.businessesByCategoryAndChip.set(key, tallies);
    }
    let tally = tallies.byMerchant.get(entry.merchantId);
    if (!tally) {
      tally = { merchantId: entry.merchantId, businessName: entry.businessName, services: 0 };
      tallies.byMerchant.set(entry.merchantId, tally);
      if (this.loading) tallies.inOrder.push(tally);
      else insertInOrder(tallies.inOrder, tally, inNameOrder);
    } else if (delta > 0 && tally.businessName !== entry.businessName) {
      // Renamed: its entries come one by one within a look, the first of them moves the business.
      removeInOrder(tallies.inOrder, tally, inNameOrder);
      tally.businessName = entry.businessName;
      insertInOrder(tallies.inOrder, tally, inNameOrder);
    }
    tally.services += delta;
    if (tally.services === 0) {
      removeInOrder(tallies.inOrder, tally, inNameOrder);
      tallies.byMerchant.delete(entry.merchantId);
    }
  }

  private loading = false;

  private listFor<K>(map: Map<K, IndexedEntry[]>, key: K): IndexedEntry[] {
    let list = map.get(key);
    if (!list) {
      list = [];
      map.set(key, list);
    }
    return list;
  }

  /** Loads everything at once: appended, then each list sorted. */
  load(rows: readonly IndexedEntryRow[]): void {
    this.loading = true;
    for (const row of rows) {
      const entry = this.numbered(toIndexed(row));
      this.byId.set(entry.id, entry);
      for (const list of this.listsOf(entry)) list.push(entry);
      for (const list of this.businessListsOf(entry)) list.push(entry);
      this.count(entry, 1);
    }
    this.inOrder.sort(inListOrder);
    for (const map of [this.byCategoryAndChip, this.byMerchant, this.byCell, ...this.byValue]) for (const list of map.values()) list.sort(inListOrder);
    for (const map of this.byValueAndCell) for (const cells of map.values()) for (const list of cells.values()) list.sort(inListOrder);
    for (const tallies of this.businessesByCategoryAndChip.values()) tallies.inOrder.sort(inNameOrder);
    for (const map of this.byValueByBusiness) for (const list of map.values()) list.sort(inBusinessOrder);
    this.loading = false;
    this.valuesVersion++;
    this.rank();
  }

  /** Numbers the entries in the list's order, once a look's changes are all in. */
  rank(): void {
    if (!this.unranked) return;
    this.inOrder.forEach((entry, place) => (entry.rank = place));
    this.unranked = false;
  }

  put(row: IndexedEntryRow): void {
    this.remove(row.serviceId);
    if (!row.listed) return;
    const entry = this.numbered(toIndexed(row));
    this.byId.set(entry.id, entry);
    entry.parts.forEach((value, part) => {
      if (!this.byValue[part]!.has(value)) this.valuesVersion++;
    });
    for (const list of this.listsOf(entry)) insertInOrder(list, entry, inListOrder);
    for (const list of this.businessListsOf(entry)) insertInOrder(list, entry, inBusinessOrder);
    this.count(entry, 1);
    this.unranked = true;
    this.entriesVersion++;
  }

  remove(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    for (const list of this.listsOf(entry)) removeInOrder(list, entry, inListOrder);
    for (const list of this.businessListsOf(entry)) removeInOrder(list, entry, inBusinessOrder);
    this.count(entry, -1);
    if (this.byMerchant.get(entry.merchantId)?.length === 0) this.byMerchant.delete(entry.merchantId);
    if (entry.cell !== null && this.byCell.get(entry.cell)?.length === 0) this.byCell.delete(entry.cell);
    // A value nobody carries any more (in a cell, or at all) is forgotten, so a term's scan of the values stays as short
    // as the catalogue.
    entry.parts.forEach((value, part) => {
      const cells = this.byValueAndCell[part]!.get(value);
      if (cells && entry.cell !== null && cells.get(entry.cell)?.length === 0) {
        cells.delete(entry.cell);
        if (cells.size === 0) this.byValueAndCell[part]!.delete(value);
      }
      if (this.byValue[part]!.get(value)?.length !== 0) return;
      this.byValue[part]!.delete(value);
      this.byValueByBusiness[part]!.delete(value);
      this.valuesVersion++;
    });
    this.unranked = true;
    this.entriesVersion++;
  }

  /**
   * A part's distinct values holding a term. They are looked for in one text (`valueTexts`) rather than value by value:
   * one `indexOf` over it is several times quicker than asking each value. A term with a NUL is in no stored text.
   */
  valuesHolding(part: SearchPart, term: string): string[] {
    if (term.includes(NUL)) return [];
    if (this.valueTextsVersion !== this.valuesVersion) {
      this.valueTexts = this.byValue.map((values) => {
        const all = [...values.keys()];
        const starts = new Int32Array(all.length);
        let at = 0;
        all.forEach((value, index) => {
          starts[index] = at + 1;
          at += value.length + 1;
        });
        return { text: NUL + all.join(NUL), starts, values: all };
      });
      this.valueTextsVersion = this.valuesVersion;
    }
    const { text, starts, values } = this.valueTexts[part]!;
    const holding: string[] = [];
    for (let from = 0; ; ) {
      const at = text.indexOf(term, from);
      if (at < 0) return holding;
      // The value the match is in: the last to start at or before it (the term holds no NUL, so it is within one).
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      holding.push(values[low]!);
      from = low + 1 < starts.length ? starts[low + 1]! : text.length;
    }
  }

  /** Per part, every distinct value after a NUL, with where each starts (`valuesHolding`), as of `valueTextsVersion`. */
  private valueTexts: { text: string; starts: Int32Array; values: string[] }[] = [];
  private valueTextsVersion = -1;

  /** A term's bands, remembered until a part value appears or goes (the bench's few hundred terms are each worked out once). */
  bandsOf(term: string): TermBands {
    if (this.bandsVersion !== this.valuesVersion || this.bands.size > REMEMBERED_TERMS) {
      this.bands.clear();
      this.bandsVersion = this.valuesVersion;
    }
    let bands = this.bands.get(term);
    if (!bands) {
      bands = bandsOf(this, term);
      this.bands.set(term, bands);
    }
    return bands;
  }

  private readonly bands = new Map<string, TermBands>();
  private bandsVersion = -1;

  /**
   * A term's bands holding only the values carried by an entry in the categories and chips asked (`valueFilterKeys`):
   * a value none of whose entries can pass the filter need not be read. Its `matching` stays the term's, as an entry's
   * band is decided by all its parts. Remembered until an entry is put or removed; the term's bands without a filter.
   */
  bandsFor(term: string, filter: Pick<CatalogueFilter, 'categories' | 'priceRanges'>): TermBands {
    const bands = this.bandsOf(term);
    if (filter.categories.length === 0 && filter.priceRanges.length === 0) return bands;
    return this.rememberedTotals(JSON.stringify(['bands', term, filter.categories, filter.priceRanges]), () => {
      const asked = filterKeysAsked(filter)!;
      const kept: Band[] = [];
      for (const band of bands.bands) {
        const narrowed: Band = { score: band.score, part: band.part, lists: [], businessLists: [] };
        band.lists.forEach((list, at) => {
          if (list.length === 0 || !hasKeyAsked(this.valueFilterKeys[band.part]!.get(list[0]!.parts[band.part]!), asked)) return;
          narrowed.lists.push(list);
          narrowed.businessLists.push(band.businessLists[at]!);
        });
        if (narrowed.lists.length > 0) kept.push(narrowed);
      }
      const matches = kept.reduce((sum, band) => sum + band.lists.reduce((inBand, list) => inBand + list.length, 0), 0);
      return { bands: kept, matching: bands.matching, matches };
    });
  }

  /**
   * Totals worked out by `count`, remembered under `key` until any entry is put or removed: exact, since nothing they
   * count can change before then (bookings, and a salon's diary and team, move no entry).
   */
  rememberedTotals<T>(key: string, count: () => T): T {
    if (this.totalsVersion !== this.entriesVersion || this.totals.size > REMEMBERED_TOTALS) {
      this.totals.clear();
      this.totalsVersion = this.entriesVersion;
    }
    let counted = this.totals.get(key) as T | undefined;
    if (counted === undefined) {
      counted = count();
      this.totals.set(key, counted);
    }
    return counted;
  }

  /** Moves whenever an entry is put or removed. */
  private entriesVersion = 0;
  private readonly totals = new Map<string, unknown>();
  private totalsVersion = -1;
}

/** Totals remembered at most (`rememberedTotals`). */
const REMEMBERED_TOTALS = 20_000;

/** Terms whose bands are remembered at most. */
const REMEMBERED_TERMS = 5_000;

/** A term's matches in one score band: the entries carrying one of the band's values, first matching in `part`. */
interface Band {
  score: number;
  part: SearchPart;
  lists: IndexedEntry[][];
  /** The same lists in business order. */
  businessLists: IndexedEntry[][];
}

/** A term's bands, best first, and for each part the values that contain it. */
interface TermBands {
  bands: Band[];
  /** Per part, each value containing the term and its score there. */
  matching: Map<string, number>[];
  /** The entries its bands' lists hold: an entry carrying matching values in several parts counts in each. */
  matches: number;
}

/** The bands of a term: the part values containing it, scored once each (`scoreInPart`). */
function bandsOf(listing: Listing, term: string): TermBands {
  const bands = new Map<number, Band>();
  const matching = listing.byValue.map(() => new Map<string, number>());
  listing.byValue.forEach((values, part) => {
    for (const value of listing.valuesHolding(part as SearchPart, term)) {
      const list = values.get(value)!;
      const score = scoreInPart(part as SearchPart, value, term);
      if (score === 0) continue;
      matching[part]!.set(value, score);
      const band = bands.get(score) ?? { score, part: part as SearchPart, lists: [], businessLists: [] };
      band.lists.push(list);
      band.businessLists.push(listing.byValueByBusiness[part]!.get(value)!);
      bands.set(score, band);
    }
  });
  const sorted = [...bands.values()].sort((a, b) => b.score - a.score);
  return { bands: sorted, matching, matches: sorted.reduce((sum, band) => sum + band.lists.reduce((inBand, list) => inBand + list.length, 0), 0) };
}

/** Whether an entry carrying one of a band's values is in that band: the term occurs in none of its earlier parts. */
function firstMatchesIn(entry: IndexedEntry, part: SearchPart, matching: TermBands['matching']): boolean {
  for (let earlier = 0; earlier < part; earlier++) if (matching[earlier]!.has(entry.parts[earlier]!)) return false;
  return true;
}

/**
 * Every match of a search near a point, with its score, given to `visit` (which applies the other filters): off the
 * term's bands (or `sources` without a term), or off the grid cells of the area when they hold fewer entries. A match
 * off a cell is scored by its first part holding a value that contains the term, as its band would. The cells are read
 * nearest the point first, passing over those where the term has no match (`cellTalliesOf`), and before each
 * `stopping.enough` is asked, with the least distance an entry not yet read can be at: true ends the reading. As a
 * search stops once what it wants is known (its page, and its counts unless they are worked out apart), the cells are
 * preferred whenever the matches it wants are likely within fewer entries than the bands hold, at the matches' share
 * of the catalogue.
 */
function forEachMatchNear(
  listing: Listing,
  filter: CatalogueFilter,
  cells: CellNear[] | null,
  sources: readonly IndexedEntry[][],
  visit: (entry: IndexedEntry, score: number) => void,
  stopping?: { enough: (nearestUnread: number) => boolean; wanted: number },
): void {
  const term = filter.term ? listing.bandsFor(filter.term, filter) : null;
  const inSources = term ? term.matches : sources.reduce((sum, list) => sum + list.length, 0);
  const inCells = cells ? entriesIn(cells) : Number.POSITIVE_INFINITY;
  const likelyRead = stopping ? likelyToRead(listing, stopping.wanted, inSources, inCells) : inCells;
  if (cells && likelyRead < inSources) {
    // A term's tallies (worked out as its cells are first read, and kept) tell the cells where it has no match in the
    // categories and chips asked: they are passed over; and a cell's matches, where kept, are read instead of all its
    // entries.
    const tallyOf = term ? cellTalliesOf(listing, filter.term, likelyRead) : null;
    const passes = filterKeysAsked(filter);
    for (const cell of cells) {
      if (stopping?.enough(cell.nearest)) return;
      const tally = tallyOf?.(cell);
      if (tally === null || (tally && passes && !hasKeyAsked(tally.byFilterKey, passes))) continue;
      for (const entry of tally?.matches ?? cell.list) {
        const score = term ? firstScore(entry, term.matching) : 1;
        if (score > 0) visit(entry, score);
      }
    }
  } else if (term) {
    for (const band of term.bands) {
      for (const list of band.lists) for (const entry of list) if (firstMatchesIn(entry, band.part, term.matching)) visit(entry, band.score);
    }
  } else {
    for (const list of sources) for (const entry of list) visit(entry, 1);
  }
}

/**
 * A grid cell's entries, the least distance in miles from the point searched any place in the cell can be at, and
 * whether every place in it is inside the area (its box, and within its distance): then all its entries are.
 */
interface CellNear {
  key: number;
  list: IndexedEntry[];
  nearest: number;
  inside: boolean;
}

/** A little past a cell's edges, so any position that floors into the cell (`cellOf`) is within them. */
const CELL_SLACK = 1e-9;

/** A distance this much inside the area's edge is inside it whatever the last bits of a sine: a cell nearer the edge is read. */
const INSIDE_MARGIN_MILES = 1e-6;

/**
 * The grid cells an area's box covers, nearest the point first, or null past MOST_CELLS_READ. A cell's `nearest` is
 * never more than `milesFrom` gives any position in it: each term of the haversine is taken at its least over the cell
 * (the least difference in latitude and in longitude, and the cosine of its latitude farthest from the equator). Its
 * `inside` takes each at its most (the greatest differences, the cosine nearest the equator) for the farthest.
 */
function cellsNearestFirst(
  listing: Listing,
  point: { latitude: number; longitude: number },
  area: { south: number; north: number; west: number; east: number; withinMiles: number },
): CellNear[] | null {
  const [south, north, west, east] = [cellOf(area.south), cellOf(area.north), cellOf(area.west), cellOf(area.east)];
  if ((north - south + 1) * (east - west + 1) > MOST_CELLS_READ) return null;
  const gap = (from: number, low: number, high: number) => (from < low ? low - from : from > high ? from - high : 0);
  const span = (from: number, low: number, high: number) => Math.max(Math.abs(from - low), Math.abs(from - high));
  const miles = (h: number) => EARTH_RADIUS_MILES * 2 * Math.asin(Math.sqrt(Math.min(1, h)));
  const pointCosine = Math.cos(point.latitude * RADIANS_PER_DEGREE);
  const cells: CellNear[] = [];
  for (let latitude = south; latitude <= north; latitude++) {
    const low = latitude * CELL_DEGREES - CELL_SLACK;
    const high = (latitude + 1) * CELL_DEGREES + CELL_SLACK;
    const latitudeHalf = Math.sin((gap(point.latitude, low, high) * RADIANS_PER_DEGREE) / 2);
    const leastCosine = Math.cos(Math.max(Math.abs(low), Math.abs(high)) * RADIANS_PER_DEGREE);
    const farLatitudeHalf = Math.sin((span(point.latitude, low, high) * RADIANS_PER_DEGREE) / 2);
    const mostCosine = low <= 0 && high >= 0 ? 1 : Math.cos(Math.min(Math.abs(low), Math.abs(high)) * RADIANS_PER_DEGREE);
    const latitudeInBox = low >= area.south && high <= area.north;
    for (let longitude = west; longitude <= east; longitude++) {
      const key = cellKey(latitude, longitude);
      const list = listing.byCell.get(key);
      if (!list) continue;
      const [left, right] = [longitude * CELL_DEGREES - CELL_SLACK, (longitude + 1) * CELL_DEGREES + CELL_SLACK];
      const longitudeHalf = Math.sin((gap(point.longitude, left, right) * RADIANS_PER_DEGREE) / 2);
      const farLongitudeHalf = Math.sin((span(point.longitude, left, right) * RADIANS_PER_DEGREE) / 2);
      const farthest = miles(farLatitudeHalf ** 2 + pointCosine * mostCosine * farLongitudeHalf ** 2);
      cells.push({
        key,
        list,
        nearest: miles(latitudeHalf ** 2 + pointCosine * leastCosine * longitudeHalf ** 2),
        inside: latitudeInBox && left >= area.west && right <= area.east && farthest < area.withinMiles - INSIDE_MARGIN_MILES,
      });
    }
  }
  return cells.sort((a, b) => a.nearest - b.nearest);
}

/** The grid cells of a search's area, nearest first; null without a distance asked, or past MOST_CELLS_READ. */
function cellsOfArea(listing: Listing, near: CatalogueFilter['near']): CellNear[] | null {
  return near?.withinMiles === undefined ? null : cellsNearestFirst(listing, near, areaAround({ ...near, withinMiles: near.withinMiles }));
}

/** How many entries the cells hold. */
const entriesIn = (cells: readonly CellNear[]) => cells.reduce((sum, cell) => sum + cell.list.length, 0);

/**
 * How many of its cells' entries a search near a point likely reads before it has the matches it wants: as many as hold
 * that many at the matches' share of the catalogue, twice over for their unevenness; at most all of them.
 */
function likelyToRead(listing: Listing, wanted: number, matches: number, inCells: number): number {
  return matches > 0 ? Math.min(inCells, (2 * wanted * listing.byId.size) / matches) : inCells;
}

/**
 * A cell's matches of a term: how many entries (in all, and by `${categoryKey}|${chip}`), how many businesses, their
 * categories, and the matches themselves where they are at most a quarter of the cell's entries (null: the cell is
 * read, most of what it holds matching).
 */
interface CellTally {
  services: number;
  byFilterKey: Map<string, number>;
  businesses: number;
  categories: Set<string>;
  matches: IndexedEntry[] | null;
}

/** A cell's entries are kept as its matches of a term only where they are at most this share of them. */
const MATCHES_KEPT_UP_TO = 0.25;

/** A term's tallies by cell, each worked out when first asked for, or all at once (`complete`). */
interface TermCellTallies {
  complete: boolean;
  /** A cell's tally, or null where the term has no match (kept only while not complete). */
  byCell: Map<number, CellTally | null>;
}

/** Counts one match into a cell's tally (`businesses` is the caller's, as a business counts once). */
function tallyInto(tally: CellTally, entry: IndexedEntry): void {
  tally.services++;
  tally.byFilterKey.set(entry.filterKey, (tally.byFilterKey.get(entry.filterKey) ?? 0) + 1);
  tally.categories.add(entry.category);
  tally.matches?.push(entry);
}

const emptyTally = (): CellTally => ({ services: 0, byFilterKey: new Map(), businesses: 0, categories: new Set(), matches: [] });

/** Drops a tally's matches where they are too many of its cell's entries to be worth keeping apart. */
function keptMatches(tally: CellTally, inCell: number): CellTally {
  if (tally.services > inCell * MATCHES_KEPT_UP_TO) tally.matches = null;
  return tally;
}

/** Whether counts by `${categoryKey}|${chip}` (a value's, a cell's tally's) have one among those asked (`filterKeysAsked`). */
function hasKeyAsked(counts: Map<string, number> | undefined, asked: (key: string) => boolean): boolean {
  for (const key of counts?.keys() ?? []) if (asked(key)) return true;
  return false;
}

/**
 * A grid cell's tally of a term's matches (every positioned entry without a term), by the function returned; tallies
 * are kept until an entry is put or removed (`rememberedTotals`). Where the term has fewer matches than the search is
 * likely to read of its cells (`likelyRead` entries), they are worked out over its matches at once for every cell;
 * else each cell's when it is first asked for, found by the term's values in it or by reading it (a broad term near a
 * point needs only the few cells that reach its count). A business counts in one cell: its entries share its position.
 */
function cellTalliesOf(
  listing: Listing,
  term: string,
  likelyRead: number,
): (cell: CellNear) => CellTally | null {
  const bands = term ? listing.bandsOf(term) : null;
  const matching = bands?.matching ?? null;
  const kept = listing.rememberedTotals(JSON.stringify(['cells', term]), (): TermCellTallies => ({ complete: false, byCell: new Map() }));
  const matches = bands?.matches ?? listing.byId.size;
  const matchingValues = matching?.reduce((sum, values) => sum + values.size, 0) ?? 0;
  if (!kept.complete && matches <= likelyRead) {
    kept.byCell.clear();
    const met = listing.businessMarks();
    const add = (entry: IndexedEntry) => {
      if (entry.cell === null) return;
      let tally = kept.byCell.get(entry.cell);
      if (!tally) {
        tally = emptyTally();
        kept.byCell.set(entry.cell, tally);
      }
      tallyInto(tally, entry);
      if (met(entry)) tally.businesses++;
    };
    if (bands) {
      for (const band of bands.bands) for (const list of band.lists) for (const entry of list) if (firstMatchesIn(entry, band.part, bands.matching)) add(entry);
    } else {
      for (const list of listing.byCell.values()) for (const entry of list) add(entry);
    }
    for (const [cell, tally] of kept.byCell) keptMatches(tally!, listing.byCell.get(cell)!.length);
    kept.complete = true;
  }
  return (cell) => {
    // Known without reading: a tally, null where the term has no match, undefined until worked out.
    const tallied = kept.complete ? (kept.byCell.get(cell.key) ?? null) : kept.byCell.get(cell.key);
    if (tallied !== undefined) return tallied;
    let tally: CellTally | null = null;
    const businesses = new Set<number>();
    const add = (entry: IndexedEntry) => {
      tally ??= emptyTally();
      tallyInto(tally, entry);
      if (!businesses.has(entry.businessNumber)) {
        businesses.add(entry.businessNumber);
        tally.businesses++;
      }
    };
    // Found by the term's values where they are fewer than the cell's entries, each under the first part it matches in;
    // else by reading the cell.
    if (matching && matchingValues < cell.list.length) {
      matching.forEach((values, part) => {
        for (const value of values.keys()) {
          for (const entry of listing.byValueAndCell[part]!.get(value)?.get(cell.key) ?? []) if (firstMatchesIn(entry, part as SearchPart, matching)) add(entry);
        }
      });
    } else {
      for (const entry of cell.list) if (!matching || firstScore(entry, matching) > 0) add(entry);
    }
    kept.byCell.set(cell.key, tally && keptMatches(tally, cell.list.length));
    return tally;
  };
}

/** What a search near a point counts: its matches, their businesses, and the categories they are in. */
interface NearCounts {
  services: number;
  businesses: number;
  categories: Set<string>;
}

/**
 * A search near a point counted apart from its page up to what it `wants`: a cell wholly inside the area by its tally
 * (`cellTalliesOf`), a cell on the area's edge entry by entry (unless the term has no match there), nearest first.
 * With categories or chips asked, a tally tells only the matches among them (a business's may be in several). Categories
 * are gathered only until there are as many as it wants.
 */
function countedNear(listing: Listing, filter: CatalogueFilter, cells: readonly CellNear[], wants: { services: number; businesses: number; categories: number }): NearCounts {
  const term = filter.term ? listing.bandsOf(filter.term) : null;
  const matching = term?.matching ?? null;
  // Every category its matches can have may take the whole area.
  const inCells = entriesIn(cells);
  const likelyRead = wants.categories > 0 ? inCells : likelyToRead(listing, Math.max(wants.services, wants.businesses), term?.matches ?? listing.byId.size, inCells);
  const tallyOf = cellTalliesOf(listing, filter.term, likelyRead);
  const accepts = acceptsBesidesTerm(filter);
  const passes = filterKeysAsked(filter);
  const counted = listing.businessMarks();
  const counts: NearCounts = { services: 0, businesses: 0, categories: new Set() };
  for (const cell of cells) {
    if (counts.services >= wants.services && counts.businesses >= wants.businesses && counts.categories.size >= wants.categories) break;
    const tally = tallyOf(cell);
    if (!tally || (passes && !hasKeyAsked(tally.byFilterKey, passes))) continue;
    if (cell.inside && passes) {
      for (const [key, services] of tally.byFilterKey) if (passes(key)) counts.services += services;
      continue;
    }
    if (cell.inside) {
      counts.services += tally.services;
      counts.businesses += tally.businesses;
      if (counts.categories.size < wants.categories) for (const category of tally.categories) counts.categories.add(category);
      continue;
    }
    for (const entry of tally.matches ?? cell.list) {
      if ((matching && !tally.matches && firstScore(entry, matching) === 0) || !accepts(entry)) continue;
      counts.services++;
      if (counted(entry)) counts.businesses++;
      counts.categories.add(entry.category);
    }
  }
  return counts;
}

/**
 * Whether a search near a point is counted apart from its page (`countedNear`): over the cells of its area, and for
 * the grouped page (which counts businesses) without a category or price chip asked.
 */
const countsApart = (filter: CatalogueFilter, cells: CellNear[] | null, counting: 'services' | 'businesses'): cells is CellNear[] =>
  cells !== null && (counting === 'services' || (filter.categories.length === 0 && filter.priceRanges.length === 0));

/** Whether a `${categoryKey}|${chip}` is among the categories and chips asked; null when neither is. */
function filterKeysAsked(filter: Pick<CatalogueFilter, 'categories' | 'priceRanges'>): ((key: string) => boolean) | null {
  if (filter.categories.length === 0 && filter.priceRanges.length === 0) return null;
  const categories = filter.categories.length > 0 ? new Set(filter.categories) : null;
  const chips = chipsAsked(filter);
  return (key) => {
    const split = key.lastIndexOf('|');
    return (!categories || categories.has(key.slice(0, split))) && (!chips || chips.has(Number(key.slice(split + 1))));
  };
}

/** An entry's score for a term's matching values: that of its first part holding one; 0 when none does. */
function firstScore(entry: IndexedEntry, matching: TermBands['matching']): number {
  for (let part = 0; part < matching.length; part++) {
    const score = matching[part]!.get(entry.parts[part]!);
    if (score !== undefined) return score;
  }
  return 0;
}

/** The distance in miles from a point, as `distanceExpression` works it out; null without a position. */
function milesFrom(point: { latitude: number; longitude: number }, entry: IndexedEntry): number | null {
  if (entry.latitude === null || entry.longitude === null) return null;
  const latitudeHalf = Math.sin(((entry.latitude - point.latitude) * RADIANS_PER_DEGREE) / 2);
  const longitudeHalf = Math.sin(((entry.longitude - point.longitude) * RADIANS_PER_DEGREE) / 2);
  const h = latitudeHalf ** 2 + Math.cos(point.latitude * RADIANS_PER_DEGREE) * Math.cos(entry.latitude * RADIANS_PER_DEGREE) * longitudeHalf ** 2;
  return EARTH_RADIUS_MILES * 2 * Math.asin(Math.sqrt(h));
}

/** The filters besides the term, as `conditions` has them: categories, price chips, and the area (box, then distance). */
function acceptsBesidesTerm(
  filter: CatalogueFilter,
  options: { ignoreCategories?: boolean; distanceOf?: (entry: IndexedEntry) => number | null } = {},
): (entry: IndexedEntry) => boolean {
  const categories = !options.ignoreCategories && filter.categories.length > 0 ? new Set(filter.categories) : null;
  const ranges = filter.priceRanges;
  const near = filter.near;
  const area = near?.withinMiles === undefined ? null : areaAround({ ...near, withinMiles: near.withinMiles });
  const distanceOf = options.distanceOf ?? ((entry: IndexedEntry) => milesFrom(area!, entry));
  return (entry) => {
    if (categories && !categories.has(entry.categoryKey)) return false;
    if (ranges.length > 0 && !ranges.some((range) => entry.effectivePricePence >= range.minPence && (range.maxPence === null || entry.effectivePricePence < range.maxPence))) return false;
    if (area) {
      const { latitude, longitude } = entry;
      if (latitude === null || longitude === null) return false;
      if (latitude < area.south || latitude > area.north || longitude < area.west || longitude > area.east) return false;
      if (distanceOf(entry)! > area.withinMiles) return false;
    }
    return true;
  };
}

/** A match found: the entry, its score and its distance. */
interface Found {
  entry: IndexedEntry;
  score: number;
  distance: number | null;
}

/** Distances in order, nearest first and none last (`asc nulls last`); 0 when equal. */
function byDistance(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** Near a point, the list's order starts with the distance, then best match. */
const nearestFirst = (a: Found, b: Found) => byDistance(a.distance, b.distance) || b.score - a.score || a.entry.rank - b.entry.rank;

/** The first `wanted` of what `offer` is given, in `order`; whatever does not make it is dropped at once. */
function firstInOrder(wanted: number, order: (a: Found, b: Found) => number) {
  const first = keepFirst(wanted, order);
  // Compared before anything is made of it: most matches are not kept.
  const probe: Found = { entry: undefined as unknown as IndexedEntry, score: 0, distance: null };
  return {
    kept: first.kept,
    offer(entry: IndexedEntry, score: number, distance: number | null) {
      probe.entry = entry;
      probe.score = score;
      probe.distance = distance;
      if (first.wouldKeep(probe)) first.offer({ entry, score, distance });
    },
  };
}

/** Lists merged in the list's order, each entry offered to `take` until it answers false. */
function walkInListOrder(lists: readonly IndexedEntry[][], take: (entry: IndexedEntry) => boolean): void {
  mergeInOrder(lists, (a, b) => a.rank < b.rank, take);
}

/** Lists each in one order merged in it (`precedes`), each item offered to `take` until it answers false. */
function mergeInOrder<T>(lists: readonly T[][], precedes: (a: T, b: T) => boolean, take: (item: T) => boolean): void {
  const cursors = lists.filter((list) => list.length > 0).map((list) => ({ list, at: 0 }));
  // A binary heap of cursors by their next item.
  const before = (i: number, j: number) => precedes(cursors[i]!.list[cursors[i]!.at]!, cursors[j]!.list[cursors[j]!.at]!);
  const swap = (i: number, j: number) => ([cursors[i], cursors[j]] = [cursors[j]!, cursors[i]!]);
  const down = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let first = at;
      if (left < cursors.length && before(left, first)) first = left;
      if (right < cursors.length && before(right, first)) first = right;
      if (first === at) return;
      swap(at, first);
      at = first;
    }
  };
  for (let at = (cursors.length >> 1) - 1; at >= 0; at--) down(at);
  while (cursors.length > 0) {
    const top = cursors[0]!;
    if (!take(top.list[top.at]!)) return;
    top.at++;
    if (top.at === top.list.length) {
      cursors[0] = cursors[cursors.length - 1]!;
      cursors.pop();
    }
    down(0);
  }
}

/** A business of the grouped page as the index places it: its best score, its nearest match, its name for the order. */
export interface IndexedBusiness {
  merchantId: string;
  businessName: string;
  bestScore: number;
  distanceMiles: number | null;
}

/** The grouped page's businesses, its totals counted up to the bound, and the categories its matches hold. */
export interface IndexedBusinessPage<Business = IndexedBusiness> {
  businesses: Business[];
  totalBusinesses: number;
  totalServices: number;
  categories: string[];
}

/** The grouped page's order: nearest (unplaced last), best score, business name, id (`searchBusinesses`' `businessOrder`). */
function businessOrder(a: IndexedBusiness, b: IndexedBusiness): number {
  return (
    byDistance(a.distanceMiles, b.distanceMiles) || b.bestScore - a.bestScore || compareText(a.businessName, b.businessName) || compareText(a.merchantId, b.merchantId)
  );
}

export interface CatalogueIndex {
  /** Whether the index answers this list (else its statements do): best match's order, not by day, not one business's, a term without the separator. */
  answers(filter: CatalogueFilter): boolean;
  /** A page of the flat list and its matches counted up to `countingBound(page)`, as `listServices` answers; null when the index is off. */
  listServices(filter: CatalogueFilter, page: { limit: number; offset: number }): Promise<{ entries: ListedEntry[]; total: number } | null>;
  /** The grouped page's businesses, totals and categories, as `searchBusinesses` finds them; null when the index is off. */
  searchBusinesses(filter: CatalogueFilter, page: { limit: number; offset: number }): Promise<IndexedBusinessPage<IndexedBusiness & { businessChanges: number }> | null>;
  /**
   * The matches of some businesses, best match first, then cheapest, then by name and id, as
   * `matchingServicesOf` finds them; null when the index is off.
   */
  matchingServicesOf(filter: CatalogueFilter, merchantIds: readonly string[]): Promise<ListedEntry[] | null>;
  /** Reads the catalogue now, so the first search after a start does not wait for it. */
  warm(): Promise<void>;
}

export function createCatalogueIndex({
  db,
  lagMs,
  clock = () => new Date(),
  log,
}: {
  db: Database;
  lagMs: number;
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, 'info'>;
}): CatalogueIndex {
  let listing: Listing | null = null;
  let horizon: string | null = null;
  let enabled: boolean | null = null;
  /** When the last look that finished began (performance.now()), and the clock's time then. */
  let lookedAt = Number.NEGATIVE_INFINITY;
  let lookedAtWall = 0;
  let looking: { startedAt: number; done: Promise<void> } | null = null;

  async function look(): Promise<void> {
    const startedAt = performance.now();
    const reload = listing === null || clock().getTime() - lookedAtWall > RELOAD_AFTER_MS;
    const changes = await catalogueChangesSince(db, reload ? null : horizon);
    if (reload) {
      listing = new Listing();
      listing.load(changes.entries);
      log?.info({ entries: listing.byId.size, ms: Math.round(performance.now() - startedAt) }, 'catalogue index read in full');
    } else {
      for (const id of changes.removed) listing!.remove(id);
      for (const row of changes.entries) listing!.put(row);
      listing!.rank();
    }
    for (const { merchantId, changes: count } of changes.businessChanges) listing!.businessChanges.set(merchantId, count);
    horizon = changes.horizon;
    lookedAt = startedAt;
    lookedAtWall = clock().getTime();
  }

  /** The listing as of a look begun no more than `lagMs` before this was asked. */
  async function current(): Promise<Listing | null> {
    enabled ??= await ordersTextByCodePoint(db);
    if (!enabled) return null;
    const askedAt = performance.now();
    while (lookedAt < askedAt - lagMs) {
      if (looking && looking.startedAt >= askedAt - lagMs) {
        await looking.done;
        break;
      }
      if (looking) {
        await looking.done.catch(() => undefined);
        continue;
      }
      const started = { startedAt: performance.now(), done: look() };
      looking = started;
      try {
        await started.done;
      } finally {
        if (looking === started) looking = null;
      }
    }
    return listing;
  }

  return {
    warm: async () => void (await current()),

    answers(filter) {
      return (filter.sort ?? 'best') === 'best' && !filter.day && !filter.merchantId && !filter.serviceIds && !filter.term.includes(PART_SEPARATOR);
    },

    async listServices(filter, page) {
      const found = await current();
      if (!found) return null;
      const bound = countingBound(page);
      const wanted = page.offset + page.limit;
      const near = filter.near;
      const distanceOf = near ? found.distancesFrom(near) : undefined;
      const accepts = acceptsBesidesTerm(filter, { distanceOf });
      const term = filter.term;
      const page_ = firstInOrder(wanted, near ? nearestFirst : (a, b) => b.score - a.score || a.entry.rank - b.entry.rank);
      let total = 0;
      const offerCounted = (entry: IndexedEntry, score: number, distance: number | null) => {
        total++;
        page_.offer(entry, score, distance);
      };
      if (near) {
        const cells = cellsOfArea(found, near);
        // The reading stops once nothing unread can come before the page's last, and the count reached the bound
        // unless it is worked out apart (`countedNear`, over the cells of the area).
        const apart = countsApart(filter, cells, 'services');
        const pageSettled = (nearestUnread: number) => page_.kept.length >= wanted && (page_.kept[wanted - 1]!.distance ?? Number.POSITIVE_INFINITY) < nearestUnread;
        forEachMatchNear(
          found,
          filter,
          cells,
          term ? [] : sourcesWithoutTerm(found, filter),
          (entry, score) => {
            if (accepts(entry)) offerCounted(entry, score, distanceOf!(entry));
          },
          apart ? { wanted, enough: pageSettled } : { wanted: bound, enough: (nearestUnread) => total >= bound && pageSettled(nearestUnread) },
        );
        if (apart) total = countedNear(found, filter, cells, { services: bound, businesses: 0, categories: 0 }).services;
      } else if (!term) {
        const lists = sourcesWithoutTerm(found, filter);
        // The lists hold just the categories and chips asked, so every entry of them counts: only the page is walked.
        for (const list of lists) total += list.length;
        walkInListOrder(lists, (entry) => {
          page_.offer(entry, 1, null);
          return page_.kept.length < wanted;
        });
      } else {
        const { bands, matching } = found.bandsFor(term, filter);
        const inBand = (entry: IndexedEntry, band: Band) => firstMatchesIn(entry, band.part, matching) && accepts(entry);
        // The page: the bands best first, each read in the list's order, until it is full; then the count apart.
        for (const band of bands) {
          if (page_.kept.length >= wanted) break;
          walkInListOrder(band.lists, (entry) => {
            if (inBand(entry, band)) page_.offer(entry, band.score, null);
            return page_.kept.length < wanted;
          });
        }
        // The same for every page of the term in these categories and chips, until an entry changes.
        const totalsKey = JSON.stringify(['flat', term, filter.categories, filter.priceRanges, bound]);
        total = found.rememberedTotals(totalsKey, () => {
          // Unfiltered, a name band's entries all count: each carries one name, so no entry is in two of its lists.
          const unfiltered = filter.categories.length === 0 && filter.priceRanges.length === 0;
          let counted = 0;
          for (const band of bands) {
            if (unfiltered && band.part === 0) {
              for (const list of band.lists) counted += list.length;
              if (counted >= bound) return counted;
              continue;
            }
            for (const list of band.lists) {
              for (const entry of list) {
                if (inBand(entry, band) && ++counted >= bound) return counted;
              }
            }
          }
          return counted;
        });
      }
      return {
        entries: page_.kept.slice(page.offset).map(({ entry, score, distance }) => ({
          id: entry.id,
          merchantId: entry.merchantId,
          score,
          distanceMiles: distance,
          businessChanges: found.businessChanges.get(entry.merchantId) ?? -1,
        })),
        total: Math.min(total, bound),
      };
    },

    async matchingServicesOf(filter, merchantIds) {
      const found = await current();
      if (!found) return null;
      const accepts = acceptsBesidesTerm(filter);
      const matching = filter.term ? found.bandsOf(filter.term).matching : null;
      const matches: Found[] = [];
      for (const merchantId of merchantIds) {
        for (const entry of found.byMerchant.get(merchantId) ?? []) {
          if (!accepts(entry)) continue;
          const score = matching ? firstScore(entry, matching) : 1;
          if (score > 0) matches.push({ entry, score, distance: filter.near ? milesFrom(filter.near, entry) : null });
        }
      }
      matches.sort(
        (a, b) =>
          b.score - a.score ||
          a.entry.pricePence - b.entry.pricePence ||
          compareText(a.entry.name, b.entry.name) ||
          compareText(a.entry.id, b.entry.id),
      );
      return matches.map(({ entry, score, distance }) => ({
        id: entry.id,
        merchantId: entry.merchantId,
        score,
        distanceMiles: distance,
        businessChanges: found.businessChanges.get(entry.merchantId) ?? -1,
      }));
    },

    async searchBusinesses(filter, page) {
      const found = await current();
      if (!found) return null;
      const answer = filter.near ? businessesNear(found, { ...filter, near: filter.near }, page) : filter.term ? pageByBands(found, filter, page) : businessesInNameOrder(found, filter, page);
      // Each with its business's count of changes, under which what it shows can be remembered.
      return { ...answer, businesses: answer.businesses.map((business) => ({ ...business, businessChanges: found.businessChanges.get(business.merchantId) ?? -1 })) };
    },
  };
}

/**
 * The grouped page near a point: the area is read nearest first until its page is known, and counted apart (by the
 * cells' tallies, `countedNear`) or, with categories or chips asked, in the same reading. Every match counts:
 * categories present are those of the matches whatever categories were asked, each its own (not its chip, as a
 * browse elsewhere names them).
 */
function businessesNear(listing: Listing, filter: CatalogueFilter & Required<Pick<CatalogueFilter, 'near'>>, page: { limit: number; offset: number }): IndexedBusinessPage {
  const bound = countingBound(page);
  const wanted = page.offset + page.limit;
  const distanceOf = listing.distancesFrom(filter.near);
  const accepts = acceptsBesidesTerm(filter, { ignoreCategories: true, distanceOf });
  const asked = filter.categories.length > 0 ? new Set(filter.categories) : null;
  const categories = new Set<string>();
  const businesses = new Map<string, IndexedBusiness>();
  let services = 0;
  // Businesses met since `enough` last looked: each is complete by then, as a business's entries share its cell.
  let met: IndexedBusiness[] = [];
  const consider = (entry: IndexedEntry, score: number) => {
    if (!accepts(entry)) return;
    categories.add(entry.category);
    if (asked && !asked.has(entry.categoryKey)) return;
    services++;
    const distance = distanceOf(entry);
    const business = businesses.get(entry.merchantId);
    if (!business) {
      const first = { merchantId: entry.merchantId, businessName: entry.businessName, bestScore: score, distanceMiles: distance };
      businesses.set(entry.merchantId, first);
      met.push(first);
      return;
    }
    if (score > business.bestScore) business.bestScore = score;
    if (distance !== null && (business.distanceMiles === null || distance < business.distanceMiles)) business.distanceMiles = distance;
  };
  // The reading stops once no business unread can come before the page's last, and, unless the counts are worked out
  // apart (`countedNear`: no category or chip asked), both counts reached the bound and every category the matches
  // can have is met.
  const possible = listing.rememberedTotals(JSON.stringify(['categories', filter.term, filter.priceRanges]), () =>
    categoriesOf(listing, filter.term ? listing.bandsOf(filter.term).matching : null, chipsAsked(filter)),
  );
  const wants = { services: bound, businesses: bound, categories: possible.length };
  const counted = (counts: NearCounts) => counts.businesses >= wants.businesses && counts.services >= wants.services && counts.categories.size >= wants.categories;
  const cells = cellsOfArea(listing, filter.near);
  const apart = countsApart(filter, cells, 'businesses');
  const first = keepFirst(wanted, businessOrder);
  const enough = (nearestUnread: number) => {
    for (const business of met) if (first.wouldKeep(business)) first.offer(business);
    met = [];
    if (!apart && !counted({ businesses: businesses.size, services, categories })) return false;
    return first.kept.length >= wanted && (first.kept[wanted - 1]!.distanceMiles ?? Number.POSITIVE_INFINITY) < nearestUnread;
  };
  const sources = filter.term ? [] : sourcesWithoutTerm(listing, { ...filter, categories: [] });
  // Every category's matches are read (categories present are all of theirs), so the term's bands are narrowed by chips alone.
  forEachMatchNear(listing, { ...filter, categories: [] }, cells, sources, consider, { enough, wanted: apart ? wanted : bound });
  const counts = apart ? countedNear(listing, filter, cells, wants) : { businesses: businesses.size, services, categories };
  return {
    businesses: firstBusinesses(businesses.values(), wanted).slice(page.offset),
    totalBusinesses: Math.min(counts.businesses, bound),
    totalServices: Math.min(counts.services, bound),
    categories: [...counts.categories].sort(compareText),
  };
}

/**
 * The grouped page of a term not near a point, band by band: a business's best score is that of the first band it has
 * a match in, and within a band businesses come by name, so the page is read off the bands' lists in business order.
 * The totals are counted apart, up to the bound, and remembered. The categories present are those of the values
 * containing the term (`valueCategories`), in the chips asked.
 */
function pageByBands(listing: Listing, filter: CatalogueFilter, page: { limit: number; offset: number }): IndexedBusinessPage {
  const bound = countingBound(page);
  const wanted = page.offset + page.limit;
  const accepts = acceptsBesidesTerm(filter);
  const { bands, matching } = listing.bandsFor(filter.term, filter);
  const inBand = (entry: IndexedEntry, band: Band) => firstMatchesIn(entry, band.part, matching) && accepts(entry);
  // The page: each band's lists merged in business order, its businesses not met in a better band placed in that
  // order, until the page is full. A band is read in full only when the page needs the next.
  const firstMet = listing.businessMarks();
  const placed: IndexedBusiness[] = [];
  for (const band of bands) {
    if (placed.length >= wanted) break;
    mergeInOrder(band.businessLists, (a, b) => inBusinessOrder(a, b) < 0, (entry) => {
      if (inBand(entry, band) && firstMet(entry)) {
        placed.push({ merchantId: entry.merchantId, businessName: entry.businessName, bestScore: band.score, distanceMiles: null });
      }
      return placed.length < wanted;
    });
  }
  // The same for every page of the term in these categories and chips, until an entry changes.
  const totalsKey = JSON.stringify(['grouped', filter.term, filter.categories, filter.priceRanges, bound]);
  const totals = listing.rememberedTotals(totalsKey, () => {
    const counted = listing.businessMarks();
    let businesses = 0;
    let services = 0;
    reading: for (const band of bands) {
      for (const list of band.lists) {
        for (const entry of list) {
          if (!inBand(entry, band)) continue;
          services++;
          if (counted(entry)) businesses++;
          if (services >= bound && businesses >= bound) break reading;
        }
      }
    }
    return { businesses, services, categories: categoriesOf(listing, matching, chipsAsked(filter)) };
  });
  return {
    businesses: placed.slice(page.offset),
    totalBusinesses: Math.min(totals.businesses, bound),
    totalServices: Math.min(totals.services, bound),
    categories: totals.categories,
  };
}

/**
 * The grouped page without a term or a point: every business scores alike and none is placed, so the businesses come
 * in name order. The tallies of the categories and chips asked are merged in that order until the page is placed; the
 * totals (a business's tallies summed, up to the bound) are counted apart and remembered. A browse names the chips
 * present (`customerCategoryOf`), as `catalogue_counts` does.
 */
function businessesInNameOrder(listing: Listing, filter: CatalogueFilter, page: { limit: number; offset: number }): IndexedBusinessPage {
  const bound = countingBound(page);
  const wanted = page.offset + page.limit;
  const chips = chipsAsked(filter);
  const asked = filterKeysAsked(filter);
  const lists: BusinessTally[][] = [];
  for (const [key, tallies] of listing.businessesByCategoryAndChip) {
    if (asked && !asked(key)) continue;
    lists.push(tallies.inOrder);
  }
  const inOrder = (a: BusinessTally, b: BusinessTally) => inNameOrder(a, b) < 0;
  // The page: the tallies merged until it has its businesses (a business's tallies come one after another).
  const placed: IndexedBusiness[] = [];
  mergeInOrder(lists, inOrder, (tally) => {
    if (placed.at(-1)?.merchantId === tally.merchantId) return true;
    if (placed.length === wanted) return false;
    placed.push({ merchantId: tally.merchantId, businessName: tally.businessName, bestScore: 1, distanceMiles: null });
    return true;
  });
  // The same for every page of these categories and chips, until an entry changes.
  const totals = listing.rememberedTotals(JSON.stringify(['browse', filter.categories, filter.priceRanges, bound]), () => {
    let businesses = 0;
    let services = 0;
    let last: string | null = null;
    mergeInOrder(lists, inOrder, (tally) => {
      if (tally.merchantId !== last) {
        if (businesses >= bound && services >= bound) return false;
        last = tally.merchantId;
        businesses++;
      }
      services += tally.services;
      return true;
    });
    const present = new Set(categoriesOf(listing, null, chips).map((category) => customerCategoryOf(category) ?? category));
    return { businesses, services, categories: [...present].sort(compareText) };
  });
  return {
    businesses: placed.slice(page.offset),
    totalBusinesses: Math.min(totals.businesses, bound),
    totalServices: Math.min(totals.services, bound),
    categories: totals.categories,
  };
}

/**
 * The categories of the entries carrying a value that contains the term (`matching`; every entry without a term), in
 * the chips asked, in order: every category its matches can have, from the counts by value (`valueCategories`).
 */
function categoriesOf(listing: Listing, matching: TermBands['matching'] | null, chips: Set<number> | null): string[] {
  const categories = new Set<string>();
  const add = (counts: Map<string, number> | undefined) => {
    for (const key of counts?.keys() ?? []) {
      const split = key.lastIndexOf('|');
      if (!chips || chips.has(Number(key.slice(split + 1)))) categories.add(key.slice(0, split));
    }
  };
  if (matching) matching.forEach((values, part) => values.forEach((_score, value) => add(listing.valueCategories[part]!.get(value))));
  else for (const counts of listing.valueCategories[2]!.values()) add(counts);
  return [...categories].sort(compareText);
}

/** The price chips asked, by their place in PRICE_CHIPS; null when none is. */
function chipsAsked(filter: Pick<CatalogueFilter, 'priceRanges'>): Set<number> | null {
  return filter.priceRanges.length > 0 ? new Set(filter.priceRanges.map((range) => PRICE_CHIPS.findIndex((chip) => chip.minPence === range.minPence))) : null;
}

/** The first `wanted` businesses in the grouped page's order. */
function firstBusinesses(businesses: Iterable<IndexedBusiness>, wanted: number): IndexedBusiness[] {
  const first = keepFirst(wanted, businessOrder);
  for (const business of businesses) if (first.wouldKeep(business)) first.offer(business);
  return first.kept;
}

/** Without a term: the lists of the categories and price chips asked (every entry's list when neither is). */
function sourcesWithoutTerm(listing: Listing, filter: CatalogueFilter): IndexedEntry[][] {
  const asked = filterKeysAsked(filter);
  if (!asked) return [listing.inOrder];
  return [...listing.byCategoryAndChip].filter(([key]) => asked(key)).map(([, list]) => list);
}

/** Hourly, forgets the removals the indexes no longer need (any instance may; each run deletes what is a day old). */
export function startForgettingOldRemovals(options: { db: Database; log: FastifyBaseLogger; intervalMs: number }): () => Promise<void> {
  return startPeriodicJob({
    name: 'catalogue_removals',
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'forgetting old catalogue removals failed',
    task: () => forgetOldRemovals(options.db),
  });
}
