import { CUSTOMER_CATEGORIES, type CustomerCategory } from '@lull/domain/catalogue-filters';
import type { WallTime, Weekday } from '@lull/domain/london-time';
import type { WorkingRange } from '@lull/domain/team';
import type { BusinessCategory } from '@lull/domain/validation/merchant-onboarding';

/**
 * The demo catalogue: invented London businesses on real streets, so maps, distance search and the
 * off-peak windows all have something believable to show. Pure data; demo-seed.ts writes it.
 *
 * Phone numbers are in Ofcom's drama range (020 7946 0xxx), which is never assigned to a real line.
 * Slugs are not stored: they name the demo images and keep the records recognisable in tests.
 */

/** The six home-page chips (packages/domain); a demo service's category is one of these exactly. */
export { CUSTOMER_CATEGORIES, type CustomerCategory };

export interface DemoService {
  slug: string;
  name: string;
  description: string;
  category: CustomerCategory;
  pricePence: number;
  /** Null where the business does not discount this treatment off-peak. */
  offPeakPricePence: number | null;
  durationMinutes: number;
  /** Comma-joined 'HH:MM' start times; absent means slots follow the opening hours. */
  availabilitySchedule?: string;
}

export interface DemoBusiness {
  slug: string;
  businessName: string;
  businessCategory: BusinessCategory;
  contactPerson: string;
  /** 'CODE NUMBER', as the API stores phones. */
  phone: string;
  email: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
  description: string;
  websiteUrl: string;
  /** Spec format: 'Monday: 09:00-18:00, …, Sunday: Closed', all seven days in order. */
  availabilityHours: string;
  specificPolicies?: string;
  /** The people who work there, the first being the member every business is made with (it takes the owner's name). */
  team: DemoTeamMember[];
  services: DemoService[];
}

/** One member of a demo team (decision 050). */
export interface DemoTeamMember {
  displayName: string;
  /** Half-hour steps inside the opening hours; null: whenever the business is open. */
  workingHours: WorkingRange[] | null;
  /** The slugs of the services they perform; absent: every service of the business. */
  services?: string[];
}

/** The same hours on each of `days` (0 = Sunday), as a member's working hours. */
function shifts(days: readonly Weekday[], start: WallTime, end: WallTime): WorkingRange[] {
  return days.map((day) => ({ day_of_week: day, start_time: start, end_time: end }));
}

