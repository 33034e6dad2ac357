import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE, padWhenFullscreen } from '../../stories/with-shell.tsx';
import { EMPTY_BIKE_FORM, FILLED, STORY_NOW } from './fixtures.ts';
import { ItemDetailsCard, type ItemDetailsCardProps } from './item-details-card.tsx';
import * as css from './listing-editor.css.ts';
import { checkListingForm, type ListingFormValues } from './listing-form.ts';

/** The card with its values kept in state, as the editor keeps them. */
function StatefulCard(args: ItemDetailsCardProps) {
  const [values, setValues] = useState(args.values);
  return (
    <div style={{ width: 'min(48rem, 100%)' }}>
      <ItemDetailsCard
        {...args}
        values={values}
        onFieldChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onFieldChange(field, value);
        }}
      />
    </div>
  );
}

/** Submitted with nothing filled in: every required field's message (spec 2 §5.3). */
const NOTHING: ListingFormValues = { ...EMPTY_BIKE_FORM, location: '' };
const REQUIRED_ERRORS = checkListingForm(NOTHING, 'bike', STORY_NOW);

/** Too short everywhere, a year out of range and a price that is not one. */
const TOO_SHORT: ListingFormValues = {
  ...FILLED.bike,
  name: 'T',
  brand: 'T',
  year: '1850',
  salePrice: 'cheap',
  description: 'Good bike',
  location: 'P',
};
const LENGTH_ERRORS = checkListingForm(TOO_SHORT, 'bike', STORY_NOW);

const LONG_NAME =
  'Specialized S-Works Tarmac SL7 Dura-Ace Di2 with Roval Rapide CLX wheels, Quarq power meter, spare carbon seatpost, two sets of tyres and a travel case';
const LONG_DESCRIPTION = Array.from(
  { length: 12 },
  (_, i) =>
    `Season ${i + 1}: ridden on the Cascades Century, the Tour de Bellingham and every Saturday loop around Mercer Island, serviced at the shop each spring with new cables, bar tape and a full brake bleed.`,
)
  .join(' ')
  .slice(0, 2000);
/** The longest values the rules allow: they wrap or scroll, the layout holds. */
const LONG: ListingFormValues = {
  ...FILLED.bike,
  name: LONG_NAME,
  brand: 'Specialized Bicycle Components',
  model: 'S-Works Tarmac SL7 Dura-Ace Di2 Team Replica',
  description: LONG_DESCRIPTION,
  location: 'Bainbridge Island, Kitsap County, Washington, a short ferry ride from Seattle',
};

const meta = {
  title: 'Screens/Listing/ItemDetailsCard',
  component: ItemDetailsCard,
  render: (args) => <StatefulCard {...args} />,
  decorators: [padWhenFullscreen],
  args: {
    itemType: 'bike',
    values: EMPTY_BIKE_FORM,
    errors: {},
    onFieldChange: fn(),
  },
} satisfies Meta<typeof ItemDetailsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Phones are taken as a page, whole: the card is taller than the phone's screen, and only a page
 * screenshot grows past it. The padding is the one the canvas has.
 */
const PHONE_PAGE = { layout: 'fullscreen' } as const;

const doc = (el: HTMLElement) => within(el.ownerDocument.body);

/** What is drawn for a control: a text field's or area's root, or the select trigger itself. */
const boxOf = (control: HTMLElement) =>
  control.closest<HTMLElement>('.rt-TextFieldRoot, .rt-TextAreaRoot') ?? control;

/** A valid control: neither invalid for the ear nor red for the eye. */
async function expectNoError(control: HTMLElement) {
  await expect(control).not.toHaveAttribute('aria-invalid');
  await expect(boxOf(control)).not.toHaveClass(css.invalid);
  await expect(boxOf(control)).not.toHaveAttribute('data-accent-color');
}

/**
 * The message is shown under the field and is the field's (invalid) description; the control
 * looks invalid too: the red border of css.invalid and a red focus ring.
 */
async function expectFieldError(control: HTMLElement, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(boxOf(control)).toHaveClass(css.invalid);
  await expect(boxOf(control)).toHaveAttribute('data-accent-color', 'red');
  await expect(control).toHaveAttribute(
    'aria-describedby',
    expect.stringContaining(`${control.id}-error`),
  );
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  const shown = control.ownerDocument.getElementById(`${control.id}-error`);
  await expect(shown).toHaveTextContent(message);
  await expect(shown).toBeVisible();
}

const controls = (el: HTMLElement) => {
  const card = within(el);
  return {
    name: card.getByRole('textbox', { name: 'Bike name' }),
    brand: card.getByRole('textbox', { name: 'Brand' }),
    model: card.getByRole('textbox', { name: 'Model' }),
    year: card.getByRole('textbox', { name: 'Year' }),
    condition: card.getByRole('combobox', { name: 'Condition' }),
    salePrice: card.getByRole('textbox', { name: 'Sale price (optional)' }),
    location: card.getByRole('textbox', { name: 'Location' }),
    description: card.getByRole('textbox', { name: 'Description' }),
  };
};

