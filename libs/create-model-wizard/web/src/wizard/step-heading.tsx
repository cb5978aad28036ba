import { useEffect, useRef, type ReactNode } from 'react';
import { Title } from '@mantine/core';

/**
 * A step's heading. The button that moved the wizard on may be gone or mean something else now: the heading takes the
 * focus, so a screen reader reads where the user is and Tab goes on from the top of the step.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    // Focused to be read, not to be operated: no focus ring.
    <Title order={3} size="h4" ref={ref} tabIndex={-1} className="mantine-focus-never">
      {children}
    </Title>
  );
}