/** The first business belongs to the merchant@lull.test demo account. */
export const demoBusinesses: DemoBusiness[] = [
  {
    slug: 'arch-and-amber',
    businessName: 'Arch & Amber Brow Studio',
    businessCategory: 'Brows & Lashes',
    contactPerson: 'Mina Merchant',
    phone: '+44 2079460101',
    email: 'hello@arch-and-amber.lull.test',
    addressLine1: '63 Broadway Market',
    city: 'London',
    postcode: 'E8 4QJ',
    latitude: 51.5366,
    longitude: -0.0618,
    description:
      'A calm, light-filled brow and lash studio above the Broadway Market stalls. We specialise in natural-looking lamination, tints and lash lifts, mapped to your face rather than a template.',
    websiteUrl: 'https://arch-and-amber.example',
    availabilityHours:
      'Monday: Closed, Tuesday: 10:00-19:00, Wednesday: 10:00-19:00, Thursday: 10:00-20:00, Friday: 10:00-19:00, Saturday: 09:00-18:00, Sunday: 11:00-17:00',
    specificPolicies:
      'Please give us at least 24 hours’ notice to cancel or move your appointment. Tints and lash lifts need a patch test at least 48 hours before your first visit; we will message you to arrange it. If you arrive more than 15 minutes late we may need to shorten your treatment.',
    // Mina runs the studio and does everything; Sophie is the brow specialist, Chloe the lash artist.
    team: [
      { displayName: 'Mina', workingHours: null },
      {
        displayName: 'Sophie',
        workingHours: [...shifts([2, 3, 4, 5], '10:00', '18:00'), ...shifts([6], '09:00', '17:00')],
        services: ['brow-lamination-and-tint', 'brow-wax-tint-and-shape', 'brow-threading'],
      },
      {
        displayName: 'Chloe',
        workingHours: [...shifts([3, 5], '12:00', '19:00'), ...shifts([4], '12:00', '20:00'), ...shifts([6], '10:00', '18:00'), ...shifts([0], '11:00', '17:00')],
        services: ['lash-lift-and-tint', 'classic-lash-extensions', 'brow-threading'],
      },
    ],
    services: [
      {
        slug: 'brow-lamination-and-tint',
        name: 'Brow Lamination & Tint',
        description: 'Brows are set in place for fuller, brushed-up shape that lasts six to eight weeks, finished with a tint and tidy.',
        category: 'Brows & Lashes',
        pricePence: 5500,
        offPeakPricePence: 3800,
        durationMinutes: 60,
      },
      {
        slug: 'lash-lift-and-tint',
        name: 'Lash Lift & Tint',
        description: 'A gentle lift that curls your natural lashes from the root, with a tint for definition without mascara.',
        category: 'Brows & Lashes',
        pricePence: 5000,
        offPeakPricePence: 3500,
        durationMinutes: 60,
      },
      {
        slug: 'brow-wax-tint-and-shape',
        name: 'Brow Wax, Tint & Shape',
        description: 'Brows mapped to your features, then tinted, waxed and tweezed into a clean, soft shape.',
        category: 'Brows & Lashes',
        pricePence: 3200,
        offPeakPricePence: 2200,
        durationMinutes: 45,
      },
      {
        slug: 'brow-threading',
        name: 'Brow Threading',
        description: 'Precise shaping with cotton thread, kind to sensitive skin and quick enough for a lunch break.',
        category: 'Brows & Lashes',
        pricePence: 2500,
        offPeakPricePence: 1800,
        durationMinutes: 15,
      },
      {
        slug: 'classic-lash-extensions',
        name: 'Classic Lash Extensions (Full Set)',
        description: 'One lightweight extension on each natural lash for a soft, mascara-like finish. Includes an aftercare kit.',
        category: 'Brows & Lashes',
        pricePence: 8500,
        offPeakPricePence: 6000,
        durationMinutes: 105,
        // Long appointments are booked at fixed times so they never squeeze the short ones.
        availabilitySchedule: '11:00,13:00,15:00',
      },
    ],
  },
  {
    slug: 'flutter-and-frame',
    businessName: 'Flutter & Frame Lash Lounge',
    businessCategory: 'Brows & Lashes',
    contactPerson: 'Priya Raman',
    phone: '+44 2079460102',
    email: 'hello@flutter-and-frame.lull.test',
    addressLine1: '57 Marylebone High Street',
    addressLine2: 'First floor',
    city: 'London',
    postcode: 'W1U 5HS',
    latitude: 51.5205,
    longitude: -0.1516,
    description:
      'A Marylebone lash lounge with reclining beds, soft lighting and lash artists who have trained for years, not weeks. Classic, hybrid and lift treatments, with honest advice on what will suit your natural lashes.',
    websiteUrl: 'https://flutter-and-frame.example',
    availabilityHours:
      'Monday: 09:00-20:00, Tuesday: 09:00-20:00, Wednesday: 09:00-20:00, Thursday: 09:00-20:00, Friday: 09:00-20:00, Saturday: 09:00-19:00, Sunday: 10:00-16:00',
    specificPolicies:
      'Cancellations and changes need 24 hours’ notice. Please arrive with clean lashes and no eye make-up. Infills are for lashes applied in the last three weeks; otherwise we will book a full set.',
    team: [
      { displayName: 'Priya', workingHours: null },
      { displayName: 'Holly', workingHours: shifts([1, 2, 3, 4, 5], '12:00', '20:00'), services: ['classic-full-set', 'hybrid-full-set', 'lash-infill'] },
    ],
    services: [
      {
        slug: 'classic-full-set',
        name: 'Classic Lash Extensions',
        description: 'A natural full set, one extension per lash, tailored in length and curl to your eye shape.',
        category: 'Brows & Lashes',
        pricePence: 9500,
        offPeakPricePence: 6500,
        durationMinutes: 105,
      },
      {
        slug: 'hybrid-full-set',
        name: 'Hybrid Lash Extensions',
        description: 'A mix of classic lashes and light volume fans for a fuller, textured look that still reads as yours.',
        category: 'Brows & Lashes',
        pricePence: 12000,
        offPeakPricePence: 8500,
        durationMinutes: 120,
        availabilitySchedule: '10:00,12:00,14:00',
      },
      {
        slug: 'lash-infill',
        name: 'Lash Infill',
        description: 'Replaces the extensions you have shed in the last two to three weeks to keep your set full.',
        category: 'Brows & Lashes',
        pricePence: 5500,
        offPeakPricePence: 4000,
        durationMinutes: 60,
      },
      {
        slug: 'lash-lift',
        name: 'Lash Lift & Tint',
        description: 'Lifts and darkens your own lashes for six weeks of curl, with a nourishing keratin finish.',
        category: 'Brows & Lashes',
        pricePence: 6000,
        offPeakPricePence: 4200,
        durationMinutes: 60,
      },
      {
        slug: 'lash-removal',
        name: 'Lash Extension Removal',
        description: 'Safe, gentle removal of existing extensions with a cleanse, so your natural lashes are left intact.',
        category: 'Brows & Lashes',
        pricePence: 2500,
        offPeakPricePence: null,
        durationMinutes: 30,
      },
    ],
  },
  {
    slug: 'columbia-cuts',
    businessName: 'Columbia Cuts',
    businessCategory: 'Hair Salon',
    contactPerson: 'Tom Okafor',
    phone: '+44 2079460103',
    email: 'hello@columbia-cuts.lull.test',
    addressLine1: '112 Columbia Road',
    city: 'London',
    postcode: 'E2 7RG',
    latitude: 51.5293,
    longitude: -0.0704,
    description:
      'An independent hair salon on Columbia Road, open early on Sunday for the flower-market crowd. Precision cuts, lived-in colour and blow-dries that last past the weekend.',
    websiteUrl: 'https://columbia-cuts.example',
    availabilityHours:
      'Monday: Closed, Tuesday: 10:00-19:00, Wednesday: 10:00-19:00, Thursday: 10:00-21:00, Friday: 10:00-21:00, Saturday: 09:00-18:00, Sunday: 09:00-15:00',
    specificPolicies:
      'We ask for 24 hours’ notice to cancel or rebook. New colour clients need a skin test at least 48 hours before their appointment. If you are more than 15 minutes late we may have to shorten or rebook your service.',
    team: [
      { displayName: 'Tom', workingHours: null },
      {
        displayName: 'Oliver',
        workingHours: [...shifts([2, 3, 4, 5], '10:00', '18:00'), ...shifts([6], '09:00', '18:00')],
        services: ['cut-and-blow-dry', 'mens-cut-and-finish', 'blow-dry'],
      },
      {
        displayName: 'Amelia',
        workingHours: [...shifts([4, 5], '13:00', '21:00'), ...shifts([6, 0], '09:00', '15:00')],
        services: ['full-head-colour', 'balayage', 'gloss-and-tone', 'blow-dry'],
      },
    ],
    services: [
      {
        slug: 'cut-and-blow-dry',
        name: 'Cut & Blow-Dry',
        description: 'Consultation, wash, precision cut and a blow-dry finish, for any hair length.',
        category: 'Hair',
        pricePence: 6800,
        offPeakPricePence: 4800,
        durationMinutes: 60,
      },
      {
        slug: 'mens-cut-and-finish',
        name: 'Men’s Cut & Finish',
        description: 'Scissor or clipper cut with a wash and styled finish.',
        category: 'Hair',
        pricePence: 3800,
        offPeakPricePence: 2700,
        durationMinutes: 45,
      },
      {
        slug: 'blow-dry',
        name: 'Wash & Blow-Dry',
        description: 'A wash and a smooth or bouncy blow-dry, styled how you like it.',
        category: 'Hair',
        pricePence: 3500,
        offPeakPricePence: 2500,
        durationMinutes: 45,
      },
      {
        slug: 'full-head-colour',
        name: 'Full Head Colour',
        description: 'Permanent or semi-permanent all-over colour, including a gloss and blow-dry finish.',
        category: 'Hair',
        pricePence: 9500,
        offPeakPricePence: 6800,
        durationMinutes: 105,
      },
      {
        slug: 'balayage',
        name: 'Balayage',
        description: 'Hand-painted, soft-grown-out lightening with toner and a blow-dry. Price includes a bond-building treatment.',
        category: 'Hair',
        pricePence: 15000,
        offPeakPricePence: null,
        durationMinutes: 120,
        availabilitySchedule: '10:00,13:00',
      },
      {
        slug: 'gloss-and-tone',
        name: 'Gloss & Tone',
        description: 'Refreshes faded colour and adds shine between colour appointments.',
        category: 'Hair',
        pricePence: 4500,
        offPeakPricePence: 3200,
        durationMinutes: 45,
      },
    ],
  },
  {
    slug: 'parkway-hair-room',
    businessName: 'The Parkway Hair Room',
    businessCategory: 'Hair Salon',
    contactPerson: 'Sofia Marchetti',
    phone: '+44 2079460104',
    email: 'hello@parkway-hair-room.lull.test',
    addressLine1: '28 Parkway',
    city: 'London',
    postcode: 'NW1 7AH',
    latitude: 51.5382,
    longitude: -0.1438,
    description:
      'A relaxed Camden salon a few minutes from the station, known for curly cuts and sharp fades. We stay open late every day, so an evening appointment is easy to find.',
    websiteUrl: 'https://parkway-hair-room.example',
    availabilityHours:
      'Monday: 10:00-19:00, Tuesday: 10:00-21:00, Wednesday: 10:00-21:00, Thursday: 10:00-21:00, Friday: 10:00-21:00, Saturday: 09:00-21:00, Sunday: 11:00-21:00',
    team: [{ displayName: 'Sofia', workingHours: null }],
    services: [
      {
        slug: 'cut-and-blow-dry',
        name: 'Cut & Blow-Dry',
        description: 'A tailored cut with wash and blow-dry, with advice on styling it at home.',
        category: 'Hair',
        pricePence: 6200,
        offPeakPricePence: 4000,
        durationMinutes: 60,
      },
      {
        slug: 'restyle',
        name: 'Restyle Cut',
        description: 'Time for a real change: a longer consultation, a new shape and a finish you can recreate.',
        category: 'Hair',
        pricePence: 7500,
        offPeakPricePence: 5200,
        durationMinutes: 75,
      },
      {
        slug: 'curly-cut',
        name: 'Curly Dry Cut',
        description: 'Curl-by-curl cutting on dry hair, then a hydrating wash and diffused finish for defined curls and coils.',
        category: 'Hair',
        pricePence: 7000,
        offPeakPricePence: 4900,
        durationMinutes: 75,
      },
      {
        slug: 'skin-fade',
        name: 'Skin Fade',
        description: 'A clean skin fade with a scissor-finished top and a hot-towel neck shave.',
        category: 'Hair',
        pricePence: 3200,
        offPeakPricePence: 2400,
        durationMinutes: 45,
      },
      {
        slug: 'scalp-treatment',
        name: 'Scalp Treatment & Blow-Dry',
        description: 'An exfoliating scalp treatment and massage, followed by a wash and blow-dry.',
        category: 'Hair',
        pricePence: 4500,
        offPeakPricePence: 3000,
        durationMinutes: 45,
      },
    ],
  },
  {
    slug: 'lacquer-lane',
    businessName: 'Lacquer Lane Nail Bar',
    businessCategory: 'Nail Salon',
    contactPerson: 'Hannah Cho',
    phone: '+44 2079460105',
    email: 'hello@lacquer-lane.lull.test',
    addressLine1: '185 Upper Street',
    city: 'London',
    postcode: 'N1 1RQ',
    latitude: 51.541,
    longitude: -0.1027,
    description:
      'A bright Islington nail bar with a long marble counter and a colour wall of over 300 shades. Gel, BIAB and pedicures by technicians who take cuticle care seriously.',
    websiteUrl: 'https://lacquer-lane.example',
    availabilityHours:
      'Monday: 10:00-20:00, Tuesday: 10:00-20:00, Wednesday: 10:00-20:00, Thursday: 10:00-20:00, Friday: 10:00-20:00, Saturday: 09:00-21:00, Sunday: 10:00-21:00',
    team: [
      { displayName: 'Hannah', workingHours: null },
      {
        displayName: 'Ellie',
        workingHours: [...shifts([1, 2, 3, 4, 5], '14:00', '20:00'), ...shifts([6], '09:00', '21:00')],
        services: ['gel-manicure', 'biab-overlay', 'classic-manicure'],
      },
      {
        displayName: 'Niamh',
        workingHours: [...shifts([3, 4, 5], '10:00', '16:00'), ...shifts([6], '09:00', '21:00'), ...shifts([0], '10:00', '21:00')],
        services: ['gel-manicure', 'gel-pedicure', 'gel-mani-pedi'],
      },
    ],
    services: [
      {
        slug: 'gel-manicure',
        name: 'Gel Manicure',
        description: 'Shape, cuticle care and a chip-resistant gel colour that lasts up to three weeks.',
        category: 'Nails',
        pricePence: 3500,
        offPeakPricePence: 2500,
        durationMinutes: 45,
      },
      {
        slug: 'biab-overlay',
        name: 'BIAB Overlay',
        description: 'Builder gel over your natural nails for strength while they grow, finished in colour or nude.',
        category: 'Nails',
        pricePence: 4500,
        offPeakPricePence: 3200,
        durationMinutes: 60,
      },
      {
        slug: 'gel-pedicure',
        name: 'Gel Pedicure',
        description: 'A soak, file, cuticle work and hard-skin removal, finished with gel colour.',
        category: 'Nails',
        pricePence: 4500,
        offPeakPricePence: 3200,
        durationMinutes: 60,
      },
      {
        slug: 'classic-manicure',
        name: 'Classic Manicure',
        description: 'A tidy-up with shaping, cuticle care, a hand massage and regular polish.',
        category: 'Nails',
        pricePence: 2500,
        offPeakPricePence: 1800,
        durationMinutes: 30,
      },
      {
        slug: 'gel-mani-pedi',
        name: 'Gel Mani-Pedi',
        description: 'Gel manicure and gel pedicure side by side, with two technicians where we can.',
        category: 'Nails',
        pricePence: 7500,
        offPeakPricePence: 5200,
        durationMinutes: 105,
        availabilitySchedule: '10:00,12:00,14:00,16:00,18:00',
      },
    ],
  },
  {
    slug: 'bellenden-nails',
    businessName: 'Bellenden Nail Studio',
    businessCategory: 'Nail Salon',
    contactPerson: 'Abena Mensah',
    phone: '+44 2079460106',
    email: 'hello@bellenden-nails.lull.test',
    addressLine1: '172 Bellenden Road',
    city: 'London',
    postcode: 'SE15 4BW',
    latitude: 51.4676,
    longitude: -0.0728,
    description:
      'A small Peckham studio with four chairs and a big playlist. Builder gel, extensions and detailed nail art, plus pedicures with proper foot care.',
    websiteUrl: 'https://bellenden-nails.example',
    availabilityHours:
      'Monday: Closed, Tuesday: 10:00-20:00, Wednesday: 10:00-20:00, Thursday: 10:00-20:00, Friday: 10:00-20:00, Saturday: 10:00-21:00, Sunday: 12:00-21:00',
    team: [{ displayName: 'Abena', workingHours: null }],
    services: [
      {
        slug: 'gel-manicure',
        name: 'Gel Manicure',
        description: 'File, cuticle tidy and gel colour, with a cuticle oil finish.',
        category: 'Nails',
        pricePence: 3200,
        offPeakPricePence: 2200,
        durationMinutes: 45,
      },
      {
        slug: 'builder-gel-infill',
        name: 'Builder Gel Infill',
        description: 'Rebalances grown-out builder gel and refreshes your colour.',
        category: 'Nails',
        pricePence: 4000,
        offPeakPricePence: 2800,
        durationMinutes: 60,
      },
      {
        slug: 'gel-extensions',
        name: 'Gel Extensions (Full Set)',
        description: 'Sculpted gel extensions in the length and shape you choose, with one colour or a simple design.',
        category: 'Nails',
        pricePence: 6000,
        offPeakPricePence: 4200,
        durationMinutes: 90,
      },
      {
        slug: 'luxury-pedicure',
        name: 'Luxury Pedicure',
        description: 'A warm soak, scrub, hard-skin removal, massage and polish of your choice.',
        category: 'Nails',
        pricePence: 4800,
        offPeakPricePence: 3400,
        durationMinutes: 75,
      },
    ],
  },
  {
    slug: 'northcote-massage',
    businessName: 'Northcote Massage Rooms',
    businessCategory: 'Massage Therapy',
    contactPerson: 'James Whitfield',
    phone: '+44 2079460107',
    email: 'hello@northcote-massage.lull.test',
    addressLine1: '94 Northcote Road',
    city: 'London',
    postcode: 'SW11 6QW',
    latitude: 51.458,
    longitude: -0.1661,
    description:
      'Three quiet treatment rooms between Clapham Junction and Wandsworth Common. Our therapists are qualified in clinical and relaxation massage, including pregnancy massage from the second trimester.',
    websiteUrl: 'https://northcote-massage.example',
    availabilityHours:
      'Monday: 09:00-21:00, Tuesday: 09:00-21:00, Wednesday: 09:00-21:00, Thursday: 09:00-21:00, Friday: 09:00-21:00, Saturday: 09:00-20:00, Sunday: 10:00-18:00',
    specificPolicies:
      'Please cancel or rebook at least 24 hours ahead so we can offer the time to someone else. Let your therapist know about any injuries, medical conditions or pregnancy before your treatment. Late arrivals receive the remaining time of their booking.',
    team: [
      { displayName: 'James', workingHours: null },
      { displayName: 'Harriet', workingHours: shifts([1, 2, 3, 4, 5], '09:00', '15:00'), services: ['swedish-massage-60', 'pregnancy-massage', 'back-neck-shoulders'] },
    ],
    services: [
      {
        slug: 'swedish-massage-60',
        name: 'Swedish Massage (60 minutes)',
        description: 'A full-body relaxation massage with long, flowing strokes and medium pressure.',
        category: 'Massage',
        pricePence: 7500,
        offPeakPricePence: 5000,
        durationMinutes: 60,
      },
      {
        slug: 'deep-tissue-60',
        name: 'Deep Tissue Massage (60 minutes)',
        description: 'Firm, focused work on tight muscles and knots, ideal for desk-bound backs and shoulders.',
        category: 'Massage',
        pricePence: 8500,
        offPeakPricePence: 5800,
        durationMinutes: 60,
      },
      {
        slug: 'deep-tissue-90',
        name: 'Deep Tissue Massage (90 minutes)',
        description: 'The full-body deep tissue treatment with extra time for problem areas.',
        category: 'Massage',
        pricePence: 11500,
        offPeakPricePence: 8000,
        durationMinutes: 90,
      },
      {
        slug: 'pregnancy-massage',
        name: 'Pregnancy Massage',
        description: 'A side-lying massage with supportive cushions, easing back, hip and leg tension from the second trimester.',
        category: 'Massage',
        pricePence: 8000,
        offPeakPricePence: 5600,
        durationMinutes: 60,
      },
      {
        slug: 'back-neck-shoulders',
        name: 'Back, Neck & Shoulder Massage',
        description: 'Thirty minutes of targeted work where tension builds up most.',
        category: 'Massage',
        pricePence: 4500,
        offPeakPricePence: 3200,
        durationMinutes: 30,
      },
    ],
  },
  {
    slug: 'church-street-bodywork',
    businessName: 'Church Street Bodywork',
    businessCategory: 'Massage Therapy',
    contactPerson: 'Daniel Reyes',
    phone: '+44 2079460108',
    email: 'hello@church-street-bodywork.lull.test',
    addressLine1: '171 Stoke Newington Church Street',
    city: 'London',
    postcode: 'N16 0UL',
    latitude: 51.5622,
    longitude: -0.0812,
    description:
      'A bodywork clinic near Clissold Park for runners, climbers and anyone who sits too much. Sports and Thai massage alongside reflexology, with aftercare advice you can actually follow.',
    websiteUrl: 'https://church-street-bodywork.example',
    availabilityHours:
      'Monday: 10:00-20:00, Tuesday: 10:00-20:00, Wednesday: 10:00-20:00, Thursday: 10:00-20:00, Friday: 10:00-20:00, Saturday: 10:00-21:00, Sunday: 10:00-18:00',
    team: [
      { displayName: 'Daniel', workingHours: null },
      {
        displayName: 'George',
        workingHours: [...shifts([1, 2, 3, 4, 5], '15:00', '20:00'), ...shifts([6], '10:00', '21:00')],
        services: ['sports-massage-45', 'sports-massage-60'],
      },
    ],
    services: [
      {
        slug: 'sports-massage-45',
        name: 'Sports Massage (45 minutes)',
        description: 'Assessment and deep, targeted massage with stretches for a specific problem area.',
        category: 'Massage',
        pricePence: 6500,
        offPeakPricePence: 4500,
        durationMinutes: 45,
      },
      {
        slug: 'sports-massage-60',
        name: 'Sports Massage (60 minutes)',
        description: 'A longer session covering two areas, ideal before or after a race.',
        category: 'Massage',
        pricePence: 7800,
        offPeakPricePence: 5500,
        durationMinutes: 60,
      },
      {
        slug: 'thai-massage',
        name: 'Thai Yoga Massage',
        description: 'Fully clothed on a floor mat: assisted stretches and rhythmic pressure along the body’s energy lines.',
        category: 'Massage',
        pricePence: 9500,
        offPeakPricePence: 6600,
        durationMinutes: 90,
        availabilitySchedule: '10:00,12:00,14:00,16:00',
      },
      {
        slug: 'reflexology',
        name: 'Reflexology',
        description: 'Pressure-point work on the feet to help you unwind and sleep better.',
        category: 'Wellness',
        pricePence: 5500,
        offPeakPricePence: 3900,
        durationMinutes: 45,
      },
      {
        slug: 'indian-head-massage',
        name: 'Indian Head Massage',
        description: 'Seated massage of the scalp, neck, shoulders and face, with or without oil.',
        category: 'Massage',
        pricePence: 3500,
        offPeakPricePence: 2500,
        durationMinutes: 30,
      },
    ],
  },
  {
    slug: 'heathside-skin',
    businessName: 'Heathside Skin Clinic',
    businessCategory: 'Skincare Clinic',
    contactPerson: 'Dr Eleanor Hart',
    phone: '+44 2079460109',
    email: 'hello@heathside-skin.lull.test',
    addressLine1: '22 Heath Street',
    city: 'London',
    postcode: 'NW3 6TE',
    latitude: 51.557,
    longitude: -0.1784,
    description:
      'A Hampstead skin clinic led by aesthetic practitioners and a consultant dermatologist. Results-led facials, peels and microneedling, always starting with a skin consultation.',
    websiteUrl: 'https://heathside-skin.example',
    availabilityHours:
      'Monday: 09:00-19:00, Tuesday: 09:00-19:00, Wednesday: 09:00-20:00, Thursday: 09:00-20:00, Friday: 09:00-19:00, Saturday: 09:00-19:00, Sunday: Closed',
    specificPolicies:
      'We need 24 hours’ notice to cancel or change an appointment. Peels and microneedling need a consultation and patch test at least 48 hours before; please avoid retinoids for five days beforehand. Treatments may be postponed if your skin is irritated or sunburnt on the day.',
    team: [
      { displayName: 'Eleanor', workingHours: null },
      {
        displayName: 'Imogen',
        workingHours: shifts([2, 3, 4, 5], '09:00', '17:00'),
        services: ['signature-facial', 'hydrating-glow-facial', 'dermaplaning', 'led-light-therapy'],
      },
      {
        displayName: 'Freya',
        workingHours: [...shifts([3, 4], '12:00', '20:00'), ...shifts([6], '09:00', '19:00')],
        services: ['chemical-peel', 'microneedling', 'led-light-therapy'],
      },
    ],
    services: [
      {
        slug: 'signature-facial',
        name: 'Signature Facial',
        description: 'Double cleanse, enzyme exfoliation, extractions and a massage, tailored to your skin on the day.',
        category: 'Skincare',
        pricePence: 9000,
        offPeakPricePence: 6200,
        durationMinutes: 60,
      },
      {
        slug: 'hydrating-glow-facial',
        name: 'Hydrating Glow Facial',
        description: 'A quick, deeply hydrating facial with hyaluronic serums and a cooling mask.',
        category: 'Skincare',
        pricePence: 7000,
        offPeakPricePence: 4900,
        durationMinutes: 45,
      },
      {
        slug: 'chemical-peel',
        name: 'Chemical Peel',
        description: 'A medical-grade peel chosen for your concerns, from dullness to congestion and pigmentation.',
        category: 'Skincare',
        pricePence: 9500,
        offPeakPricePence: 6600,
        durationMinutes: 45,
      },
      {
        slug: 'microneedling',
        name: 'Microneedling',
        description: 'Collagen induction therapy for texture, fine lines and acne scarring, with numbing cream and LED to finish.',
        category: 'Skincare',
        pricePence: 15000,
        offPeakPricePence: 11000,
        durationMinutes: 75,
        availabilitySchedule: '10:00,11:30,13:00,14:30,16:00',
      },
      {
        slug: 'led-light-therapy',
        name: 'LED Light Therapy',
        description: 'Red and near-infrared light to calm redness and support healing; a good add-on between facials.',
        category: 'Skincare',
        pricePence: 4000,
        offPeakPricePence: 2800,
        durationMinutes: 30,
      },
      {
        slug: 'dermaplaning',
        name: 'Dermaplaning',
        description: 'Gentle blade exfoliation that removes dead skin and fine hair for a smooth, bright finish.',
        category: 'Skincare',
        pricePence: 6500,
        offPeakPricePence: 4500,
        durationMinutes: 45,
      },
    ],
  },
  {
    slug: 'tannery-yard-skin',
    businessName: 'Tannery Yard Skin Studio',
    businessCategory: 'Skincare Clinic',
    contactPerson: 'Grace Adeyemi',
    phone: '+44 2079460110',
    email: 'hello@tannery-yard-skin.lull.test',
    addressLine1: '156 Bermondsey Street',
    city: 'London',
    postcode: 'SE1 3TQ',
    latitude: 51.4984,
    longitude: -0.0813,
    description:
      'A skin studio in a converted Bermondsey workshop, ten minutes’ walk from London Bridge. Facials that fit around work, late on weekdays and into Saturday and Sunday evenings.',
    websiteUrl: 'https://tannery-yard-skin.example',
    availabilityHours:
      'Monday: 10:00-20:00, Tuesday: 10:00-20:00, Wednesday: 10:00-20:00, Thursday: 10:00-20:00, Friday: 10:00-20:00, Saturday: 10:00-21:00, Sunday: 12:00-21:00',
    team: [{ displayName: 'Grace', workingHours: null }],
    services: [
      {
        slug: 'express-facial',
        name: 'Express Facial',
        description: 'Cleanse, exfoliate, mask and moisturise in thirty minutes: a lunchtime reset.',
        category: 'Skincare',
        pricePence: 4500,
        offPeakPricePence: 3000,
        durationMinutes: 30,
      },
      {
        slug: 'deep-cleanse-facial',
        name: 'Deep Cleanse Facial',
        description: 'Steam, thorough extractions and a clay mask for congested or breakout-prone skin.',
        category: 'Skincare',
        pricePence: 8000,
        offPeakPricePence: 5500,
        durationMinutes: 60,
      },
      {
        slug: 'lymphatic-facial',
        name: 'Lymphatic Sculpting Facial',
        description: 'A massage-led facial that drains puffiness and lifts, leaving skin visibly more defined.',
        category: 'Skincare',
        pricePence: 6500,
        offPeakPricePence: 4500,
        durationMinutes: 45,
      },
      {
        slug: 'back-facial',
        name: 'Back Facial',
        description: 'A cleanse, exfoliation, extractions and mask for the back, where skin is hardest to reach.',
        category: 'Skincare',
        pricePence: 7000,
        offPeakPricePence: 4900,
        durationMinutes: 45,
      },
      {
        // Free, so the demo shows a booking paid by credit alone (the £5 booking fee still applies).
        slug: 'skin-consultation',
        name: 'Skin Consultation',
        description: 'Half an hour with a therapist to look at your skin and plan treatments. The consultation is free: only Lull’s booking fee applies.',
        category: 'Skincare',
        pricePence: 0,
        offPeakPricePence: null,
        durationMinutes: 30,
      },
    ],
  },
  {
    slug: 'stillwater-wellness',
    businessName: 'Stillwater Wellness House',
    businessCategory: 'Spa & Wellness',
    contactPerson: 'Marcus Bell',
    phone: '+44 2079460111',
    email: 'hello@stillwater-wellness.lull.test',
    addressLine1: '19 Greenwich Church Street',
    city: 'London',
    postcode: 'SE10 9BJ',
    latitude: 51.4813,
    longitude: -0.0093,
    description:
      'A small day spa by Greenwich Market with private infrared saunas, a sound-bath room and two massage suites. Open every day until nine, for an unhurried evening after the crowds have gone.',
    websiteUrl: 'https://stillwater-wellness.example',
    availabilityHours:
      'Monday: 09:00-21:00, Tuesday: 09:00-21:00, Wednesday: 09:00-21:00, Thursday: 09:00-21:00, Friday: 09:00-21:00, Saturday: 09:00-21:00, Sunday: 09:00-21:00',
    specificPolicies:
      'Please give 24 hours’ notice to cancel or reschedule. Arrive ten minutes early to change; sessions end on time even if they start late. Infrared sauna is not suitable during pregnancy or with some heart conditions: ask us if you are unsure.',
    team: [
      { displayName: 'Marcus', workingHours: null },
      {
        displayName: 'Rosie',
        workingHours: [...shifts([1, 3, 5], '09:00', '17:00'), ...shifts([0], '09:00', '15:00')],
        services: ['hot-stone-massage', 'aromatherapy-massage', 'reflexology', 'spa-facial'],
      },
    ],
    services: [
      {
        slug: 'infrared-sauna',
        name: 'Private Infrared Sauna',
        description: 'Forty-five minutes alone in a private infrared sauna cabin with a shower and herbal tea afterwards.',
        category: 'Wellness',
        pricePence: 3500,
        offPeakPricePence: 2500,
        durationMinutes: 45,
        // Sauna cabins are cleaned and reset on the hour.
        availabilitySchedule: '09:00,10:00,11:00,12:00,13:00,14:00,15:00,16:00,17:00,18:00,19:00,20:00',
      },
      {
        slug: 'private-sound-bath',
        name: 'Private Sound Bath',
        description: 'A one-to-one sound bath with gongs and singing bowls while you rest under a weighted blanket.',
        category: 'Wellness',
        pricePence: 6000,
        offPeakPricePence: 4200,
        durationMinutes: 60,
      },
      {
        slug: 'hot-stone-massage',
        name: 'Hot Stone Massage',
        description: 'Warm basalt stones and flowing massage to melt deep tension.',
        category: 'Massage',
        pricePence: 9500,
        offPeakPricePence: 6600,
        durationMinutes: 75,
      },
      {
        slug: 'aromatherapy-massage',
        name: 'Aromatherapy Massage',
        description: 'A full-body massage with an essential-oil blend chosen for how you want to feel.',
        category: 'Massage',
        pricePence: 8000,
        offPeakPricePence: 5500,
        durationMinutes: 60,
      },
      {
        slug: 'reflexology',
        name: 'Reflexology',
        description: 'An hour of foot reflexology in a candlelit treatment room.',
        category: 'Wellness',
        pricePence: 6000,
        offPeakPricePence: 4200,
        durationMinutes: 60,
      },
      {
        slug: 'spa-facial',
        name: 'Stillwater Spa Facial',
        description: 'A slow, massage-rich facial with a warm-towel cleanse and scalp massage.',
        category: 'Skincare',
        pricePence: 7500,
        offPeakPricePence: 5200,
        durationMinutes: 60,
      },
    ],
  },
  {
    slug: 'quiet-hour-clapham',
    businessName: 'The Quiet Hour Clapham',
    businessCategory: 'Spa & Wellness',
    contactPerson: 'Mei Lin Zhao',
    phone: '+44 2079460112',
    email: 'hello@quiet-hour-clapham.lull.test',
    addressLine1: '68 Clapham High Street',
    city: 'London',
    postcode: 'SW4 7UL',
    latitude: 51.4645,
    longitude: -0.133,
    description:
      'An acupuncture and holistic wellness clinic on Clapham High Street. Registered acupuncturists and therapists offering treatments for stress, sleep and recovery, in rooms designed to be properly quiet.',
    websiteUrl: 'https://quiet-hour-clapham.example',
    availabilityHours:
      'Monday: 08:00-21:00, Tuesday: 08:00-21:00, Wednesday: 08:00-21:00, Thursday: 08:00-21:00, Friday: 08:00-21:00, Saturday: 09:00-21:00, Sunday: 10:00-18:00',
    team: [
      { displayName: 'Mei Lin', workingHours: null },
      {
        displayName: 'Callum',
        workingHours: [...shifts([1, 2, 3, 4, 5], '16:00', '21:00'), ...shifts([6], '09:00', '13:00')],
        services: ['cupping', 'reiki', 'breathwork'],
      },
    ],
    services: [
      {
        slug: 'acupuncture-initial',
        name: 'Acupuncture: First Session',
        description: 'A full health consultation followed by your first acupuncture treatment.',
        category: 'Wellness',
        pricePence: 7500,
        offPeakPricePence: 5200,
        durationMinutes: 75,
      },
      {
        slug: 'acupuncture-follow-up',
        name: 'Acupuncture: Follow-Up',
        description: 'A follow-up treatment for returning clients, reviewing how you have been since the last session.',
        category: 'Wellness',
        pricePence: 6000,
        offPeakPricePence: 4200,
        durationMinutes: 45,
      },
      {
        slug: 'cupping',
        name: 'Cupping Therapy',
        description: 'Traditional glass cupping to loosen tight back and shoulder muscles.',
        category: 'Wellness',
        pricePence: 5500,
        offPeakPricePence: 3800,
        durationMinutes: 45,
      },
      {
        slug: 'reiki',
        name: 'Reiki',
        description: 'A gentle, hands-on energy treatment, fully clothed, for deep relaxation.',
        category: 'Wellness',
        pricePence: 6000,
        offPeakPricePence: 4000,
        durationMinutes: 60,
      },
      {
        slug: 'breathwork',
        name: 'Guided Breathwork (1:1)',
        description: 'A private session of guided breathing techniques for stress and better sleep, with exercises to take home.',
        category: 'Wellness',
        pricePence: 4500,
        offPeakPricePence: 3000,
        durationMinutes: 45,
        availabilitySchedule: '10:00,11:00,12:00,13:00,14:00,17:00',
      },
    ],
  },
];
