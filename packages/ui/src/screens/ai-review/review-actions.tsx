import { Button, Callout, Card, Flex } from '@radix-ui/themes';
import { CrossCircledIcon, Pencil2Icon } from '@radix-ui/react-icons';

export interface ReviewActionsProps {
  saving: boolean;
  /** Which save runs: Submit for Review (true) or Save as Draft. */
  submit: boolean;
  /** The last save's failure, kept with the form until the next save. */
  saveError: string | null;
  onSave: (save: { submit: boolean }) => void;
  onEditInEditor: () => void;
  /** Staff publish directly: the submit button says 'Publish to Catalog' (spec 2 §2.2). */
  publishesDirectly?: boolean;
}

/**
 * 'Save as Draft' and 'Submit for Review' (spec 2 §2.4; staff, who publish directly, see the
 * editor's 'Publish to Catalog'): while one runs both are disabled and
 * it reads 'Saving...'. A failed save's message stays here, above the buttons, so the member
 * sees it where they press again. 'Edit in full editor' leaves for /list-item/bike with the
 * draft.
 */
export function ReviewActions({
  saving,
  submit,
  saveError,
  onSave,
  onEditInEditor,
  publishesDirectly = false,
}: ReviewActionsProps) {
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        {saveError && (
          <Callout.Root color="red" role="alert" variant="surface" size="1">
            <Callout.Icon>
              <CrossCircledIcon />
            </Callout.Icon>
            <Callout.Text>{saveError}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="3" wrap="wrap" justify="between" align="center">
          <Button variant="ghost" onClick={onEditInEditor} disabled={saving}>
            <Pencil2Icon aria-hidden /> Edit in full editor
          </Button>
          <Flex gap="3" wrap="wrap" justify="end" flexGrow="1">
            <Button
              size="3"
              variant="soft"
              highContrast
              disabled={saving}
              onClick={() => onSave({ submit: false })}
            >
              {saving && !submit ? 'Saving...' : 'Save as Draft'}
            </Button>
            <Button size="3" disabled={saving} onClick={() => onSave({ submit: true })}>
              {saving && submit
                ? 'Saving...'
                : publishesDirectly
                  ? 'Publish to Catalog'
                  : 'Submit for Review'}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
ReviewActions.displayName = 'ReviewActions';
