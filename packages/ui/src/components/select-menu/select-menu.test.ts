// The stand-in SelectMenu shows until Radix's Select code arrives must render the trigger Radix
// Themes renders, attribute for attribute and class for class: the same layout (no shift when
// the real one replaces it), the same screenshots, the same role, name and state for assistive
// technology. Compared on the server render, where both are closed.
import { Select, Theme } from '@radix-ui/themes';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectMenu, type SelectMenuProps } from './select-menu.tsx';

const options = [
  { value: 'any', label: 'Any condition', separatorAfter: true },
  { value: 'new', label: 'New' },
];

// The trigger's markup, each tag's attributes sorted (their order means nothing to the DOM).
const button = (html: string) =>
  (/<button[\s\S]*<\/button>/.exec(html)?.[0] ?? '').replace(
    /<(\w+)((?:\s[^\s=>]+(?:="[^"]*")?)*)>/g,
    (_, tag: string, attrs: string) =>
      `<${[tag, ...(attrs.match(/[^\s=>]+(?:="[^"]*")?/g) ?? []).sort()].join(' ')}>`,
  );

function radixTrigger(props: SelectMenuProps) {
  const { value, onValueChange, disabled, options: opts, align, ...trigger } = props;
  return button(
    renderToStaticMarkup(
      h(
        Theme,
        null,
        h(
          Select.Root,
          { value, onValueChange, disabled },
          h(Select.Trigger, trigger),
          h(
            Select.Content,
            { position: 'popper', align },
            opts.map((o) => h(Select.Item, { key: o.value, value: o.value }, o.label)),
          ),
        ),
      ),
    ),
  );
}

const standIn = (props: SelectMenuProps) =>
  button(renderToStaticMarkup(h(Theme, null, h(SelectMenu, props))));

const cases: Record<string, Partial<SelectMenuProps>> = {
  'an id and a class': { id: 'filters-condition', className: 'trigger-x' },
  'a soft gray variant': { id: 'sort', variant: 'soft', color: 'gray', align: 'end' },
  'an aria-label': { 'aria-label': 'Item type' },
  'aria-labelledby and a style': { 'aria-labelledby': 'freq-label', style: { maxWidth: '240px' } },
  disabled: { disabled: true, 'aria-labelledby': 'quiet-start-label' },
};

describe('SelectMenu stand-in', () => {
  for (const [name, extra] of Object.entries(cases)) {
    it(`renders Radix Themes' trigger with ${name}`, () => {
      const props: SelectMenuProps = { value: 'new', onValueChange: () => {}, options, ...extra };
      const ours = standIn(props);
      // Radix fills the value in on the client; the stand-in writes it at once.
      expect(ours).toContain('<span style="pointer-events:none">New</span>');
      expect(ours.replace('>New</span>', '></span>')).toBe(radixTrigger(props));
    });
  }
});
