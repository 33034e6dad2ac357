import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  IconButton,
  Link,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import {
  ArrowLeftIcon,
  Cross2Icon,
  ExclamationTriangleIcon,
  InfoCircledIcon,
  MagicWandIcon,
  Pencil1Icon,
} from '@radix-ui/react-icons';
import { ITEM_MESSAGES, photoTipsFor } from '@pedalswap/domain/item-messages';
import { itemStatusLabel, type ItemStatus, type ItemType } from '@pedalswap/domain/item-types';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLinkComponent } from '../../components/link/link.tsx';
import { itemStatusColor } from '../../components/item-card/item-display.ts';
import { AttributesCard } from './attributes-card.tsx';
import { AutosaveIndicator, type AutosaveIndicatorState } from './autosave-indicator.tsx';
import { DeleteListingDialog } from './delete-listing-dialog.tsx';
import { keptPhotos, type EditorPhoto } from './editor-photos.ts';
import { ItemDetailsCard, listingFieldId } from './item-details-card.tsx';
import {
  ListingActionsCard,
  type LifecycleEventName,
  type ListingAction,
} from './listing-actions-card.tsx';
import {
  checkListingForm,
  keptBackErrors,
  orderedErrors,
  type AttributeValue,
  type DetailField,
  type ListingFormErrors,
  type ListingFormValues,
} from './listing-form.ts';
import { PhotoUploader } from './photo-uploader.tsx';
import * as css from './listing-editor.css.ts';

export const EDITOR_MODES = ['new', 'edit'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];

export const EDITOR_TEXTS = {
  addDetails: 'Add More Details',
  analyze: 'Analyze with AI',
  analyzing: 'Preparing analysis...',
  fixErrors: 'Please fix the following before you continue:',
  rejectedTitle: 'Changes requested by a moderator',
  rejectedHint: 'Update the listing and submit it again.',
  notes: [
    'Your changes are saved automatically a couple of seconds after you stop typing.',
    'Listings by staff are published directly; other listings are reviewed by an admin before they appear in the public catalog.',
    'By listing an item you agree to connect with other PedalSwap members to arrange trades.',
  ],
} as const;

export interface ListingEditorProps {
  /** 'new': /list-item/bike; 'edit': /list-item/{type}/{id}. */
  mode: EditorMode;
  itemType: ItemType;
  /** The item's status (edit mode): the badge of the top card. */
  status?: ItemStatus | null;

  /** The form, controlled: the app keeps it (and feeds autosave with each change). */
  values: ListingFormValues;
  onChange: (values: ListingFormValues) => void;
  /** Field messages from the server (400 details), shown until that field is edited. */
  errors?: ListingFormErrors;
  /** Year rule's "next year" is read from this clock (stories pin it). */
  now?: Date;

  photos: readonly EditorPhoto[];
  onAddPhotos: (files: File[]) => void;
  onReorderPhotos: (ids: string[]) => void;
  onSetPrimaryPhoto: (id: string) => void;
  onRemovePhoto: (id: string) => void;
  /** Photos are uploading. */
  photosBusy?: boolean;
  /** 'Failed to upload photos. Please try again.', or the server's message. */
  photosError?: string | null;

  /** Shows 'Analyze with AI' (needs at least one photo). */
  onAnalyzeWithAI?: () => void;
  analyzing?: boolean;

  /** The autosave indicator (edit mode); the machines' `autosaveView(snapshot)` fits. */
  autosave?: AutosaveIndicatorState;
  /** 'Retry now' on an autosave failure. */
  onRetrySave?: () => void;

  /** Lifecycle events this member may send now (`availableItemActions`), minus DELETE when
   * the latest offer is accepted (spec 2 §6). */
  allowedActions?: readonly LifecycleEventName[];
  /** Save, submit, publish and unpublish run only once the form passes the listing rules. */
  onAction?: (action: ListingAction) => void;
  pendingAction?: ListingAction | null;

