import { Select } from '@radix-ui/themes';
import { Fragment, useLayoutEffect, useRef } from 'react';
import type { SelectMenuProps } from './select-menu-types.ts';

interface SelectMenuPopupProps extends SelectMenuProps {
  /** The member pressed the stand-in before this code arrived: open as the press asked. */
  openOnMount: boolean;
  /** The stand-in had the focus: keep it on the same place for keyboard and screen readers. */
  focusOnMount: boolean;
}

/**
 * The real Radix Themes Select (its popper, scroll area and typeahead code, about 38 KB
 * gzipped), loaded by SelectMenu after the page's first load.
 */
export default function SelectMenuPopup({
  value,
  onValueChange,
  options,
  disabled,
  align,
  openOnMount,
  focusOnMount,
  ...trigger
}: SelectMenuPopupProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
    // Only when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Select.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      defaultOpen={openOnMount}
    >
      <Select.Trigger ref={triggerRef} {...trigger} />
      <Select.Content position="popper" align={align}>
        {options.map((option) => (
          <Fragment key={option.value}>
            <Select.Item value={option.value}>{option.label}</Select.Item>
            {option.separatorAfter && <Select.Separator />}
          </Fragment>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
