// Every enum of the domain equals the contract's (openapi.yaml), value for value and in order,
// so a value added on one side only fails here rather than in a member's browser.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  AI_BUDGET_HEALTH_STATUSES,
  AI_FEEDBACK_CATEGORIES,
  AI_FEEDBACK_TYPES,
  AI_FIELD_SOURCES,
} from './ai/index.ts';
import {
  ACCOUNT_STATUSES,
  NOTIFICATION_TYPES,
  OFFER_EMAIL_FREQUENCIES,
  ROLES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from './accounts/index.ts';
import {
  DISTANCE_UNITS,
  ELEVATION_UNITS,
  EVENT_DIFFICULTY_LEVELS,
  EVENT_PACES,
  EVENT_REGISTRATION_STATUSES,
  EVENT_SKILL_LEVELS,
  EVENT_STATUSES,
  EVENT_TYPES,
  SERIES_SCOPES,
} from './events/index.ts';
import {
  ATTACHMENT_TYPES,
  BIKE_CATEGORIES,
  BRAKE_TYPES,
  CATALOG_SORTS,
  FRAME_MATERIALS,
  GEAR_GENDERS,
  GEAR_SEASONS,
  GEAR_SIZES,
  ITEM_CONDITIONS,
  ITEM_STATUSES,
  ITEM_TYPES,
  ITEM_TYPE_LABELS,
  PART_CATEGORIES,
  SUSPENSIONS,
  WHEEL_SIZES,
} from './items/index.ts';
import { CHAT_MESSAGE_TYPES, OFFER_STATUSES, OFFER_TYPES } from './offers/index.ts';

type Node = Record<string, unknown>;
const files = new Map<string, Node>();
function read(file: string): Node {
  if (!files.has(file))
    files.set(file, parse(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')));
  return files.get(file)!;
}
const contract = read('openapi.yaml');

/** What an entry of openapi.yaml points at: its paths and schemas live in files under openapi/. */
function follow(node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || ref.startsWith('#')) return node;
  const [file, pointer = ''] = ref.split('#');
  let target = read(file!);
  for (const part of pointer.split('/').slice(1))
    target = target[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Node;
  return target;
}

const schemas = Object.fromEntries(
  Object.entries((contract.components as Node).schemas as Record<string, Node>).map(
    ([name, schema]) => [name, follow(schema)],
  ),
);
const pathItem = (path: string) => follow((contract.paths as Record<string, Node>)[path]!);

/** The enum at a path of the contract: a schema name, then property names. */
function contractEnum(path: string): unknown {
  const [schema, ...properties] = path.split('.');
  let node = schemas[schema!] as Node | undefined;
  for (const p of properties) node = (node?.properties as Record<string, Node> | undefined)?.[p];
  return node?.enum;
}

/** The enum of a query parameter of an operation. */
function parameterEnum(path: string, name: string): unknown {
  const operation = pathItem(path).get as Node;
  const parameter = (operation.parameters as Node[]).find((p) => p.name === name);
  return (parameter?.schema as Node | undefined)?.enum;
}

const PAIRS: [string, readonly string[]][] = [
  ['Role', ROLES],
  ['AccountStatus', ACCOUNT_STATUSES],
  ['NotificationPreferences.offerEmailFrequency', OFFER_EMAIL_FREQUENCIES],
  ['NotificationPreferencesUpdate.offerEmailFrequency', OFFER_EMAIL_FREQUENCIES],
  ['NotificationType', NOTIFICATION_TYPES],
  ['TransactionType', TRANSACTION_TYPES],
  ['TransactionStatus', TRANSACTION_STATUSES],
  ['ItemType', ITEM_TYPES],
  ['ItemStatus', ITEM_STATUSES],
  ['ItemCondition', ITEM_CONDITIONS],
  ['BikeCategory', BIKE_CATEGORIES],
  ['BikeAttributes.wheel_size', WHEEL_SIZES],
  ['BikeAttributes.frame_material', FRAME_MATERIALS],
  ['BikeAttributes.suspension', SUSPENSIONS],
  ['BikeAttributes.brake_type', BRAKE_TYPES],
  ['PartAttributes.part_category', PART_CATEGORIES],
  ['AccessoryAttributes.attachment_type', ATTACHMENT_TYPES],
  ['GearAttributes.size', GEAR_SIZES],
  ['GearAttributes.season', GEAR_SEASONS],
  ['GearAttributes.gender', GEAR_GENDERS],
  ['OfferStatus', OFFER_STATUSES],
  ['OfferType', OFFER_TYPES],
  ['ChatMessageType', CHAT_MESSAGE_TYPES],
  ['AiFieldSource', AI_FIELD_SOURCES],
  ['BudgetHealthStatus', AI_BUDGET_HEALTH_STATUSES],
  ['FeedbackType', AI_FEEDBACK_TYPES],
  ['FeedbackCategory', AI_FEEDBACK_CATEGORIES],
  ['EventType', EVENT_TYPES],
  ['EventStatus', EVENT_STATUSES],
  ['SeriesScope', SERIES_SCOPES],
  ['EventRegistrationStatus', EVENT_REGISTRATION_STATUSES],
  ['EventAttributesInput.difficultyLevel', EVENT_DIFFICULTY_LEVELS],
  ['EventAttributesInput.pace', EVENT_PACES],
  ['EventAttributesInput.skillLevel', EVENT_SKILL_LEVELS],
  ['EventAttributesInput.distanceUnit', DISTANCE_UNITS],
  ['EventAttributesInput.elevationUnit', ELEVATION_UNITS],
];

describe('domain enums equal the contract', () => {
  it.each(PAIRS)('%s', (path, domain) => {
    expect(contractEnum(path)).toEqual([...domain]);
  });

  it('catalog sorts and the item type labels', () => {
    expect(parameterEnum('/items/{type}', 'sort')).toEqual([...CATALOG_SORTS]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a walk down a known shape
    const types = (pathItem('/items/types') as any).get.responses['200'].content['application/json']
      .schema.properties.types.items.properties.label.enum;
    expect(types).toEqual(ITEM_TYPES.map((t) => ITEM_TYPE_LABELS[t]));
  });

  it('every named enum schema of the contract has its domain twin', () => {
    const named = Object.entries(schemas)
      .filter(([, s]) => Array.isArray(s.enum))
      .map(([name]) => name);
    const covered = new Set(PAIRS.map(([path]) => path));
    expect(named.filter((name) => !covered.has(name))).toEqual([]);
  });
});