  /** A failed action or load ('Failed to update bike listing. Please try again.'). */
  error?: string | null;
  /** A failed delete ('Failed to delete bike'): said in the confirmation dialog too. */
  deleteError?: string | null;
  onDismissError?: () => void;
  /** Staff's reason for the last rejection or unapproval, shown until it is published. */
  rejectionReason?: string | null;
  /**
   * A published listing whose text or photo edits send it back to review (the lifecycle's
   * EDIT for this member): the editor says so above the form (issue 10 item 3).
   */
  editsNeedReview?: boolean;

  /** The item (or the stored draft check) is loading. */
  loading?: boolean;
  /** The item could not be opened ('Failed to load item data', not authorized): no form. */
  loadError?: string | null;

  /** Stories and the AI flow's return open the details form at once in new mode. */
  defaultDetailsOpen?: boolean;
  defaultDeleteOpen?: boolean;
}

/** The listing editor (spec 2 §2.2) for every item type, new and edit. */
export function ListingEditor(props: ListingEditorProps) {
  const { mode, itemType, loading, loadError } = props;
  const title =
    mode === 'new' ? ITEM_MESSAGES.titleNew(itemType) : ITEM_MESSAGES.titleEdit(itemType);
  const RouterLink = useLinkComponent();
  return (
    <div className={css.page}>
      <Flex direction="column" gap="3" align="start">
        <Button asChild variant="ghost" color="gray" highContrast>
          <RouterLink href="/profile">
            <ArrowLeftIcon aria-hidden /> Back to profile
          </RouterLink>
        </Button>
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            {title}
          </Heading>
          <Text color="gray">
            {mode === 'new'
              ? 'Start with photos, then add the details buyers look for.'
              : 'Edits save as you type. Submit when the listing is ready.'}
          </Text>
        </Flex>
      </Flex>
      {loadError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{loadError}</Callout.Text>
        </Callout.Root>
      ) : loading ? (
        <EditorSkeleton />
      ) : (
        <EditorBody {...props} />
      )}
    </div>
  );
}
ListingEditor.displayName = 'ListingEditor';

function EditorSkeleton() {
  return (
    <Flex direction="column" gap="5" role="status" aria-busy="true" aria-label="Loading listing">
      <Skeleton height="220px" />
      <Skeleton height="320px" />
    </Flex>
  );
}

