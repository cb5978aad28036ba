import { useLayoutEffect, useRef } from 'react';
import { Group, Text, VisuallyHidden, type MantineColor } from '@mantine/core';
import type { FineTuneJob } from '@bagel/fine-tuning-contract';
import { timeLabel } from '@bagel/util';

type Level = FineTuneJob['events'][number]['level'];

/** Colour marks warnings and errors for the eye; the hidden word says the same to a screen reader. */
const LEVELS: Record<Level, { color?: MantineColor; word?: string }> = {
  info: {},
  warning: { color: 'orange.8', word: 'Warning: ' },
  error: { color: 'red.8', word: 'Error: ' },
};

/** Within this many pixels of the end counts as reading the newest events. */
const AT_END_PX = 24;

/**
 * The trainer's log, newest last, in a box of its own height. While the reader is at its end it follows new events;
 * scrolled back to read older ones, it stays where they are.
 */
export function JobEvents({ events }: { events: FineTuneJob['events'] }) {
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [events.length]);

  return (
    <div
      ref={box}
      role="region"
      aria-label="Training events"
      // Focusable, so the box can be scrolled from the keyboard.
      tabIndex={0}
      onScroll={({ currentTarget: element }) => {
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_PX;
      }}
      style={{ maxHeight: 200, overflowY: 'auto' }}
    >
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {events.map((event, index) => (
          <Group key={`${event.at}-${index}`} component="li" gap="sm" wrap="nowrap" align="baseline" py={2}>
            <Text component="time" dateTime={event.at} size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
              {timeLabel(event.at)}
            </Text>
            <Text size="sm" c={LEVELS[event.level].color} fw={event.level === 'info' ? undefined : 500}>
              {LEVELS[event.level].word && <VisuallyHidden>{LEVELS[event.level].word}</VisuallyHidden>}
              {event.message}
            </Text>
          </Group>
        ))}
      </ol>
    </div>
  );
}
