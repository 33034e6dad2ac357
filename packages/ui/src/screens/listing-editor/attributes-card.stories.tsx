import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE, padWhenFullscreen } from '../../stories/with-shell.tsx';
import { AttributesCard, type AttributesCardProps } from './attributes-card.tsx';
import { FILLED, STORY_NOW } from './fixtures.ts';
import * as css from './listing-editor.css.ts';
import { checkListingForm, type ListingFormValues } from './listing-form.ts';

/** The card with its attributes kept in state, as the editor keeps them. */
function StatefulCard(args: AttributesCardProps) {
  const [attributes, setAttributes] = useState(args.attributes);
  return (
    <div style={{ width: 'min(48rem, 100%)' }}>
      <AttributesCard
        {...args}
        attributes={attributes}
        onAttributeChange={(key, value) => {
          setAttributes((current) => ({ ...current, [key]: value }));
          args.onAttributeChange(key, value);
        }}
      />
    </div>
  );
}

/** Attributes the domain's listing rules refuse, with the messages they refuse them with. */
const BIKE_WRONG: ListingFormValues = {
  ...FILLED.bike,
  attributes: {
    ...FILLED.bike.attributes,
    frame_size: 'Medium-large: between the 54 and the 56 cm sizes of this frame',
    gearing:
      '1x10 Shimano Deore with an 11-46 cassette, a 32 tooth narrow-wide chainring, a new KMC chain and a spare derailleur hanger',
  },
};
const BIKE_ERRORS = checkListingForm(BIKE_WRONG, 'bike', STORY_NOW);

const LONG_FEATURE =
  'Hood fits over a helmet, with a drawcord at the back and a stiffened peak that keeps the rain off glasses';
const GEAR_WRONG: ListingFormValues = {
  ...FILLED.gear,
  attributes: {
    ...FILLED.gear.attributes,
    material:
      'Three-layer waterproof and breathable shell with a brushed tricot lining, taped seams and a DWR finish on the outside',
    features: ['Reflective trim', LONG_FEATURE, 'Pit zips'],
    // As an AI suggestion can come: a value that is not one of the options.
    season: 'Monsoon',
  },
};
const GEAR_ERRORS = checkListingForm(GEAR_WRONG, 'gear', STORY_NOW);

const TEN_FEATURES = [
  'Reflective trim',
  'Pit zips',
  'Hood fits over a helmet',
  'Drop tail',
  'Two hand pockets',
  'Chest pocket',
  'Adjustable cuffs',
  'Packs into its pocket',
  'Taped seams',
  'Rear vent',
];

const meta = {
  title: 'Screens/Listing/AttributesCard',
  component: AttributesCard,
  render: (args) => <StatefulCard {...args} />,
  decorators: [padWhenFullscreen],
  args: {
    itemType: 'bike',
    attributes: {},
    errors: {},
    onAttributeChange: fn(),
  },
} satisfies Meta<typeof AttributesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Phones are taken as a page, whole: the card is taller than the phone's screen, and only a page
 * screenshot grows past it. The padding is the one the canvas has.
 */
const PHONE_PAGE = { layout: 'fullscreen' } as const;

const doc = (el: HTMLElement) => within(el.ownerDocument.body);

async function choose(el: HTMLElement, label: string, option: string) {
  await userEvent.click(within(el).getByRole('combobox', { name: label }));
  await userEvent.click(await doc(el).findByRole('option', { name: option }));
}

/** The options a select offers, 'Not specified' first; the list is closed again after. */
async function optionsOf(el: HTMLElement, label: string) {
  await userEvent.click(within(el).getByRole('combobox', { name: label }));
  const listbox = await doc(el).findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
}

/** What is drawn for a control: a text field's root, or the select trigger itself. */
const boxOf = (control: HTMLElement) =>
  control.closest<HTMLElement>('.rt-TextFieldRoot, .rt-TextAreaRoot') ?? control;

