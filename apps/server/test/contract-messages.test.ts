// The validation answers use the specification's message for each field wherever it quotes one
// (issue 26 item 2): "Event name must be 3-255 characters", not "Name must be at least 3
// characters". Two walks: the spec's quoted field messages, each sent a value that breaks its
// rule on an otherwise valid request; and every field the contract gives `x-messages`, each
// broken by the keywords its schema has, which must answer that text rather than the generic one.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MESSAGES } from '@pedalswap/domain/accounts';
import { EVENT_MESSAGES } from '@pedalswap/domain/events';
import { OFFER_MESSAGES } from '@pedalswap/domain/offers';
import type { ContractOperation, JsonSchema } from '../src/plugins/openapi-doc.ts';
import { CONTRACT_MESSAGES } from '../src/plugins/validation.ts';
import { call, useTestApp } from './helpers.ts';
import { rideBody } from './community-events-fixtures.ts';

const t = useTestApp();

const REGISTER = {
  email: 'quoted@example.com',
  password: 'Pedal1234',
  firstName: 'Ann',
  lastName: 'Lee',
  location: 'Portland, OR',
};
const RESET = { token: 'x'.repeat(40), newPassword: 'Pedal1234', confirmPassword: 'Pedal1234' };
const MISSING = Symbol('missing');

/** [spec section, operation, otherwise valid body, field, value breaking the rule, message]. */
const SPEC_FIELD_MESSAGES: [string, string, object, string, unknown, string][] = [
  ['spec 3 §5', 'createEvent', rideBody(), 'name', 'ab', EVENT_MESSAGES.nameLength],
  ['spec 3 §5', 'createEvent', rideBody(), 'name', MISSING, EVENT_MESSAGES.nameLength],
  ['spec 3 §5', 'createEvent', rideBody(), 'name', 'x'.repeat(256), EVENT_MESSAGES.nameLength],
  ['spec 3 §5', 'createEvent', rideBody(), 'description', '', EVENT_MESSAGES.descriptionRequired],
  [
    'spec 3 §5',
    'createEvent',
    rideBody(),
    'description',
    MISSING,
    EVENT_MESSAGES.descriptionRequired,
  ],
  ['spec 3 §5', 'createEvent', rideBody(), 'location', 'x', EVENT_MESSAGES.locationLength],
  ['spec 3 §5', 'createEvent', rideBody(), 'location', MISSING, EVENT_MESSAGES.locationLength],
  ['spec 3 §5', 'createEvent', rideBody(), 'startDatetime', MISSING, EVENT_MESSAGES.startRequired],
  ['spec 3 §5', 'updateEvent', {}, 'name', 'ab', EVENT_MESSAGES.nameLength],
  ['spec 3 §5', 'updateEvent', {}, 'location', '', EVENT_MESSAGES.locationLength],
  ['spec 3 §5', 'updateEvent', {}, 'description', '', EVENT_MESSAGES.descriptionRequired],
  ['spec 1 §5', 'register', REGISTER, 'email', 'no-at-sign', MESSAGES.invalidEmail],
  ['spec 1 §5', 'register', REGISTER, 'firstName', 'Ann  Marie', MESSAGES.firstNameSpaces],
  ['spec 1 §5', 'register', REGISTER, 'lastName', 'Van  Lee', MESSAGES.lastNameSpaces],
  ['spec 1 §5', 'register', REGISTER, 'password', 'PEDAL1234', MESSAGES.passwordLower],
  ['spec 1 §5', 'register', REGISTER, 'password', 'pedal1234', MESSAGES.passwordUpper],
  ['spec 1 §5', 'register', REGISTER, 'password', 'Pedalpedal', MESSAGES.passwordNumber],
  [
    'spec 1 §5',
    'login',
    { email: 'a@b.co', password: 'x' },
    'email',
    'nope',
    MESSAGES.invalidEmail,
  ],
  ['spec 1 §5', 'resetPassword', RESET, 'newPassword', 'Pe1', PASSWORD_MESSAGES.tooShort],
  [
    'spec 2 §5.4',
    'createItemOffer',
    { offerType: 'cash', amount: 50 },
    'amount',
    0,
    OFFER_MESSAGES.amountInvalid,
  ],
  [
    'spec 2 §5.4',
    'createItemOffer',
    { offerType: 'cash', amount: 50 },
    'message',
    'x'.repeat(501),
    OFFER_MESSAGES.messageTooLong,
  ],
  [
    'spec 3 §5',
    'createTokenOffer',
    { tokenAmount: 100 },
    'tokenAmount',
    0,
    OFFER_MESSAGES.tokenAmountPositive,
  ],
  [
    'spec 3 §5',
    'createTokenOffer',
    { tokenAmount: 100 },
    'tokenAmount',
    10_001,
    OFFER_MESSAGES.tokenAmountMax,
  ],
];

