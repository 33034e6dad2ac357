// The demo listings (seed/demo-items.ts): Pacific Northwest bikes, parts, accessories and gear.
// Every field is valid under packages/domain/src/item-rules.ts (a test checks each one).
import { CATALOG_CONDITIONS, type ItemType } from '@pedalswap/domain/items';

export interface DemoItem {
  owner: string;
  type: ItemType;
  /** Defaults to published. */
  status?: 'draft' | 'pending_review' | 'published';
  /** How many drawn photos (default 1). */
  photos?: number;
  fields: Record<string, unknown> & { name: string };
}

const ALEX = 'alex@pedalswap.test';
const SAM = 'sam@pedalswap.test';
const OLIVIA = 'owner@pedalswap.test';
const MARCUS = 'manager@pedalswap.test';

const HAND_WRITTEN: readonly DemoItem[] = [
  // ── bikes ──
  {
    owner: ALEX,
    type: 'bike',
    photos: 3,
    fields: {
      name: 'Santa Cruz Hightower trail bike',
      brand: 'Santa Cruz',
      model: 'Hightower C',
      year: 2021,
      category: 'Mountain Bike',
      condition: 'Excellent',
      location: 'Portland, OR',
      salePrice: 3200,
      description:
        'Carbon 29er that has lived on Sandy Ridge and Post Canyon. New rear pivot bearings this spring, Fox 36 fork serviced in March. A few frame-protector scuffs, nothing structural.',
      attributes: {
        category: 'Mountain Bike',
        frame_size: 'L',
        wheel_size: '29"',
        frame_material: 'Carbon Fiber',
        suspension: 'Full',
        brake_type: 'Hydraulic',
        gearing: '1x12 SRAM GX Eagle',
      },
    },
  },
  {
    owner: SAM,
    type: 'bike',
    photos: 2,
    fields: {
      name: 'Kona Process 134 for Galbraith laps',
      brand: 'Kona',
      model: 'Process 134',
      year: 2020,
      category: 'Mountain Bike',
      condition: 'Good',
      location: 'Bellingham, WA',
      salePrice: 1650,
      description:
        'Bellingham-made classic that has done hundreds of Galbraith laps. Dropper works, tubeless set up, brakes bled last month. Paint chips on the chainstay.',
      attributes: {
        category: 'Mountain Bike',
        frame_size: 'M',
        wheel_size: '27.5"',
        frame_material: 'Aluminum',
        suspension: 'Full',
        brake_type: 'Hydraulic',
      },
    },
  },
  {
    owner: MARCUS,
    type: 'bike',
    photos: 2,
    fields: {
      name: 'Specialized Tarmac SL7 road bike',
      brand: 'Specialized',
      model: 'Tarmac SL7 Comp',
      year: 2022,
      category: 'Road Bike',
      condition: 'Like New',
      location: 'Seattle, WA',
      salePrice: 3900,
      description:
        'Ridden around Lake Washington and one STP. Shimano 105 Di2, 52 cm, always stored indoors. Comes with the original pedals and a spare hanger.',
      attributes: {
        category: 'Road Bike',
        frame_size: '52 cm',
        wheel_size: '700c',
        frame_material: 'Carbon Fiber',
        suspension: 'Rigid',
        brake_type: 'Disc',
        gearing: '2x12 Shimano 105 Di2',
      },
    },
  },
  {
    owner: OLIVIA,
    type: 'bike',
    fields: {
      name: 'Cannondale Topstone gravel bike',
      brand: 'Cannondale',
      model: 'Topstone 2',
      year: 2021,
      category: 'Gravel Bike',
      condition: 'Excellent',
      location: 'Portland, OR',
      salePrice: 1400,
      description:
        'Great for Forest Park Leif Erikson and Tillamook forest roads. 40 mm tires, fender mounts used for winter commuting. Shifting is crisp.',
      attributes: {
        category: 'Gravel Bike',
        frame_size: '54 cm',
        wheel_size: '700c',
        frame_material: 'Aluminum',
        suspension: 'Rigid',
        brake_type: 'Mechanical',
      },
    },
  },
  {
    owner: ALEX,
    type: 'bike',
    fields: {
      name: 'Rad Power RadCity commuter e-bike',
      brand: 'Rad Power Bikes',
      model: 'RadCity 5 Plus',
      year: 2023,
      category: 'Electric Bike',
      condition: 'Good',
      location: 'Seattle, WA',
      salePrice: 1100,
      description:
        'Seattle-built commuter e-bike that flattens Queen Anne hill. Battery holds about 40 miles, two keys, rear rack and fenders included.',
      attributes: {
        category: 'Electric Bike',
        frame_size: 'One size',
        wheel_size: '27.5"',
        frame_material: 'Aluminum',
        suspension: 'Front',
        brake_type: 'Hydraulic',
      },
    },
  },
  {
    owner: SAM,
    type: 'bike',
    fields: {
      name: 'Salsa Mukluk fat bike',
      brand: 'Salsa',
      model: 'Mukluk',
      year: 2019,
      category: 'Fat Bike',
      condition: 'Fair',
      location: 'Bellingham, WA',
      salePrice: 750,
      description:
        'Perfect for Mt. Baker snow trails and winter beach rides on the coast. Tires have plenty of tread left; the bottom bracket creaks a little.',
      attributes: {
        category: 'Fat Bike',
        frame_size: 'L',
        wheel_size: '26"',
        frame_material: 'Aluminum',
        suspension: 'Rigid',
        brake_type: 'Mechanical',
      },
    },
  },
  {
    owner: MARCUS,
    type: 'bike',
    fields: {
      name: 'Trek FX 3 hybrid for the Burke-Gilman',
      brand: 'Trek',
      model: 'FX 3 Disc',
      year: 2022,
      category: 'Hybrid Bike',
      condition: 'Excellent',
      location: 'Seattle, WA',
      salePrice: 650,
      description:
        'Fast, upright hybrid that has mostly seen the Burke-Gilman Trail. Carbon fork, new chain, includes a kickstand and bell.',
      attributes: {
        category: 'Hybrid Bike',
        frame_size: 'M',
        wheel_size: '700c',
        frame_material: 'Aluminum',
        suspension: 'Rigid',
        brake_type: 'Hydraulic',
      },
    },
  },
  {
    owner: ALEX,
    type: 'bike',
    fields: {
      name: 'Rocky Mountain Element XC bike',
      brand: 'Rocky Mountain',
      model: 'Element Carbon 50',
      year: 2021,
      category: 'Mountain Bike',
      condition: 'Good',
      location: 'Vancouver, BC',
      salePrice: 2800,
      description:
        'North Shore tested cross-country bike from Vancouver. Light and efficient on Fromme climbs. New tires, recent suspension service.',
      attributes: {
        category: 'Mountain Bike',
        frame_size: 'M',
        wheel_size: '29"',
        frame_material: 'Carbon Fiber',
        suspension: 'Full',
        brake_type: 'Hydraulic',
      },
    },
  },
  {
    owner: OLIVIA,
    type: 'bike',
    fields: {
      name: 'Surly Long Haul Trucker touring bike',
      brand: 'Surly',
      model: 'Long Haul Trucker',
      year: 2018,
      category: 'Road Bike',
      condition: 'Good',
      location: 'Portland, OR',
      salePrice: 900,
      description:
        'Steel touring bike that has done the Oregon Coast route twice. Front and rear racks, bar-end shifters, Brooks saddle included.',
      attributes: {
        category: 'Touring Bike',
        frame_size: '56 cm',
        wheel_size: '700c',
        frame_material: 'Steel',
        suspension: 'Rigid',
        brake_type: 'Rim',
      },
    },
  },
  {
    owner: SAM,
    type: 'bike',
    fields: {
      name: 'Norco Search XR gravel bike',
      brand: 'Norco',
      model: 'Search XR S2',
      year: 2022,
      category: 'Gravel Bike',
      condition: 'Like New',
      location: 'Vancouver, BC',
      salePrice: 2100,
      description:
        'Steel gravel rig with every mount you could want. Ridden a handful of times on the Sea to Sky gravel loops; selling because I moved to a smaller place.',
      attributes: {
        category: 'Gravel Bike',
        frame_size: '55.5 cm',
        wheel_size: '700c',
        frame_material: 'Steel',
        suspension: 'Rigid',
        brake_type: 'Hydraulic',
      },
    },
  },
  // ── parts ──
  {
    owner: ALEX,
    type: 'part',
    fields: {
      name: 'SRAM GX Eagle drivetrain kit',
      brand: 'SRAM',
      model: 'GX Eagle',
      year: 2022,
      condition: 'Good',
      location: 'Portland, OR',
      salePrice: 320,
      description:
        'Shifter, derailleur, 10-52 cassette and chain, about 800 miles. Shifts cleanly, chain measured at 0.3 wear.',
      attributes: {
        part_category: 'Drivetrain',
        compatibility: 'SRAM XD driver, 12-speed',
        weight: '1,450 g',
      },
    },
  },
  {
    owner: SAM,
    type: 'part',
    fields: {
      name: 'Shimano XT four-piston brakes',
      brand: 'Shimano',
      model: 'XT M8120',
      year: 2021,
      condition: 'Excellent',
      location: 'Bellingham, WA',
      salePrice: 240,
      description:
        'Pair of XT four-piston brakes with 203/180 rotors. Fresh pads, bled with mineral oil. Pulled off a bike I sold.',
      attributes: {
        part_category: 'Brakes',
        compatibility: 'Post mount, 6-bolt rotors',
        material: 'Aluminum',
      },
    },
  },
  {
    owner: MARCUS,
    type: 'part',
    fields: {
      name: 'DT Swiss XM 1700 wheelset',
      brand: 'DT Swiss',
      model: 'XM 1700 Spline',
      year: 2020,
      condition: 'Good',
      location: 'Seattle, WA',
      salePrice: 450,
      description:
        'Boost 29 wheelset, true and tensioned, tubeless tape in good shape. Micro Spline freehub, swap to XD available.',
      attributes: {
        part_category: 'Wheels',
        compatibility: 'Boost 110/148, 29"',
        weight: '1,800 g',
        material: 'Aluminum',
      },
    },
  },
  {
    owner: OLIVIA,
    type: 'part',
    fields: {
      name: 'RockShox Pike Ultimate fork',
      brand: 'RockShox',
      model: 'Pike Ultimate',
      year: 2022,
      condition: 'Like New',
      location: 'Portland, OR',
      salePrice: 600,
      description:
        '140 mm, 29", 44 mm offset, Charger 3 damper. Steerer cut to 190 mm. Lowers service done in the spring.',
      attributes: {
        part_category: 'Suspension',
        compatibility: '1.5" tapered steerer, Boost 110',
        thread_size: 'Threadless',
      },
    },
  },
  {
    owner: ALEX,
    type: 'part',
    fields: {
      name: 'Race Face Atlas cockpit',
      brand: 'Race Face',
      model: 'Atlas 35',
      condition: 'Fair',
      location: 'Vancouver, BC',
      salePrice: 90,
      description:
        '800 mm bar and 50 mm stem, 35 mm clamp. Scratches from lever clamps, otherwise solid. Bar is uncut.',
      attributes: { part_category: 'Cockpit', compatibility: '35 mm clamp', material: 'Aluminum' },
    },
  },
  // ── accessories ──
  {
    owner: SAM,
    type: 'accessory',
    fields: {
      name: 'Ortlieb Back-Roller waterproof panniers',
      brand: 'Ortlieb',
      model: 'Back-Roller Classic',
      condition: 'Excellent',
      location: 'Bellingham, WA',
      salePrice: 110,
      description:
        'Pair of truly waterproof panniers that survived a rainy San Juan Islands tour. Roll tops and mounting hooks all intact.',
      attributes: {
        color: 'Red',
        waterproof: true,
        capacity: '40 L pair',
        attachment_type: 'Frame Mount',
      },
    },
  },
  {
    owner: ALEX,
    type: 'accessory',
    fields: {
      name: 'Lezyne Mega Drive front light',
      brand: 'Lezyne',
      model: 'Mega Drive 1800i',
      condition: 'Good',
      location: 'Portland, OR',
      salePrice: 70,
      description:
        'Bright enough for night laps in Forest Park. Battery still gives about two hours on high. Comes with bar mount and charging cable.',
      attributes: { waterproof: true, color: 'Black', attachment_type: 'Handlebar' },
    },
  },
  {
    owner: MARCUS,
    type: 'accessory',
    fields: {
      name: 'Topeak frame pump and bottle cage',
      brand: 'Topeak',
      model: 'Mini Morph',
      condition: 'Like New',
      location: 'Seattle, WA',
      salePrice: 30,
      description:
        'Mini floor-style pump with gauge, plus a matching cage. Used twice; I bought a second by mistake.',
      attributes: { color: 'Silver', attachment_type: 'Frame Mount', waterproof: false },
    },
  },
  {
    owner: OLIVIA,
    type: 'accessory',
    fields: {
      name: 'Revelate Designs seat bag',
      brand: 'Revelate Designs',
      model: 'Terrapin System',
      condition: 'Good',
      location: 'Portland, OR',
      salePrice: 95,
      description:
        'Bikepacking seat bag with waterproof dry bag inside. Carried gear for the Oregon Timber Trail. Straps are all there.',
      attributes: {
        capacity: '14 L',
        color: 'Black',
        waterproof: true,
        attachment_type: 'Seat Post',
      },
    },
  },
  {
    owner: SAM,
    type: 'accessory',
    fields: {
      name: 'Kryptonite New York lock',
      brand: 'Kryptonite',
      model: 'New York Standard',
      condition: 'Excellent',
      location: 'Vancouver, BC',
      salePrice: 60,
      description:
        'Heavy U-lock with two keys and the frame bracket. Kept a bike safe downtown for three years.',
      attributes: { size: '4 x 8 in', color: 'Orange', attachment_type: 'Frame Mount' },
    },
  },
  // ── gear ──
  {
    owner: ALEX,
    type: 'gear',
    fields: {
      name: "Showers Pass Elite rain jacket, men's M",
      brand: 'Showers Pass',
      model: 'Elite 2.1',
      condition: 'Excellent',
      location: 'Portland, OR',
      salePrice: 140,
      description:
        'Portland-made jacket for Portland winters. Fully taped seams, pit zips, reflective trim. Washed and re-proofed.',
      attributes: {
        size: 'M',
        material: 'Waterproof breathable 3-layer',
        season: 'Winter',
        gender: "Men's",
        features: ['Pit zips', 'Taped seams', 'Reflective trim'],
      },
    },
  },
  {
    owner: MARCUS,
    type: 'gear',
    fields: {
      name: 'Smith Forefront 2 MIPS helmet',
      brand: 'Smith',
      model: 'Forefront 2 MIPS',
      year: 2023,
      condition: 'Like New',
      location: 'Seattle, WA',
      salePrice: 120,
      description: 'Never crashed, worn a few times. Size M, includes the original box and bag.',
      attributes: {
        size: 'M',
        season: 'All-Season',
        gender: 'Unisex',
        features: ['MIPS', 'Goggle compatible'],
      },
    },
  },
  {
    owner: OLIVIA,
    type: 'gear',
    fields: {
      name: "Pearl Izumi women's thermal bib tights",
      brand: 'Pearl Izumi',
      model: 'AmFIB',
      condition: 'Good',
      location: 'Portland, OR',
      salePrice: 65,
      description:
        'Warm and water-resistant tights for wet PNW winter rides. Chamois in good shape, small snag on the left calf.',
      attributes: { size: 'S', season: 'Winter', gender: "Women's", material: 'Thermal fleece' },
    },
  },
  {
    owner: SAM,
    type: 'gear',
    fields: {
      name: 'Five Ten Freerider Pro flat shoes',
      brand: 'Five Ten',
      model: 'Freerider Pro',
      condition: 'Fair',
      location: 'Bellingham, WA',
      salePrice: 45,
      description:
        'Sticky soles still grip well; uppers show trail wear from a muddy Chuckanut season. US size 10.',
      attributes: { size: 'L', season: 'All-Season', gender: 'Unisex' },
    },
  },
  // ── for the moderation queue and the owners' drafts ──
  {
    owner: ALEX,
    type: 'bike',
    status: 'pending_review',
    fields: {
      name: 'Giant Trance X commuter-trail hybrid',
      brand: 'Giant',
      model: 'Trance X 29 2',
      year: 2022,
      category: 'Mountain Bike',
      condition: 'Good',
      location: 'Portland, OR',
      salePrice: 2300,
      description:
        'Trail bike that doubles as a commuter. Waiting for review before going live in the catalog.',
      attributes: { category: 'Mountain Bike', wheel_size: '29"', suspension: 'Full' },
    },
  },
  {
    owner: SAM,
    type: 'part',
    status: 'pending_review',
    fields: {
      name: 'Chris King headset',
      brand: 'Chris King',
      model: 'InSet 2',
      condition: 'Excellent',
      location: 'Bellingham, WA',
      salePrice: 130,
      description: 'Tapered headset in matte black, smooth and quiet. Includes all the spacers.',
      attributes: { part_category: 'Frame', compatibility: 'ZS44/EC56 tapered' },
    },
  },
  {
    owner: SAM,
    type: 'gear',
    status: 'draft',
    fields: {
      name: 'Gore winter gloves',
      brand: 'Gore',
      condition: 'Good',
      location: 'Bellingham, WA',
      description: 'Windstopper gloves, size L. Still writing this listing.',
      attributes: { size: 'L', season: 'Winter', gender: 'Unisex' },
    },
  },
];