/** An invalid control looks it: the red border of css.invalid and a red focus ring. */
async function expectErrorLook(control: HTMLElement) {
  await expect(boxOf(control)).toHaveClass(css.invalid);
  await expect(boxOf(control)).toHaveAttribute('data-accent-color', 'red');
}

async function expectNoErrorLook(control: HTMLElement) {
  await expect(control).not.toHaveAttribute('aria-invalid');
  await expect(boxOf(control)).not.toHaveClass(css.invalid);
  await expect(boxOf(control)).not.toHaveAttribute('data-accent-color');
}

/** The message is shown under the field and is the field's (invalid) description. */
async function expectFieldError(control: HTMLElement, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expectErrorLook(control);
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  const shown = control.ownerDocument.getElementById(`${control.id}-error`);
  await expect(shown).toHaveTextContent(message);
  await expect(shown).toBeVisible();
}

// ── one story per item type (spec 2 §3.3, §3.4): a new listing, nothing given yet ──────────

export const Bike: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Bike Attributes' })).toBeVisible();
    await expect(card.getAllByRole('combobox')).toHaveLength(5);
    await expect(card.getAllByRole('textbox')).toHaveLength(3);
    await expect(card.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Not specified',
    );
    await expect(await optionsOf(canvasElement, 'Wheel size')).toEqual([
      'Not specified',
      '20"',
      '24"',
      '26"',
      '27.5"',
      '29"',
      '700c',
      '650b',
      'Other',
    ]);
    await expect(await optionsOf(canvasElement, 'Category')).toHaveLength(16);
    await choose(canvasElement, 'Category', 'Gravel Bike');
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('category', 'Gravel Bike');
    await expect(card.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Gravel Bike');
    // 'Not specified' takes a choice back.
    await choose(canvasElement, 'Category', 'Not specified');
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('category', '');
    await userEvent.type(card.getByRole('textbox', { name: 'Frame size' }), '56 cm');
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('frame_size', '56 cm');
  },
};

export const Part: Story = {
  args: { itemType: 'part' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Part Attributes' })).toBeVisible();
    await expect(await optionsOf(canvasElement, 'Part category')).toEqual([
      'Not specified',
      'Drivetrain',
      'Brakes',
      'Wheels',
      'Suspension',
      'Cockpit',
      'Frame',
      'Accessories',
      'Tools',
    ]);
    for (const name of ['Compatibility', 'Weight', 'Material', 'Thread size']) {
      await expect(card.getByRole('textbox', { name })).toHaveValue('');
    }
    await choose(canvasElement, 'Part category', 'Brakes');
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('part_category', 'Brakes');
  },
};

export const Accessory: Story = {
  args: { itemType: 'accessory' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Accessory Attributes' })).toBeVisible();
    await expect(await optionsOf(canvasElement, 'Attachment type')).toHaveLength(8);
    const waterproof = card.getByRole('switch', { name: 'Waterproof' });
    await expect(waterproof).not.toBeChecked();
    await expect(waterproof).toHaveAccessibleDescription(
      'Keeps its contents dry in Pacific Northwest rain.',
    );
    await userEvent.click(waterproof);
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('waterproof', true);
    await expect(waterproof).toBeChecked();
    await expect(card.getByText('Yes')).toBeVisible();
  },
};

/** Gear: features start empty; each 'Add feature' adds a line to type in. */
export const Gear: Story = {
  args: { itemType: 'gear' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Gear Attributes' })).toBeVisible();
    await expect(await optionsOf(canvasElement, 'Size')).toEqual([
      'Not specified',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'One Size',
    ]);
    await expect(card.getByText('0 of 10 features')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Add feature' }));
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('features', ['']);
    // The new line takes the label (and the hint) over from the add button, and the focus: the
    // member types at once.
    const first = card.getByRole('textbox', { name: 'Features' });
    await expect(first).toHaveAccessibleDescription('1 of 10 features');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('Pit zips');
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('features', ['Pit zips']);
    await expect(card.getByText('1 of 10 features')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove feature 1' })).toBeVisible();
  },
};

// ── filled: every attribute given ────────────────────────────────────────────────────────────

export const BikeFilled: Story = {
  args: { attributes: FILLED.bike.attributes },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Mountain Bike',
    );
    await expect(card.getByRole('combobox', { name: 'Wheel size' })).toHaveTextContent('29"');
    await expect(card.getByRole('combobox', { name: 'Brake type' })).toHaveTextContent('Hydraulic');
    await expect(card.getByRole('textbox', { name: 'Gearing' })).toHaveValue('1x10 Shimano Deore');
    for (const control of [...card.getAllByRole('textbox'), ...card.getAllByRole('combobox')])
      await expect(control).not.toHaveAttribute('aria-invalid');
    await expect(args.onAttributeChange).not.toHaveBeenCalled();
  },
};