function operation(id: string): ContractOperation {
  const op = t.app.contract.operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`no operation ${id} in openapi.yaml`);
  return op;
}

/** The operation's address with made-up path values (validation answers before any lookup). */
const urlOf = (op: ContractOperation) =>
  `/api${op.path.replace(/\{(\w+)\}/g, (_, name: string) => (/type/i.test(name) ? 'bike' : randomUUID()))}`;

async function send(op: ContractOperation, body: object) {
  // Staff with a verified address pass every role and guard, so the body is what is judged.
  const staff = op.auth === 'none' ? null : await t.member({ role: 'owner' });
  return call(t.app, op.method.toUpperCase() as 'POST', urlOf(op), {
    token: staff?.accessToken,
    payload: body,
  });
}

const messageAt = (res: { json: () => unknown }, path: string) =>
  (res.json() as { details?: { path: string; msg: string }[] }).details?.find(
    (d) => d.path === path,
  )?.msg;

describe("the spec's field messages", () => {
  it.each(
    SPEC_FIELD_MESSAGES.map(([section, id, base, field, value, msg]) => ({
      section,
      id,
      base,
      field,
      value,
      msg,
    })),
  )('$section $id: $field answers "$msg"', async ({ id, base, field, value, msg }) => {
    const body: Record<string, unknown> = { ...base };
    if (value === MISSING) delete body[field];
    else body[field] = value;
    const res = await send(operation(id), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(messageAt(res, field), res.body).toBe(msg);
  });
});

/** Values breaking each keyword a property's schema has, by the key of x-messages it answers. */
function breakers(schema: JsonSchema, required: boolean): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (required) out.push(['required', MISSING]);
  if (typeof schema.minLength === 'number')
    out.push([schema.minLength > 1 ? 'minLength' : 'required', 'x'.repeat(schema.minLength - 1)]);
  if (typeof schema.maxLength === 'number')
    out.push(['maxLength', 'x'.repeat(schema.maxLength + 1)]);
  if (typeof schema.minimum === 'number') out.push(['minimum', schema.minimum - 1]);
  if (typeof schema.maximum === 'number') out.push(['maximum', schema.maximum + 1]);
  out.push(['type', { not: 'this type' }]);
  return out;
}

describe('every field the contract gives x-messages', () => {
  const cases: [string, string, string, unknown, string][] = [];
  // Read at collection time from the same files the app binds (the bundle is cached).
  it('has some, each written in the domain words the server answers', async () => {
    for (const op of t.app.contract.operations) {
      const props = (op.body?.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((op.body?.required as string[] | undefined) ?? []);
      for (const [field, schema] of Object.entries(props)) {
        const messages = schema[CONTRACT_MESSAGES] as Record<string, string> | undefined;
        if (!messages) continue;
        for (const [kind, value] of breakers(schema, required.has(field))) {
          const msg = messages[kind] ?? messages.default;
          if (msg) cases.push([op.operationId, field, kind, value, msg]);
        }
      }
    }
    expect(cases.length).toBeGreaterThan(10);
    for (const [id, field, kind, value, msg] of cases) {
      const res = await send(operation(id), value === MISSING ? {} : { [field]: value });
      expect(res.statusCode, `${id} ${field} ${kind}`).toBe(400);
      expect(messageAt(res, field), `${id} ${field} ${kind}: ${res.body}`).toBe(msg);
    }
  });
});