/** A new listing: nothing typed yet, the member's default location prefilled (spec 2 §2.2). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const c = controls(canvasElement);
    await expect(card.getByRole('heading', { name: 'Item Details' })).toBeVisible();
    await expect(card.getByText(/are required\./)).toHaveTextContent(
      'Fields marked *with an asterisk are required.',
    );
    // Required fields are marked (* for the eye, aria-required for the ear).
    for (const required of [c.name, c.brand, c.condition, c.description, c.location])
      await expect(required).toHaveAttribute('aria-required', 'true');
    for (const optional of [c.model, c.year, c.salePrice])
      await expect(optional).not.toHaveAttribute('aria-required');
    await expect(c.name).toHaveValue('');
    await expect(c.name).toHaveAttribute('placeholder', 'e.g. Trek Marlin 7 trail hardtail');
    await expect(c.condition).toHaveTextContent('Choose a condition');
    await expect(c.location).toHaveValue('Portland, OR');
    await expect(c.salePrice).toHaveAccessibleDescription('Leave empty to trade only.');
    await expect(c.description).toHaveAccessibleDescription('0 / 2000 characters');

    await userEvent.type(c.name, 'Kona Honzo');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('name', 'Kona Honzo');
    await userEvent.click(c.condition);
    const options = await doc(canvasElement).findAllByRole('option');
    // The editor's conditions (spec 2 §3.4).
    await expect(options.map((o) => o.textContent)).toEqual([
      'Like New',
      'Excellent',
      'Good',
      'Fair',
      'Needs Work',
    ]);
    await userEvent.click(doc(canvasElement).getByRole('option', { name: 'Fair' }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('condition', 'Fair');
    await expect(c.condition).toHaveTextContent('Fair');
    await userEvent.type(c.description, '  Steel.  ');
    // The counter counts what will be sent: trimmed.
    await expect(c.description).toHaveAccessibleDescription('6 / 2000 characters');
  },
};

/** Other item types name the item by its kind. */
export const EmptyPart: Story = {
  args: { itemType: 'part', values: { ...EMPTY_BIKE_FORM, location: 'Seattle, WA' } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: 'Part name' });
    await expect(name).toHaveAttribute('placeholder', 'e.g. Shimano XT M8100 rear derailleur');
    await expect(name).toHaveAttribute('aria-required', 'true');
  },
};

export const Filled: Story = {
  args: { values: FILLED.bike },
  play: async ({ canvasElement, args }) => {
    const c = controls(canvasElement);
    await expect(c.name).toHaveValue('Trek Marlin 7 trail hardtail');
    await expect(c.year).toHaveValue('2021');
    await expect(c.condition).toHaveTextContent('Excellent');
    await expect(c.salePrice).toHaveValue('$850');
    await expect(c.description).toHaveAccessibleDescription(
      `${FILLED.bike.description.length} / 2000 characters`,
    );
    for (const control of Object.values(c)) await expectNoError(control);
    await expect(args.onFieldChange).not.toHaveBeenCalled();
  },
};

export const FilledGear: Story = {
  args: { itemType: 'gear', values: FILLED.gear },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('textbox', { name: 'Gear name' })).toHaveValue(
      'Showers Pass Transit rain jacket',
    );
    await expect(card.getByRole('combobox', { name: 'Condition' })).toHaveTextContent('Excellent');
  },
};

/** Submitted empty: the spec's 'is required' messages, each on its field. */
export const ValidationRequired: Story = {
  args: { values: NOTHING, errors: REQUIRED_ERRORS },
  play: async ({ canvasElement }) => {
    const c = controls(canvasElement);
    await expect(REQUIRED_ERRORS).toEqual({
      name: 'Bike name is required',
      brand: 'Brand is required',
      condition: 'Condition is required',
      description: 'Description is required',
      location: 'Location is required',
    });
    await expectFieldError(c.name, 'Bike name is required');
    await expectFieldError(c.brand, 'Brand is required');
    await expectFieldError(c.condition, 'Condition is required');
    await expectFieldError(c.location, 'Location is required');
    // The description's message comes first, then its counter.
    await expectFieldError(c.description, 'Description is required');
    await expect(c.description).toHaveAccessibleDescription(
      'Description is required 0 / 2000 characters',
    );
    for (const optional of [c.model, c.year, c.salePrice]) await expectNoError(optional);
    // The red border is drawn, not only a class: it differs from a valid field's grey one.
    const shadow = (control: HTMLElement) => getComputedStyle(boxOf(control)).boxShadow;
    await expect(shadow(c.brand)).not.toBe(shadow(c.model));
    await expect(shadow(c.condition)).toBe(shadow(c.brand));
    await expect(shadow(c.description)).toBe(shadow(c.brand));
  },
};

