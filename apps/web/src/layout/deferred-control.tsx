import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { loadDeferredParts, useDeferredParts, type DeferredParts } from './use-deferred-parts';

/** What the user began on a placeholder, for the real control to carry on with. */
export interface Started {
  /** What they typed into the placeholder's box. */
  text: string;
}

export interface DeferredControlProps {
  /** The control's button (or box) as the real control shows it: same size, place and name, nothing behind it. */
  placeholder: ReactNode;
  /** The real control, once the shell's deferred parts are in. */
  children: (parts: DeferredParts, started: Started) => ReactNode;
  /** For stories: fetch the parts at once and open the control when they are in. */
  defaultOpened?: boolean;
}

/**
 * One of the header's menus, popovers or tooltips, shown as its button until the shell's deferred parts are in
 * (`use-deferred-parts.ts`). Pointing at, focusing or pressing the button fetches them; when they come, the real
 * control takes the button's place and is handed what the user did meanwhile: it gets the focus, is pressed if the
 * button was, and has the text typed.
 */
export function DeferredControl({ placeholder, children, defaultOpened = false }: DeferredControlProps) {
  const parts = useDeferredParts();
  const box = useRef<HTMLDivElement>(null);
  // Only read when the real control arrives: nothing the placeholder shows depends on them.
  const focused = useRef(false);
  const pressed = useRef(defaultOpened);
  // Whether the real control, once shown, is still to be handed what the user did (or a story's defaultOpened).
  const handOver = useRef(!parts || defaultOpened);
  const [text, setText] = useState('');
  // A press under way on the placeholder (pointer down, no click yet). If the real control took the button's place
  // then, the pointer would come up on another element and the browser would send no click: the press would be lost.
  const [holding, setHolding] = useState(false);

  useEffect(() => {
    if (defaultOpened) void loadDeferredParts();
  }, [defaultOpened]);

  useLayoutEffect(() => {
    if (!parts || holding || !handOver.current) return;
    handOver.current = false;
    const target = box.current?.querySelector<HTMLElement>('input, button');
    if (!target) return;
    if (focused.current) {
      target.focus();
      // Where typing had left the caret: at the end of the text handed over.
      if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
    }
    if (pressed.current) target.click();
  }, [parts, holding]);

  if (parts && !holding)
    return (
      <div ref={box} style={{ display: 'contents' }}>
        {children(parts, { text })}
      </div>
    );

  const load = () => void loadDeferredParts();
  return (
    <div
      ref={box}
      style={{ display: 'contents' }}
      onPointerOver={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={(event: FocusEvent) => {
        if (!box.current?.contains(event.relatedTarget)) focused.current = false;
      }}
      onPointerDown={() => {
        setHolding(true);
        // The click, if the press ends in one, comes before this: one that ended elsewhere (dragged away) lets go.
        window.addEventListener('pointerup', () => window.setTimeout(() => setHolding(false)), { once: true });
        window.addEventListener('pointercancel', () => setHolding(false), { once: true });
      }}
      onClick={(event) => {
        // A link has done what it does already; pressing it again would only go there twice.
        if (!(event.target instanceof Element && event.target.closest('a[href]'))) pressed.current = true;
        setHolding(false);
        load();
      }}
      onInput={(event: FormEvent) => {
        if (event.target instanceof HTMLInputElement) setText(event.target.value);
      }}
    >
      {placeholder}
    </div>
  );
}