export const PartFilled: Story = {
  args: { itemType: 'part', attributes: FILLED.part.attributes },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('combobox', { name: 'Part category' })).toHaveTextContent(
      'Drivetrain',
    );
    await expect(card.getByRole('textbox', { name: 'Weight' })).toHaveValue('262 g');
    // An attribute left empty keeps its example.
    await expect(card.getByRole('textbox', { name: 'Thread size' })).toHaveAttribute(
      'placeholder',
      'e.g. BSA 68 mm',
    );
  },
};

export const AccessoryFilled: Story = {
  args: { itemType: 'accessory', attributes: FILLED.accessory.attributes },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('combobox', { name: 'Attachment type' })).toHaveTextContent(
      'Clip-on',
    );
    await expect(card.getByRole('switch', { name: 'Waterproof' })).toBeChecked();
    await expect(card.getByRole('textbox', { name: 'Capacity' })).toHaveValue('40 L');
  },
};

export const GearFilled: Story = {
  args: { itemType: 'gear', attributes: FILLED.gear.attributes },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('combobox', { name: 'Gender' })).toHaveTextContent("Women's");
    await expect(card.getByRole('textbox', { name: 'Features' })).toHaveValue('Reflective trim');
    await expect(card.getByRole('textbox', { name: 'Features 3' })).toHaveValue(
      'Hood fits over a helmet',
    );
    await expect(card.getByText('3 of 10 features')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Remove feature 2' }));
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('features', [
      'Reflective trim',
      'Hood fits over a helmet',
    ]);
    await expect(card.getByText('2 of 10 features')).toBeVisible();
    // Focus goes to the line before the removed one.
    await expect(card.getByRole('textbox', { name: 'Features' })).toHaveFocus();
  },
};

/** Focus after a remove: the new first line when the first goes, the add button when all go. */
export const GearFeatureFocus: Story = {
  args: {
    itemType: 'gear',
    attributes: { ...FILLED.gear.attributes, features: ['Reflective trim', 'Pit zips'] },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Remove feature 1' }));
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('features', ['Pit zips']);
    const first = card.getByRole('textbox', { name: 'Features' });
    await expect(first).toHaveValue('Pit zips');
    await expect(first).toHaveFocus();
    await userEvent.click(card.getByRole('button', { name: 'Remove feature 1' }));
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('features', []);
    await expect(card.queryByRole('textbox', { name: 'Features' })).toBeNull();
    await expect(card.getByRole('button', { name: 'Add feature' })).toHaveFocus();
    // From the keyboard alone: Enter on the add button, then type.
    await userEvent.keyboard('{Enter}');
    await expect(card.getByRole('textbox', { name: 'Features' })).toHaveFocus();
    await userEvent.keyboard('Drop tail');
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('features', ['Drop tail']);
  },
};

/** Ten features, the limit: the add button is gone until one is removed (spec 2 §3.3). */
export const GearFeaturesAtLimit: Story = {
  args: {
    itemType: 'gear',
    attributes: { ...FILLED.gear.attributes, features: TEN_FEATURES },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('10 of 10 features')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Add feature' })).toBeNull();
    await expect(card.getAllByRole('button', { name: /^Remove feature/ })).toHaveLength(10);
    await userEvent.click(card.getByRole('button', { name: 'Remove feature 10' }));
    await expect(card.getByRole('textbox', { name: 'Features 9' })).toHaveFocus();
    await expect(card.getByRole('button', { name: 'Add feature' })).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Add feature' }));
    // The button goes with the tenth line; the focus is on that line, not lost with it.
    await expect(card.queryByRole('button', { name: 'Add feature' })).toBeNull();
    await expect(card.getByRole('textbox', { name: 'Features 10' })).toHaveFocus();
  },
};

