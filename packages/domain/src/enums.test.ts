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
const contract = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'));
const schemas = contract.components.schemas as Record<string, Node>;

/** The enum at a path of the contract: a schema name, then property names. */
function contractEnum(path: string): unknown {
  const [schema, ...properties] = path.split('.');
  let node = schemas[schema!] as Node | undefined;
  for (const p of properties) node = (node?.properties as Record<string, Node> | undefined)?.[p];
  return node?.enum;
}

/** The enum of a query parameter of an operation. */
function parameterEnum(path: string, name: string): unknown {
  const operation = (contract.paths[path] as Record<string, Node>).get!;
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
    const types =
      contract.paths['/items/types'].get.responses['200'].content['application/json'].schema
        .properties.types.items.properties.label.enum;
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