// The catalog pages 50 listings at a time (openapi.yaml listItems, Limit50): more bikes, made from the
// hand-written ones (same models and attributes, so every field stays valid and Pacific
// Northwest), moved to another catalog city, year, condition and price, so the bike catalog has
// several pages and its filters and sorts have something to sort.
const CITIES = ['Portland, OR', 'Seattle, WA', 'Vancouver, BC', 'Bellingham, WA'] as const;
const NOTES = [
  'Second owner, always stored indoors.',
  'Tuned at a local shop last month.',
  'Selling to make room for a new build.',
  'Ridden mostly on weekends, a few trail scratches.',
  'Comes with the original receipt and spare derailleur hanger.',
  'Fresh chain and cassette, ready to ride.',
] as const;
export const GENERATED_BIKES_PER_MODEL = 6;

function generatedBikes(): DemoItem[] {
  const bases = HAND_WRITTEN.filter(
    (d) => d.type === 'bike' && (d.status ?? 'published') === 'published',
  );
  return bases.flatMap((base, i) =>
    Array.from({ length: GENERATED_BIKES_PER_MODEL }, (_, v): DemoItem => {
      const f = base.fields as DemoItem['fields'] & {
        brand: string;
        model: string;
        year: number;
        salePrice: number;
        description: string;
      };
      const city = CITIES[(i + v) % CITIES.length]!;
      const year = f.year - 1 - (v % 4);
      return {
        owner: v % 2 ? SAM : ALEX,
        type: 'bike',
        fields: {
          ...f,
          name: `${year} ${f.brand} ${f.model}, ${city.split(',')[0]} #${v + 1}`,
          year,
          condition: CATALOG_CONDITIONS[(i + v) % CATALOG_CONDITIONS.length],
          location: city,
          salePrice: Math.round((f.salePrice * (0.95 - v * 0.08)) / 5) * 5,
          description: `${f.description} ${NOTES[v % NOTES.length]}`,
        },
      };
    }),
  );
}

export const DEMO_ITEMS: readonly DemoItem[] = [...HAND_WRITTEN, ...generatedBikes()];
