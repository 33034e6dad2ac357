import { Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import * as css from './listing-editor.css.ts';

/**
 * The files a choice refused, each with its title and message (spec 2 §5.1: 'Too many photos',
 * 'File too large', 'Invalid file type'); nothing when none was. The editor's uploader and the
 * AI flow's both show them so.
 */
export function PhotoRefusals({
  refusals,
}: {
  refusals: readonly { title: string; message: string }[];
}) {
  if (refusals.length === 0) return null;
  return (
    <Callout.Root color="amber" role="alert" size="1">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <div className={css.refusals}>
        {refusals.map((r, i) => (
          <Callout.Text key={i}>
            <strong>{r.title}</strong>: {r.message}
          </Callout.Text>
        ))}
      </div>
    </Callout.Root>
  );
}