function EditorBody({
  mode,
  itemType,
  status,
  values,
  onChange,
  errors,
  now,
  photos,
  onAddPhotos,
  onReorderPhotos,
  onSetPrimaryPhoto,
  onRemovePhoto,
  photosBusy,
  photosError,
  onAnalyzeWithAI,
  analyzing,
  autosave,
  onRetrySave,
  allowedActions = [],
  onAction,
  pendingAction,
  error,
  deleteError = null,
  onDismissError,
  rejectionReason,
  editsNeedReview = false,
  defaultDetailsOpen = false,
  defaultDeleteOpen = false,
}: ListingEditorProps) {
  const editing = mode === 'edit';
  const [detailsOpen, setDetailsOpen] = useState(defaultDetailsOpen);
  const [deleteOpen, setDeleteOpen] = useState(defaultDeleteOpen);
  const [shownErrors, setShownErrors] = useState<ListingFormErrors>(errors ?? {});
  const [summary, setSummary] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // New server messages replace the shown ones (during render, not in an effect).
  const [seenErrors, setSeenErrors] = useState(errors);
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    setShownErrors(errors ?? {});
  }

  // Typed input that breaks its rule (autosave keeps it back, issue 10 item 2): its field says
  // so once the member left it or paused typing, and at once for input the page opened with
  // (kept from before a reload).
  const ruleErrors = keptBackErrors(values, itemType, now);
  const [settled, setSettled] = useState<ReadonlySet<string>>(
    () => new Set(Object.keys(ruleErrors)),
  );
  const [typing, setTyping] = useState<string | null>(null);
  const settle = (key: string | null) => {
    if (key && !settled.has(key)) setSettled(new Set(settled).add(key));
  };
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => {
      setSettled((now) => (now.has(typing) ? now : new Set(now).add(typing)));
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typing, values]);
  const fieldErrors: ListingFormErrors = { ...shownErrors };
  for (const [key, message] of Object.entries(ruleErrors)) {
    const field = key as keyof ListingFormErrors;
    if (settled.has(key)) fieldErrors[field] ??= message;
  }
  // Blur (focusout bubbles): the field's key from its id (listing-year, listing-attr-gearing).
  const onFieldBlur = (event: FocusEvent<HTMLElement>) => {
    const id = event.target.id.replace(/^listing-/, '');
    settle(id.startsWith('attr-') ? `attributes.${id.slice('attr-'.length)}` : id || null);
  };

  const readOnly = editing && !allowedActions.includes('EDIT');
  const showDetails = editing || detailsOpen;
  const hasPhotos = keptPhotos(photos).length > 0;

  const clearError = (key: keyof ListingFormErrors) => {
    if (!shownErrors[key]) return;
    const next = { ...shownErrors };
    delete next[key];
    setShownErrors(next);
    if (Object.keys(next).length === 0) setSummary(false);
  };
  const changeField = (field: DetailField, value: string) => {
    clearError(field);
    setTyping(field);
    onChange({ ...values, [field]: value });
  };
  const changeAttribute = (key: string, value: AttributeValue) => {
    clearError(`attributes.${key}`);
    setTyping(`attributes.${key}`);
    onChange({ ...values, attributes: { ...values.attributes, [key]: value } });
  };

  const runAction = (action: ListingAction) => {
    if (action !== 'unpublish') {
      const problems = checkListingForm(values, itemType, now);
      if (Object.keys(problems).length > 0) {
        setShownErrors(problems);
        setSummary(true);
        // The list of failures takes the member to the top of the form (spec 2 §5.3).
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
    }
    onAction?.(action);
  };

  const photoCard = (
    <PhotoUploader
      photos={photos}
      onAddFiles={onAddPhotos}
      onReorder={onReorderPhotos}
      onSetPrimary={onSetPrimaryPhoto}
      onRemove={onRemovePhoto}
      tips={editing ? undefined : photoTipsFor(itemType)}
      busy={photosBusy || analyzing}
      error={photosError}
      readOnly={readOnly}
    >
      {(onAnalyzeWithAI || !showDetails) && (
        <Flex gap="3" wrap="wrap" align="center">
          {onAnalyzeWithAI && (
            <Button
              type="button"
              disabled={!hasPhotos || photosBusy || analyzing}
              loading={analyzing}
              onClick={onAnalyzeWithAI}
            >
              <MagicWandIcon aria-hidden />
              {analyzing ? EDITOR_TEXTS.analyzing : EDITOR_TEXTS.analyze}
            </Button>
          )}
          {!showDetails && (
            <Button type="button" variant="soft" onClick={() => setDetailsOpen(true)}>
              <Pencil1Icon aria-hidden /> {EDITOR_TEXTS.addDetails}
            </Button>
          )}
          {onAnalyzeWithAI && !hasPhotos && (
            <Text size="2" color="gray">
              {ITEM_MESSAGES.analyzeNeedsPhoto}
            </Text>
          )}
        </Flex>
      )}
    </PhotoUploader>
  );

  const errorSummary = summary && Object.keys(shownErrors).length > 0 && (
    <Callout.Root color="red" role="alert" ref={summaryRef} tabIndex={-1} className={css.summary}>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        <Callout.Text weight="medium">{EDITOR_TEXTS.fixErrors}</Callout.Text>
        <ul className={css.errorList}>
          {orderedErrors(shownErrors).map(([key, message]) => (
            <li key={key}>
              <Text size="2">
                <Link
                  color="red"
                  underline="always"
                  href={`#${listingFieldId(key.replace(/^attributes\./, 'attr-'))}`}
                >
                  {message}
                </Link>
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Callout.Root>
  );

  const banners = (
    <>
      {error && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Flex justify="between" align="start" gap="3" width="100%">
            <Callout.Text>{error}</Callout.Text>
            {onDismissError && (
              <IconButton
                size="1"
                variant="ghost"
                color="red"
                aria-label="Dismiss error"
                onClick={onDismissError}
              >
                <Cross2Icon />
              </IconButton>
            )}
          </Flex>
        </Callout.Root>
      )}
      {errorSummary}
      {editing && editsNeedReview && (
        <Callout.Root color="blue" role="note" highContrast>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{ITEM_MESSAGES.publishedEditNotice}</Callout.Text>
        </Callout.Root>
      )}
      {rejectionReason && (
        <Callout.Root color="orange" role="note" highContrast>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Flex direction="column" gap="1">
            <Callout.Text weight="bold">{EDITOR_TEXTS.rejectedTitle}</Callout.Text>
            <Callout.Text>{rejectionReason}</Callout.Text>
            <Callout.Text size="1" color="gray">
              {EDITOR_TEXTS.rejectedHint}
            </Callout.Text>
          </Flex>
        </Callout.Root>
      )}
    </>
  );

  const form = (
    <>
      {photoCard}
      {showDetails && (
        <>
          <ItemDetailsCard
            itemType={itemType}
            values={values}
            errors={fieldErrors}
            onFieldChange={changeField}
            readOnly={readOnly}
          />
          <AttributesCard
            itemType={itemType}
            attributes={values.attributes}
            errors={fieldErrors}
            onAttributeChange={changeAttribute}
            readOnly={readOnly}
          />
        </>
      )}
      <FooterNotes />
    </>
  );

  // One tree for both modes: when a new listing's draft is created the page turns into its edit
  // page, and the form keeps its place (and the field being typed in, its focus).
  return (
    <>
      {editing && banners}
      <div className={editing ? css.layout : css.single}>
        {/* The top card (spec 2 §2.2): first on a phone, beside the form on a wide screen. */}
        {editing && (
          <section className={css.statusArea} aria-label="Listing status">
            <Card size="3">
              <Flex direction="column" gap="3">
                <Flex justify="between" align="center" gap="3">
                  <Text size="2" weight="medium">
                    Status
                  </Text>
                  <Badge size="2" color={itemStatusColor(status)} variant="surface">
                    {itemStatusLabel(status)}
                  </Badge>
                </Flex>
                {autosave && <AutosaveIndicator state={autosave} onRetry={onRetrySave} />}
              </Flex>
            </Card>
          </section>
        )}
        <div
          className={editing ? `${css.column} ${css.formArea}` : css.column}
          onBlur={onFieldBlur}
        >
          {!editing && banners}
          {form}
        </div>
        {editing && (
          <aside className={css.actionsArea} aria-label="Listing actions">
            <ListingActionsCard
              status={status}
              allowedActions={allowedActions}
              pendingAction={pendingAction}
              onAction={runAction}
              onDeleteRequest={() => setDeleteOpen(true)}
            />
          </aside>
        )}
      </div>
      {editing && (
        <DeleteListingDialog
          open={deleteOpen}
          onOpenChange={setDeleteOpen}
          itemType={itemType}
          itemName={values.name}
          deleting={pendingAction === 'delete'}
          error={deleteError}
          onConfirm={() => onAction?.('delete')}
        />
      )}
    </>
  );
}

/** A field's rule message shows after this pause in typing: autosave's delay (spec 2 §9). */
const PAUSE_MS = 2000;

function FooterNotes() {
  return (
    <ul className={css.notes} aria-label="About listing">
      {EDITOR_TEXTS.notes.map((note) => (
        <li key={note}>
          <Text size="2">{note}</Text>
        </li>
      ))}
    </ul>
  );
}
