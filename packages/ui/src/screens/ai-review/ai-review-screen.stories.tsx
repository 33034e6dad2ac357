import { Box } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  editReviewDraft,
  reviewCompletion,
  reviewDraftFrom,
  reviewFieldChecks,
  reviewIssues,
  type AiResultShape,
  type AiReviewDraft,
} from '@pedalswap/domain/ai';
import type { FieldIssue } from '@pedalswap/domain/shared';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { AiReviewScreen, type AiReviewScreenProps } from './ai-review-screen.tsx';
import {
  AI_PHOTOS,
  HIGH_CONFIDENCE,
  LOW_CONFIDENCE,
  MANUAL_ENTRY,
  PROFILE,
  STORY_NOW,
} from './fixtures.ts';

/** The props the flow machine gives for a result: its draft, checks and completion. */
function reviewOf(result: AiResultShape, edits: Record<string, string> = {}) {
  let draft = reviewDraftFrom(result, PROFILE);
  for (const [field, value] of Object.entries(edits)) draft = editReviewDraft(draft, field, value);
  return {
    result,
    draft,
    fieldChecks: reviewFieldChecks(draft, STORY_NOW),
    completion: reviewCompletion(draft),
    notices: result.notices ?? [],
  };
}

/**
 * The screen with the draft and issues kept here as the ai-flow machine keeps them: EDIT
 * changes a field and clears its issue, SAVE checks §5.3 and either lists the failures or
 * passes the save on.
 */
