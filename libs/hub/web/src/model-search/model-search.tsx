import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Box, Combobox, FocusTrap, useCombobox } from '@mantine/core';
import { hubBrowsePath } from '../hub-links';
import { ModelSearchDropdown } from './model-search-dropdown';
import { SEARCH_LABEL, SearchBox, SearchIcon, useInlineSearch } from './model-search-target';
import { useModelSearch } from './use-model-search';

const DROPDOWN_WIDTH = 'min(26rem, calc(100vw - 1.5rem))';
/** What Tab stops at in the popover: the suggested tags and the footer link (results are reached with the arrows). */
const TAB_STOPS = 'button, a[href]:not([role="option"])';

export interface ModelSearchProps {
  /** Typed into the placeholder box before the search's code was in (`ModelSearchPlaceholder`): the search opens with it. */
  defaultText?: string;
}

/**
 * The header's model search (spec §2 "Model search popover"): the platform's and the hub's models as links, moved
 * through with the arrow keys and opened with Enter; Enter on the text alone browses the hub for it.
 */
export function ModelSearch({ defaultText = '' }: ModelSearchProps) {
  const inline = useInlineSearch();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultText);
  const combobox = useCombobox({ defaultOpened: defaultText !== '', onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useModelSearch(text, combobox.dropdownOpened);
  const boxRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  const finish = () => {
    setText('');
    combobox.closeDropdown();
  };
  const type = (value: string) => {
    setText(value);
    combobox.resetSelectedOption();
    combobox.openDropdown();
  };
  const focusInput = () => (inline ? combobox.focusTarget() : combobox.focusSearchInput());
  const browseOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter on a highlighted result is Combobox's: it clicks the link.
    if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1 || text.trim() === '') return;
    event.preventDefault();
    void navigate(hubBrowsePath(text));
    finish();
  };
  // The popover lives in a portal (above the sidebar), so "still inside" means the box or the popover.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (!boxRef.current?.contains(to) && !popoverRef.current?.contains(to)) combobox.closeDropdown();
  };
  // The portal puts the popover at the end of the page: Tab goes from the box to its tags and link, and from the last
  // of them back to the box, rather than to the header's next control or off the page.
  const tabThroughPopover = (event: KeyboardEvent<HTMLElement>) => {
    const input = combobox.targetRef.current;
    if (!inline || event.key !== 'Tab' || !combobox.dropdownOpened || !input) return;
    const stops = [...(popoverRef.current?.querySelectorAll<HTMLElement>(TAB_STOPS) ?? [])];
    const at = stops.findIndex((stop) => stop === event.target);
    const [first] = stops;
    if (event.target === input && !event.shiftKey && first) {
      event.preventDefault();
      first.focus();
    } else if ((at === 0 && event.shiftKey) || (at === stops.length - 1 && !event.shiftKey)) {
      event.preventDefault();
      if (!event.shiftKey) combobox.closeDropdown();
      input.focus();
    }
  };

  return (
    <Box ref={boxRef} onBlur={closeWhenFocusLeaves} onKeyDown={tabThroughPopover}>
      <Combobox
        store={combobox}
        onOptionSubmit={finish}
        keepMounted={false}
        width={DROPDOWN_WIDTH}
        position="bottom-start"
        shadow="md"
        // Below `md` the popover holds its own box and keeps the keyboard (FocusTrap) until it closes, then hands it back.
        returnFocus={!inline}
      >
        <Combobox.Target targetType={inline ? 'input' : 'button'} withExpandedAttribute={inline}>
          {inline ? (
            <SearchBox
              value={text}
              onChange={(event) => type(event.currentTarget.value)}
              onClick={() => combobox.openDropdown()}
              onKeyDown={browseOnEnter}
            />
          ) : (
            <SearchIcon onClick={() => combobox.toggleDropdown()} />
          )}
        </Combobox.Target>
        <Combobox.Dropdown ref={popoverRef}>
          <FocusTrap active={!inline}>
            <div>
              {!inline && (
                <Combobox.Search
                  data-autofocus
                  aria-label={SEARCH_LABEL}
                  placeholder={SEARCH_LABEL}
                  value={text}
                  onChange={(event) => type(event.currentTarget.value)}
                  onKeyDown={browseOnEnter}
                />
              )}
              <ModelSearchDropdown
                text={text}
                search={search}
                onTag={(tag) => {
                  type(tag);
                  focusInput();
                }}
                onLeave={finish}
              />
            </div>
          </FocusTrap>
        </Combobox.Dropdown>
      </Combobox>
    </Box>
  );
}