// ── validation (messages from the domain's listing rules, keyed attributes.<key>) ────────────

export const ValidationErrors: Story = {
  args: { attributes: BIKE_WRONG.attributes, errors: BIKE_ERRORS },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(BIKE_ERRORS).toEqual({
      'attributes.frame_size': 'Frame size must not exceed 50 characters',
      'attributes.gearing': 'Gearing must not exceed 100 characters',
    });
    await expectFieldError(
      card.getByRole('textbox', { name: 'Frame size' }),
      'Frame size must not exceed 50 characters',
    );
    await expectFieldError(
      card.getByRole('textbox', { name: 'Gearing' }),
      'Gearing must not exceed 100 characters',
    );
    await expectNoErrorLook(card.getByRole('textbox', { name: 'Size info' }));
    await expectNoErrorLook(card.getByRole('combobox', { name: 'Category' }));
    // The red border is drawn, not only a class: it differs from a valid field's grey one.
    const shadow = (name: string) =>
      getComputedStyle(boxOf(card.getByRole('textbox', { name }))).boxShadow;
    await expect(shadow('Gearing')).not.toBe(shadow('Size info'));
  },
};

/** A select's message (a value the AI suggested that is not in the list) and a feature's. */
export const GearValidationErrors: Story = {
  args: {
    itemType: 'gear',
    attributes: GEAR_WRONG.attributes,
    errors: GEAR_ERRORS,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(GEAR_ERRORS).toEqual({
      'attributes.season': 'Please choose a season from the list',
      'attributes.material': 'Material must not exceed 100 characters',
      'attributes.features': 'A feature must not exceed 100 characters',
    });
    await expectFieldError(
      card.getByRole('textbox', { name: 'Material' }),
      'Material must not exceed 100 characters',
    );
    // The list has one message, read with its first line (with the count); the line that is
    // too long is the one marked invalid.
    const features = card.getByRole('textbox', { name: 'Features' });
    await expect(features).toHaveAccessibleDescription(
      'A feature must not exceed 100 characters 3 of 10 features',
    );
    await expectNoErrorLook(features);
    const long = card.getByRole('textbox', { name: 'Features 2' });
    await expect(long).toHaveValue(LONG_FEATURE);
    await expect(long).toHaveAttribute('aria-invalid', 'true');
    await expect(long).toHaveAccessibleDescription('A feature must not exceed 100 characters');
    await expectErrorLook(long);
    await expectNoErrorLook(card.getByRole('textbox', { name: 'Features 3' }));
    // The suggested season is shown (not an empty box), marked, and can be changed.
    const season = card.getByRole('combobox', { name: 'Season' });
    await expectFieldError(season, 'Please choose a season from the list');
    await expect(season).toHaveTextContent('Monsoon');
  },
};

/**
 * A stored value that is not one of the options (an AI suggestion, or what an older version
 * stored), before any check: the select shows it, offers it first, and the member can change it.
 */
