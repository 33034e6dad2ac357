// The shipped list of bicycle brands and their well-known models that OCR text is matched
// against. A model carries its bike type, so a read model name also tells the type. Brands
// whose decal is a word that appears in other text (GT, Time, Open, Look) need the exact word.
export interface CatalogModel {
  name: string;
  type: 'road' | 'mountain' | 'gravel' | 'hybrid' | 'cruiser' | 'bmx' | 'electric' | 'other';
}
export interface CatalogBrand {
  name: string;
  /** Spellings on decals other than the name (e.g. 'CERVÉLO'), upper case, letters only. */
  aliases?: string[];
  models: CatalogModel[];
}

const m = (type: CatalogModel['type'], ...names: string[]) => names.map((name) => ({ name, type }));

export const BIKE_CATALOG: CatalogBrand[] = [
  {
    name: 'Trek',
    models: [
      ...m('road', 'Domane', 'Madone', 'Emonda'),
      ...m('mountain', 'Fuel EX', 'Marlin', 'Slash', 'Top Fuel', 'Procaliber', 'Roscoe', 'Remedy'),
      ...m('gravel', 'Checkpoint'),
      ...m('hybrid', 'FX', 'Verve'),
    ],
  },
  {
    name: 'Specialized',
    models: [
      ...m('road', 'Tarmac', 'Roubaix', 'Allez', 'Aethos'),
      ...m('gravel', 'Diverge', 'Crux'),
      ...m('mountain', 'Stumpjumper', 'Epic', 'Rockhopper', 'Enduro', 'Chisel', 'Fuse'),
      ...m('hybrid', 'Sirrus'),
      ...m('electric', 'Turbo Levo', 'Turbo Vado'),
    ],
  },
  {
    name: 'Giant',
    models: [
      ...m('road', 'TCR', 'Defy', 'Propel', 'Contend'),
      ...m('gravel', 'Revolt'),
      ...m('mountain', 'Trance', 'Reign', 'Talon', 'Anthem', 'Stance', 'Fathom'),
      ...m('hybrid', 'Escape'),
    ],
  },
  {
    name: 'Cannondale',
    models: [
      ...m('road', 'SuperSix', 'Synapse', 'CAAD13', 'CAAD12', 'SystemSix'),
      ...m('gravel', 'Topstone'),
      ...m('mountain', 'Scalpel', 'Jekyll', 'Habit', 'Trail', 'Trigger'),
      ...m('hybrid', 'Quick'),
    ],
  },
  {
    name: 'Santa Cruz',
    aliases: ['SANTACRUZ'],
    models: m(
      'mountain',
      'Hightower',
      'Bronson',
      'Nomad',
      'Tallboy',
      'Megatower',
      'Blur',
      'Heckler',
      'Chameleon',
    ).concat(m('gravel', 'Stigmata')),
  },
  {
    name: 'Scott',
    models: [
      ...m('road', 'Addict', 'Foil', 'Speedster'),
      ...m('mountain', 'Spark', 'Scale', 'Genius', 'Ransom', 'Aspect'),
    ],
  },
  {
    name: 'Cervelo',
    aliases: ['CERVÉLO'],
    models: m('road', 'Soloist', 'Caledonia', 'R5', 'S5', 'P5').concat(m('gravel', 'Aspero')),
  },
  {
    name: 'Bianchi',
    models: m('road', 'Oltre', 'Specialissima', 'Sprint', 'Via Nirone').concat(
      m('gravel', 'Arcadex', 'Impulso'),
    ),
  },
  {
    name: 'Pinarello',
    models: m('road', 'Dogma', 'Prince', 'Paris').concat(m('gravel', 'Grevil')),
  },
  {
    name: 'Canyon',
    models: [
      ...m('road', 'Ultimate', 'Aeroad', 'Endurace'),
      ...m('gravel', 'Grizl', 'Grail'),
      ...m('mountain', 'Spectral', 'Neuron', 'Strive', 'Lux'),
    ],
  },
  {
    name: 'Kona',
    models: [
      ...m('mountain', 'Process', 'Honzo', 'Hei Hei', 'Big Honzo'),
      ...m('gravel', 'Rove', 'Sutra', 'Jake'),
    ],
  },
  {
    name: 'Surly',
    models: [
      ...m('gravel', 'Straggler', 'Midnight Special', 'Cross-Check'),
      ...m('other', 'Long Haul Trucker', 'Disc Trucker'),
      ...m('mountain', 'Karate Monkey', 'Krampus', 'Wednesday', 'Ice Cream Truck'),
    ],
  },
  {
    name: 'Salsa',
    models: m('gravel', 'Warbird', 'Cutthroat', 'Journeyer', 'Fargo').concat(
      m('mountain', 'Timberjack', 'Blackthorn'),
    ),
  },
  { name: 'Yeti', models: m('mountain', 'SB130', 'SB150', 'SB140', 'SB115', 'ARC') },
  {
    name: 'Orbea',
    models: [
      ...m('road', 'Orca', 'Avant', 'Orca Aero'),
      ...m('gravel', 'Terra'),
      ...m('mountain', 'Occam', 'Rallon', 'Oiz', 'Alma'),
    ],
  },
  {
    name: 'BMC',
    models: m('road', 'Teammachine', 'Roadmachine', 'Timemachine').concat(
      m('gravel', 'URS', 'Kaius'),
      m('mountain', 'Fourstroke'),
    ),
  },
  { name: 'Felt', models: m('road', 'FR', 'VR', 'AR').concat(m('gravel', 'Breed')) },
  { name: 'Fuji', models: m('road', 'Transonic', 'SL', 'Gran Fondo').concat(m('gravel', 'Jari')) },
  {
    name: 'Diamondback',
    models: m('mountain', 'Release', 'Catch', 'Overdrive').concat(m('gravel', 'Haanjo')),
  },
  {
    name: 'GT',
    models: m('mountain', 'Avalanche', 'Sensor', 'Force', 'Zaskar').concat(
      m('gravel', 'Grade'),
      m('bmx', 'Performer'),
    ),
  },
  {
    name: 'Marin',
    models: m('mountain', 'Rift Zone', 'San Quentin', 'Bobcat Trail', 'Alpine Trail').concat(
      m('gravel', 'Four Corners', 'Nicasio'),
      m('hybrid', 'Fairfax'),
    ),
  },
  {
    name: 'Norco',
    models: m('mountain', 'Sight', 'Range', 'Optic', 'Fluid', 'Torrent').concat(
      m('gravel', 'Search'),
    ),
  },
  {
    name: 'Rocky Mountain',
    aliases: ['ROCKYMOUNTAIN'],
    models: m('mountain', 'Altitude', 'Instinct', 'Element', 'Slayer', 'Growler'),
  },
  {
    name: 'Ibis',
    models: m('mountain', 'Ripmo', 'Ripley', 'Mojo', 'Exie').concat(m('gravel', 'Hakka')),
  },
  {
    name: 'Pivot',
    models: m('mountain', 'Switchblade', 'Firebird', 'Trail 429', 'Mach 4', 'Shadowcat').concat(
      m('gravel', 'Vault'),
    ),
  },
  {
    name: 'Transition',
    models: m('mountain', 'Spire', 'Sentinel', 'Patrol', 'Smuggler', 'Spur', 'Scout'),
  },
  {
    name: 'Raleigh',
    models: m('hybrid', 'Cadent', 'Redux').concat(m('gravel', 'Tamland', 'Willard')),
  },
  {
    name: 'Schwinn',
    models: m('cruiser', 'Huron', 'Sanctuary').concat(
      m('hybrid', 'Wayfarer'),
      m('mountain', 'Sidewinder'),
    ),
  },
  { name: 'Colnago', models: m('road', 'V4Rs', 'C68', 'V3', 'Master').concat(m('gravel', 'G3X')) },
  {
    name: 'Ridley',
    models: m('road', 'Noah', 'Helium', 'Fenix').concat(m('gravel', 'Kanzo', 'Grifn')),
  },
  {
    name: 'Focus',
    models: m('road', 'Izalco', 'Paralane').concat(
      m('gravel', 'Atlas'),
      m('mountain', 'Jam', 'Thron'),
    ),
  },
  {
    name: 'Cube',
    models: m('road', 'Attain', 'Agree', 'Litening').concat(
      m('gravel', 'Nuroad'),
      m('mountain', 'Stereo', 'Reaction', 'Aim'),
    ),
  },
  {
    name: 'Merida',
    models: m('road', 'Reacto', 'Scultura').concat(
      m('gravel', 'Silex'),
      m('mountain', 'Big Nine', 'One-Forty', 'One-Sixty'),
    ),
  },
  { name: 'Niner', models: m('gravel', 'RLT', 'MCR').concat(m('mountain', 'RIP', 'Jet', 'Air')) },
  { name: 'Juliana', models: m('mountain', 'Joplin', 'Roubion', 'Furtado', 'Maverick') },
  {
    name: 'Liv',
    models: m('road', 'Avail', 'Langma').concat(m('mountain', 'Intrigue', 'Pique', 'Embolden')),
  },
  { name: 'Brompton', models: m('other', 'C Line', 'P Line', 'T Line') },
  { name: 'Tern', models: m('other', 'Link', 'Verge', 'HSD', 'GSD') },
  { name: 'Jamis', models: m('gravel', 'Renegade', 'Sequel').concat(m('hybrid', 'Coda')) },
  {
    name: 'Wilier',
    models: m('road', 'Filante', 'Zero', 'Cento10').concat(m('gravel', 'Rave', 'Jena')),
  },
  { name: 'De Rosa', aliases: ['DEROSA'], models: m('road', 'Merak', 'Idol', 'Protos') },
  {
    name: 'Argon 18',
    aliases: ['ARGON18', 'ARGON'],
    models: m('road', 'Sum', 'Krypton', 'Nitrogen').concat(m('gravel', 'Dark Matter')),
  },
  { name: 'Factor', models: m('road', 'Ostro', 'O2', 'Monza').concat(m('gravel', 'LS')) },
  { name: 'Chromag', models: m('mountain', 'Rootdown', 'Stylus', 'Surface') },
  { name: 'Evil', models: m('mountain', 'Offering', 'Following', 'Wreckoning', 'Insurgent') },
  {
    name: 'Devinci',
    models: m('mountain', 'Troy', 'Spartan', 'Django').concat(m('gravel', 'Hatchet')),
  },
  { name: 'Commencal', models: m('mountain', 'Meta', 'Clash', 'Supreme', 'Absolut') },
  { name: 'Nukeproof', models: m('mountain', 'Mega', 'Reactor', 'Giga', 'Scout') },
  { name: 'Whyte', models: m('mountain', 'T-130', 'T-140', '909').concat(m('gravel', 'Glencoe')) },
  {
    name: 'Ritchey',
    models: m('road', 'Road Logic').concat(m('gravel', 'Outback', 'Swiss Cross')),
  },
  {
    name: 'All-City',
    aliases: ['ALLCITY'],
    models: m('gravel', 'Cosmic Stallion', 'Space Horse', 'Macho Man'),
  },
  { name: 'Soma', models: m('gravel', 'Wolverine', 'Fog Cutter').concat(m('other', 'Saga')) },
  { name: 'Rivendell', models: m('other', 'Atlantis', 'Platypus', 'Appaloosa', 'Homer Hilsen') },
  { name: 'Masi', models: m('road', 'Gran Criterium').concat(m('gravel', 'Randonneur')) },
  { name: 'Mondraker', models: m('mountain', 'Foxy', 'Raze', 'Superfoxy', 'Summum') },
  { name: 'Intense', models: m('mountain', 'Tracer', 'Primer', 'Sniper', 'M29') },
  { name: 'Revel', models: m('mountain', 'Rascal', 'Rail', 'Ranger').concat(m('gravel', 'Rover')) },
  {
    name: 'Polygon',
    models: m('mountain', 'Siskiu', 'Xtrada', 'Collosus').concat(m('road', 'Strattos')),
  },
  {
    name: 'Co-op Cycles',
    aliases: ['COOP', 'COOPCYCLES'],
    models: m('hybrid', 'CTY').concat(m('mountain', 'DRT'), m('gravel', 'ADV')),
  },
  {
    name: 'Rad Power Bikes',
    aliases: ['RADPOWER', 'RAD'],
    models: m('electric', 'RadRunner', 'RadWagon', 'RadCity', 'RadRover'),
  },
  {
    name: 'Lapierre',
    models: m('road', 'Xelius', 'Aircode', 'Pulsium').concat(m('mountain', 'Spicy', 'Zesty')),
  },
  { name: 'Look', models: m('road', '795 Blade', '785 Huez', '765 Optimum') },
  { name: 'Time', models: m('road', 'Alpe d Huez', 'Fluidity', 'Scylon') },
];

/** Upper-case letters and digits only: how decals and OCR text are compared. */
export const squash = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