function StatefulReview(args: AiReviewScreenProps) {
  const [draft, setDraft] = useState<AiReviewDraft>(args.draft);
  const [issues, setIssues] = useState<readonly FieldIssue[]>(args.issues);
  return (
    <Box p={{ initial: '3', sm: '5' }} maxWidth="1200px" mx="auto">
      <AiReviewScreen
        {...args}
        draft={draft}
        issues={issues}
        fieldChecks={reviewFieldChecks(draft, STORY_NOW)}
        completion={reviewCompletion(draft)}
        onEdit={(field, value) => {
          setDraft((d) => editReviewDraft(d, field, value));
          setIssues((list) => list.filter((i) => i.path !== field));
          args.onEdit(field, value);
        }}
        onSave={(save) => {
          const found = reviewIssues(draft, STORY_NOW);
          setIssues(found);
          if (found.length === 0) args.onSave(save);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Screens/AI Listing/AiReviewScreen',
  component: AiReviewScreen,
  // Taken as a page: the debug dialog and the selects live in portals outside the canvas.
  parameters: { layout: 'fullscreen' },
  render: (args) => <StatefulReview {...args} />,
  args: {
    photos: AI_PHOTOS,
    ...reviewOf(HIGH_CONFIDENCE),
    issues: [],
    saving: false,
    submit: false,
    saveError: null,
    onEdit: fn(),
    onSave: fn(),
    onImprovePhotos: fn(),
    onEditInEditor: fn(),
  },
} satisfies Meta<typeof AiReviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The AI filled in everything: 100 % complete, green confidences, the model and its cost. */
export const HighConfidence: Story = {
  play: async ({ args }) => {
    const p = page();
    await expect(
      await p.findByRole('heading', { name: 'Trek Marlin 7 (2022) trail hardtail, size L' }),
    ).toBeVisible();
    await expect(p.getByRole('group', { name: /^Photos of Trek Marlin 7/ })).toBeVisible();
    const results = within(p.getByRole('region', { name: 'AI results' }));
    await expect(results.getByText('100%')).toBeVisible();
    await expect(results.getByRole('progressbar', { name: 'Listing completion' })).toBeVisible();
    await expect(results.getByText('claude-sonnet-4-5')).toBeVisible();
    await expect(results.getByText('$0.04')).toBeVisible();
    await expect(results.queryByText('Needs your attention')).toBeNull();
    await expect(p.queryByRole('alert')).toBeNull();
    await expect(p.queryByRole('region', { name: 'AI suggestions' })).toBeNull();
    await expect(p.queryByRole('region', { name: 'Listing details' })).toBeNull();
    await userEvent.click(p.getByRole('button', { name: 'Submit for Review' }));
    await expect(args.onSave).toHaveBeenCalledWith({ submit: true });
    await userEvent.click(p.getByRole('button', { name: 'Save as Draft' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({ submit: false });
    await userEvent.click(p.getByRole('button', { name: 'Edit in full editor' }));
    await expect(args.onEditInEditor).toHaveBeenCalledOnce();
  },
};

/** The AI was skipped after two failures (§8.3): the notices, an empty draft, manual entry. */
export const ManualEntry: Story = {
  args: { ...reviewOf(MANUAL_ENTRY) },
  play: async () => {
    const p = page();
    const status = await p.findByRole('status');
    await expect(status).toHaveTextContent('AI analysis failed - trying alternative model...');
    await expect(status).toHaveTextContent('AI analysis failed. Proceeding to manual entry.');
    const results = within(p.getByRole('region', { name: 'AI results' }));
    await expect(results.getByText('None (manual entry)')).toBeVisible();
    await expect(results.getByText('$0.00')).toBeVisible();
    await expect(
      results.getByText('The AI did not fill in any fields: enter the details yourself.'),
    ).toBeVisible();
    await expect(results.getByText('Bike name is required - please provide a value')).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Untitled bike' })).toBeVisible();
  },
};

/** Low confidences: §5.3's warnings with their percentages, the year rule, the suggestions. */
export const LowConfidenceWarnings: Story = {
  args: { ...reviewOf(LOW_CONFIDENCE) },
  play: async ({ args }) => {
    const p = page();
    const results = within(await p.findByRole('region', { name: 'AI results' }));
    await expect(results.getByText('Model: low AI confidence (45%) - please check')).toBeVisible();
    await expect(results.getByText('Brand: low AI confidence (55%) - please check')).toBeVisible();
    await expect(results.getByText('Description is recommended')).toBeVisible();
    await expect(results.getByText('Year must be between 1900 and 2027')).toBeVisible();
    await expect(results.getByText('claude-haiku-4-5')).toBeVisible();
    await expect(p.getByRole('status')).toHaveTextContent(
      'The AI service timed out - trying alternative model...',
    );
    const suggestions = within(p.getByRole('region', { name: 'AI suggestions' }));
    await expect(
      suggestions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent),
    ).toEqual(['Model', 'Frame size']);
    await userEvent.click(suggestions.getByRole('button', { name: 'Improve photos' }));
    await expect(args.onImprovePhotos).toHaveBeenCalledOnce();
  },
};

/** A refused save (§5.3): the red alert lists the failures and takes focus, the form opens
 * with each error by its field, and an edit clears that field's error. */
export const ValidationFailures: Story = {
  args: { ...reviewOf(LOW_CONFIDENCE, { brand: '', description: 'Fast' }) },
  play: async ({ args }) => {
    const p = page();
    const submit = await p.findByRole('button', { name: 'Submit for Review' });
    // Pressed from the bottom of the page: the page goes back to the top, where the alert is.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(submit);
    await waitFor(() => expect(window.scrollY).toBe(0));
    const alert = await p.findByRole('alert');
    await expect(alert).toHaveTextContent('Please fix the following before saving:');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Bike name is required',
      'Brand is required',
      'Description must be between 10 and 2000 characters',
      'Year must be between 1900 and 2027',
    ]);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    const brand = p.getByRole('textbox', { name: 'Brand' });
    await expect(brand).toHaveAttribute('aria-invalid', 'true');
    await expect(brand).toHaveAccessibleDescription(/Brand is required/);
    await userEvent.type(brand, 'Trek');
    await expect(brand).not.toHaveAttribute('aria-invalid');
    await expect(within(alert).queryByText('Brand is required')).toBeNull();
    await expect(args.onEdit).toHaveBeenLastCalledWith('brand', 'Trek');
  },
};

/** 'Edit Listing' open: every §3.6 field with its confidence; an edited field is marked. */
export const EditFormOpen: Story = {
  args: { ...reviewOf(HIGH_CONFIDENCE, { color: 'Gloss red' }), defaultEditing: true },
  play: async ({ args }) => {
    const p = page();
    const form = within(await p.findByRole('region', { name: 'Listing details' }));
    const toggle = p.getByRole('button', { name: 'Edit Listing' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('textbox', { name: 'Color' })).toHaveValue('Gloss red');
    await expect(form.getByRole('textbox', { name: 'Color' })).toHaveAccessibleDescription(
      /86%.*Edited by you/,
    );
    await expect(form.getByRole('textbox', { name: 'Brand' })).toHaveAccessibleDescription(
      'AI confidence 95%',
    );
    await expect(form.getByRole('textbox', { name: 'Frame size' })).toHaveValue('L (19.5")');
    await expect(form.getByRole('textbox', { name: 'Components' })).toHaveValue(
      'Fork: RockShox Judy Silver TK\nDrivetrain: Shimano Deore 1x10\nBrakes: Shimano MT200',
    );
    await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('Portland, OR');
    await userEvent.clear(form.getByRole('textbox', { name: 'Model' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Model' }), 'Marlin 8');
    await expect(args.onEdit).toHaveBeenLastCalledWith('model', 'Marlin 8');
    await expect(p.getByRole('heading', { level: 3, name: /Trek Marlin 7/ })).toBeVisible();
    await expect(p.getByText('Trek · Marlin 8 · 2022')).toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(p.queryByRole('region', { name: 'Listing details' })).toBeNull());
    await userEvent.click(toggle);
    await expect(await p.findByRole('region', { name: 'Listing details' })).toBeVisible();
  },
};

/** 'Debug AI Response': the raw answer in a scrollable block of a titled dialog. */
export const DebugDialogOpen: Story = {
  play: async () => {
    const p = page();
    await userEvent.click(await p.findByRole('button', { name: 'Debug AI Response' }));
    const dialog = within(await p.findByRole('dialog', { name: 'Debug AI Response' }));
    const json = dialog.getByRole('region', { name: 'AI response JSON' });
    await expect(json).toHaveTextContent('"analysisId": "an_7f3c21"');
    await expect(json).toHaveTextContent('"modelUsed": "claude-sonnet-4-5"');
    await expect(json).toHaveAttribute('tabindex', '0');
  },
};

/** Submit for Review is running: both buttons disabled, the pressed one says 'Saving...'. */
export const Saving: Story = {
  args: { saving: true, submit: true, defaultEditing: true },
  play: async () => {
    const p = page();
    await expect(await p.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(p.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    await expect(p.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
    await expect(p.getByRole('button', { name: 'Edit in full editor' })).toBeDisabled();
    await expect(p.getByRole('textbox', { name: 'Brand' })).toHaveAttribute('readonly');
  },
};

/** Save as Draft is running. */
export const SavingDraft: Story = {
  args: { saving: true, submit: false },
  play: async () => {
    const p = page();
    await expect(await p.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(p.getByRole('button', { name: 'Submit for Review' })).toBeDisabled();
  },
};

/** The save failed: its message stays with the buttons, and nothing typed is lost. */
export const SaveFailed: Story = {
  args: {
    ...reviewOf(HIGH_CONFIDENCE, { description: 'Ridden twice, stored indoors since.' }),
    saveError: 'Failed to create bike: Invalid response from server',
    defaultEditing: true,
  },
  play: async () => {
    const p = page();
    await expect(await p.findByRole('alert')).toHaveTextContent(
      'Failed to create bike: Invalid response from server',
    );
    await expect(p.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Ridden twice, stored indoors since.',
    );
    await expect(p.getByRole('button', { name: 'Submit for Review' })).toBeEnabled();
  },
};

/**
 * Staff publish directly (spec 2 §4.1): their button is the editor's 'Publish to Catalog'; the
 * overall confidence agrees with the fields (issue 24 item 3); 'Edit Listing' brings the form
 * into view.
 */
export const StaffPublish: Story = {
  args: { publishesDirectly: true },
  play: async ({ args }) => {
    const p = page();
    await expect(p.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
    const results = within(await p.findByRole('region', { name: 'AI results' }));
    await expect(results.queryByText('UNKNOWN')).toBeNull();
    await userEvent.click(p.getByRole('button', { name: /Edit Listing/ }));
    const form = await p.findByRole('region', { name: 'Listing details' });
    await waitFor(() => expect(form.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    await userEvent.click(p.getByRole('button', { name: 'Publish to Catalog' }));
    await expect(args.onSave).toHaveBeenCalledWith({ submit: true });
    // The screenshot is of the whole page, from its top.
    window.scrollTo(0, 0);
  },
};
export const PhoneStaffPublish: Story = {
  ...StaffPublish,
  globals: PHONE,
  play: async () => {
    const p = page();
    await userEvent.click(await p.findByRole('button', { name: /Edit Listing/ }));
    const form = await p.findByRole('region', { name: 'Listing details' });
    // On a phone the form opens below the preview: it is scrolled to.
    await waitFor(() => expect(form.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    window.scrollTo(0, 0);
  },
};

export const Phone: Story = {
  globals: PHONE,
  args: { ...reviewOf(LOW_CONFIDENCE) },
  play: async () => {
    const p = page();
    await expect(await p.findByRole('button', { name: 'Submit for Review' })).toBeVisible();
    await expect(p.getByRole('button', { name: 'Edit Listing' })).toBeVisible();
  },
};

export const PhoneEditing: Story = {
  globals: PHONE,
  args: { ...reviewOf(LOW_CONFIDENCE), defaultEditing: true },
  play: async () => {
    const p = page();
    await expect(await p.findByRole('region', { name: 'Listing details' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: DARK,
  args: { ...reviewOf(LOW_CONFIDENCE), defaultEditing: true },
  play: async () => {
    await expect(await page().findByRole('region', { name: 'AI results' })).toBeVisible();
  },
};