export const StoredValueNotInList: Story = {
  args: {
    attributes: { ...FILLED.bike.attributes, category: 'Cargo Bike', wheel_size: '26 x 4.8"' },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const category = card.getByRole('combobox', { name: 'Category' });
    await expect(category).toHaveTextContent('Cargo Bike');
    await expect(card.getByRole('combobox', { name: 'Wheel size' })).toHaveTextContent('26 x 4.8"');
    await expect(await optionsOf(canvasElement, 'Wheel size')).toEqual([
      'Not specified',
      '26 x 4.8"',
      '20"',
      '24"',
      '26"',
      '27.5"',
      '29"',
      '700c',
      '650b',
      'Other',
    ]);
    await userEvent.click(category);
    const listbox = within(await doc(canvasElement).findByRole('listbox'));
    await expect(listbox.getByRole('group', { name: 'Not in the list' })).toHaveTextContent(
      'Cargo Bike',
    );
    await expect(listbox.getByRole('option', { name: 'Cargo Bike' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(listbox.getByRole('option', { name: 'Mountain Bike' }));
    await expect(args.onAttributeChange).toHaveBeenLastCalledWith('category', 'Mountain Bike');
    await expect(category).toHaveTextContent('Mountain Bike');
    // Once another value is chosen, the list is the plain one again.
    await expect(await optionsOf(canvasElement, 'Category')).toHaveLength(16);
    await expect(card.getByRole('combobox', { name: 'Wheel size' })).toHaveTextContent('26 x 4.8"');
  },
};

// ── read-only: a listing the viewer may not edit ─────────────────────────────────────────────

export const ReadOnly: Story = {
  args: { attributes: FILLED.bike.attributes, readOnly: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    for (const combobox of card.getAllByRole('combobox')) await expect(combobox).toBeDisabled();
    const gearing = card.getByRole('textbox', { name: 'Gearing' });
    await expect(gearing).toHaveAttribute('readonly');
    await userEvent.type(gearing, ' plus');
    await expect(gearing).toHaveValue('1x10 Shimano Deore');
    await expect(args.onAttributeChange).not.toHaveBeenCalled();
  },
};

export const ReadOnlyAccessory: Story = {
  args: { itemType: 'accessory', attributes: FILLED.accessory.attributes, readOnly: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('switch', { name: 'Waterproof' })).toBeDisabled();
    await expect(card.getByRole('combobox', { name: 'Attachment type' })).toBeDisabled();
    await expect(card.getByRole('textbox', { name: 'Color' })).toHaveAttribute('readonly');
    await expect(args.onAttributeChange).not.toHaveBeenCalled();
  },
};

/** Read-only features: no add or remove buttons. */
export const ReadOnlyGear: Story = {
  args: { itemType: 'gear', attributes: FILLED.gear.attributes, readOnly: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole('button')).toBeNull();
    await expect(card.getByRole('textbox', { name: 'Features 2' })).toHaveAttribute('readonly');
  },
};

// ── phone and dark ───────────────────────────────────────────────────────────────────────────

/** Phones: one field per row. */
export const Phone: Story = {
  globals: PHONE,
  parameters: PHONE_PAGE,
  args: { attributes: FILLED.bike.attributes },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const category = card.getByRole('combobox', { name: 'Category' }).getBoundingClientRect();
    const frame = card.getByRole('textbox', { name: 'Frame size' }).getBoundingClientRect();
    await expect(frame.top).toBeGreaterThan(category.bottom);
  },
};

export const PhoneGear: Story = {
  globals: PHONE,
  parameters: PHONE_PAGE,
  args: { itemType: 'gear', attributes: FILLED.gear.attributes },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Add feature' })).toBeVisible(),
};

export const PhoneValidationErrors: Story = {
  globals: PHONE,
  parameters: PHONE_PAGE,
  args: { attributes: BIKE_WRONG.attributes, errors: BIKE_ERRORS },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Gearing must not exceed 100 characters')).toBeVisible(),
};

export const Dark: Story = {
  globals: DARK,
  args: { itemType: 'accessory', attributes: FILLED.accessory.attributes },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('switch', { name: 'Waterproof' })).toBeChecked(),
};

export const DarkValidationErrors: Story = {
  globals: DARK,
  args: {
    itemType: 'gear',
    attributes: GEAR_WRONG.attributes,
    errors: GEAR_ERRORS,
  },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByText('A feature must not exceed 100 characters'),
    ).toBeVisible(),
};

export const DarkReadOnly: Story = {
  globals: DARK,
  args: { attributes: FILLED.bike.attributes, readOnly: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toBeDisabled(),
};
