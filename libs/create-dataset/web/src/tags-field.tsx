import { useRef, type ReactNode } from 'react';
import { Pill, TagsInput } from '@mantine/core';
import * as v from 'valibot';
import { AssetTags } from '@bagel/assets-contract';

export interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Called with the contract's message when a change would break its limits; the tags stay as they were. */
  onReject: (message: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * Tags as chips (spec §2): type and press Enter to add one (Enter never submits the form); a duplicate is ignored.
 * Each chip's remove button is reachable with Tab (Mantine's is not) and Backspace in the empty field removes the last
 * chip. A tag or a count the contract refuses is not added, and its message shows under the field.
 */
export function TagsField({ value, onChange, onReject, error, disabled }: TagsFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const change = (tags: string[]) => {
    const checked = v.safeParse(AssetTags, tags);
    if (checked.success) onChange(checked.output);
    else onReject(checked.issues[0].message);
  };

  return (
    <TagsInput
      ref={inputRef}
      label="Tags"
      description="Type a tag and press Enter to add it"
      value={value}
      onChange={change}
      error={error}
      disabled={disabled}
      onKeyDown={(event) => {
        // Mantine takes Enter only when there is text to add; on an empty field it would submit the whole form.
        if (event.key === 'Enter' && event.currentTarget.value.trim() === '') event.preventDefault();
      }}
      renderPill={({ value: tag, onRemove }) => (
        <Pill
          withRemoveButton={!disabled}
          onRemove={() => {
            onRemove?.();
            // The removed chip's button is gone; the field keeps the focus.
            inputRef.current?.focus();
          }}
          // Unset, not 'false': the sheet's focus trap skips any element that has aria-hidden at all.
          removeButtonProps={{ tabIndex: 0, 'aria-hidden': undefined, 'aria-label': `Remove tag ${tag}` }}
        >
          {tag}
        </Pill>
      )}
    />
  );
}
