import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useHoldWaitlistRedirect, useWaitlistRedirectHeld } from './index';

function Held() {
  return <p>{useWaitlistRedirectHeld() ? 'held' : 'free'}</p>;
}

function Holder({ active }: { active: boolean }) {
  useHoldWaitlistRedirect(active);
  return null;
}

describe('the waitlist redirect hold', () => {
  it('is held while a holder is active, and let go when it turns inactive', () => {
    const { rerender } = render(
      <>
        <Held />
        <Holder active={false} />
      </>,
    );
    expect(screen.getByText('free')).toBeInTheDocument();
    rerender(
      <>
        <Held />
        <Holder active />
      </>,
    );
    expect(screen.getByText('held')).toBeInTheDocument();
    rerender(
      <>
        <Held />
        <Holder active={false} />
      </>,
    );
    expect(screen.getByText('free')).toBeInTheDocument();
  });

  it('is let go when the holder unmounts (a sign-out under the pop-up)', () => {
    const { rerender } = render(
      <>
        <Held />
        <Holder active />
      </>,
    );
    expect(screen.getByText('held')).toBeInTheDocument();
    rerender(<Held />);
    expect(screen.getByText('free')).toBeInTheDocument();
  });
});