/** Too short, a year out of range and a price that is not a number: the spec's length texts. */
export const ValidationLengths: Story = {
  args: { values: TOO_SHORT, errors: LENGTH_ERRORS },
  play: async ({ canvasElement }) => {
    const c = controls(canvasElement);
    await expect(Object.keys(LENGTH_ERRORS).sort()).toEqual(
      ['brand', 'description', 'location', 'name', 'salePrice', 'year'].sort(),
    );
    await expectFieldError(c.name, 'Bike name must be between 2 and 255 characters');
    await expectFieldError(c.brand, 'Brand must be between 2 and 100 characters');
    await expectFieldError(c.description, 'Description must be between 10 and 2000 characters');
    await expectFieldError(c.location, 'Location must be between 2 and 255 characters');
    await expectFieldError(c.year, 'Year must be between 1900 and 2027');
    await expectFieldError(
      c.salePrice,
      'Price must be a number from 0 to 1,000,000 with at most two decimals',
    );
    // The hint stays, after the message.
    await expect(c.salePrice).toHaveAccessibleDescription(
      'Price must be a number from 0 to 1,000,000 with at most two decimals Leave empty to trade only.',
    );
    await expectNoError(c.condition);
  },
};

/**
 * A condition the editor does not offer, as the AI review can suggest one ('Very Good') or an
 * older version stored it: shown and offered first, under its own label, not an empty box.
 * (Choosing another value instead is played in AttributesCard's StoredValueNotInList.)
 */
export const StoredConditionNotInList: Story = {
  args: { values: { ...FILLED.bike, condition: 'Very Good' } },
  play: async ({ canvasElement, args }) => {
    const c = controls(canvasElement);
    await expect(c.condition).toHaveTextContent('Very Good');
    await expectNoError(c.condition);
    await userEvent.click(c.condition);
    const listbox = within(await doc(canvasElement).findByRole('listbox'));
    await expect(listbox.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Very Good',
      'Like New',
      'Excellent',
      'Good',
      'Fair',
      'Needs Work',
    ]);
    await expect(listbox.getByRole('group', { name: 'Not in the list' })).toHaveTextContent(
      'Very Good',
    );
    await expect(listbox.getByRole('option', { name: 'Very Good' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    // Looking is not changing: the stored value stays, nothing is reported.
    await expect(c.condition).toHaveTextContent('Very Good');
    await expect(args.onFieldChange).not.toHaveBeenCalled();
  },
};

/** The longest values: the name scrolls in its field, the description at 2000 of 2000. */
export const LongText: Story = {
  args: { values: LONG },
  play: async ({ canvasElement }) => {
    const c = controls(canvasElement);
    await expect(checkListingForm(LONG, 'bike', STORY_NOW)).toEqual({});
    await expect(c.name).toHaveValue(LONG_NAME);
    await expect(c.description).toHaveAccessibleDescription('2000 / 2000 characters');
    // The card keeps its width; the text area scrolls.
    await expect(c.description.scrollHeight).toBeGreaterThan(c.description.clientHeight);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A listing the viewer may not edit: text is read-only, the condition menu disabled. */
export const ReadOnly: Story = {
  args: { values: FILLED.bike, readOnly: true },
  play: async ({ canvasElement, args }) => {
    const c = controls(canvasElement);
    for (const text of [c.name, c.brand, c.model, c.year, c.salePrice, c.location, c.description])
      await expect(text).toHaveAttribute('readonly');
    await expect(c.condition).toBeDisabled();
    await userEvent.type(c.brand, 'x');
    await expect(c.brand).toHaveValue('Trek');
    await expect(args.onFieldChange).not.toHaveBeenCalled();
  },
};

/** Phones: one field per row. */
export const Phone: Story = {
  globals: PHONE,
  parameters: PHONE_PAGE,
  args: { values: FILLED.bike },
  play: async ({ canvasElement }) => {
    const c = controls(canvasElement);
    const brand = c.brand.getBoundingClientRect();
    const model = c.model.getBoundingClientRect();
    await expect(model.top).toBeGreaterThan(brand.bottom);
  },
};

export const PhoneValidationRequired: Story = {
  globals: PHONE,
  parameters: PHONE_PAGE,
  args: { values: NOTHING, errors: REQUIRED_ERRORS },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Bike name is required')).toBeVisible(),
};

export const PhoneLongText: Story = {
  globals: PHONE,
  parameters: PHONE_PAGE,
  args: { values: LONG },
  play: async ({ canvasElement }) =>
    expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth),
};

export const Dark: Story = {
  globals: DARK,
  args: { values: FILLED.bike },
  play: async ({ canvasElement }) =>
    expect(controls(canvasElement).condition).toHaveTextContent('Excellent'),
};

export const DarkEmpty: Story = {
  globals: DARK,
  play: async ({ canvasElement }) =>
    expect(controls(canvasElement).condition).toHaveTextContent('Choose a condition'),
};

export const DarkValidationErrors: Story = {
  globals: DARK,
  args: { values: TOO_SHORT, errors: LENGTH_ERRORS },
  play: async ({ canvasElement }) =>
    expectFieldError(controls(canvasElement).brand, 'Brand must be between 2 and 100 characters'),
};
