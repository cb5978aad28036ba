import { describe, expect, it } from 'vitest';
import { accessRedirect, awaitsWaitlistSetting, isAdminPath, isWaitlistRestricted, type AccessInput } from './access-rule';

const signedInUser: AccessInput = {
  pathname: '/profile',
  search: '',
  signedIn: true,
  signedOutHere: false,
  role: 'user',
  waitlistEnabled: true,
};
const visitor: AccessInput = { ...signedInUser, signedIn: false, role: null };
const waitlisted: AccessInput = { ...signedInUser, role: 'waitlist' };

describe('accessRedirect', () => {
  it('pushes a signed-out visitor to the landing page from anywhere else, remembering the page asked for', () => {
    expect(accessRedirect({ ...visitor, pathname: '/buy-bagels', search: '?amount=5' })).toBe('/?next=%2Fbuy-bagels%3Famount%3D5');
    for (const pathname of ['/profile', '/admin', '/no-such-page']) {
      expect(accessRedirect({ ...visitor, pathname })).toBe(`/?next=${encodeURIComponent(pathname)}`);
    }
    expect(accessRedirect({ ...visitor, pathname: '/waitlist' })).toBe('/');
    expect(accessRedirect({ ...visitor, pathname: '/dashboard' })).toBe('/');
  });

  it('does not remember the page a visitor signed out from', () => {
    expect(accessRedirect({ ...visitor, pathname: '/profile', signedOutHere: true })).toBe('/');
  });

  it('lets a signed-out visitor stay on the landing page', () => {
    expect(accessRedirect({ ...visitor, pathname: '/', waitlistEnabled: undefined })).toBeNull();
    expect(accessRedirect({ ...visitor, pathname: '/', search: '?next=%2Fprofile' })).toBeNull();
  });

  it('sends a visitor who just signed in to the page they asked for', () => {
    expect(accessRedirect({ ...signedInUser, pathname: '/', search: '?next=%2Fbuy-bagels%3Famount%3D5' })).toBe('/buy-bagels?amount=5');
  });

  it('sends to the dashboard instead of a crafted or pointless ?next=', () => {
    for (const next of ['//evil.com', 'https://evil.com/', '/\\evil.com', '/', '/waitlist']) {
      expect(accessRedirect({ ...signedInUser, pathname: '/', search: `?next=${encodeURIComponent(next)}` })).toBe('/dashboard');
    }
  });

  it('sends a waitlisted user who asked for a page to the waitlist, unless it was an admin path', () => {
    expect(accessRedirect({ ...waitlisted, pathname: '/', search: '?next=%2Fbuy-bagels' })).toBe('/waitlist');
    expect(accessRedirect({ ...waitlisted, pathname: '/', search: '?next=%2Fadmin' })).toBe('/admin');
  });

  it('sends a signed-in visitor from the landing page to the dashboard', () => {
    expect(accessRedirect({ ...signedInUser, pathname: '/' })).toBe('/dashboard');
  });

  it('lets a signed-in user go anywhere but the waitlist page, which is for restricted users', () => {
    expect(accessRedirect(signedInUser)).toBeNull();
    expect(accessRedirect({ ...signedInUser, pathname: '/admin' })).toBeNull();
    expect(accessRedirect({ ...signedInUser, pathname: '/waitlist' })).toBe('/dashboard');
  });

  it('restricts a waitlisted user to /waitlist while the setting is on', () => {
    expect(accessRedirect(waitlisted)).toBe('/waitlist');
    expect(accessRedirect({ ...waitlisted, pathname: '/' })).toBe('/waitlist');
    expect(accessRedirect({ ...waitlisted, pathname: '/waitlist' })).toBeNull();
  });

  it('treats the setting as on until it loads', () => {
    expect(accessRedirect({ ...waitlisted, waitlistEnabled: undefined })).toBe('/waitlist');
  });

  it('lets a waitlisted user through when the setting is off', () => {
    expect(accessRedirect({ ...waitlisted, waitlistEnabled: false })).toBeNull();
    expect(accessRedirect({ ...waitlisted, waitlistEnabled: false, pathname: '/' })).toBe('/dashboard');
    expect(accessRedirect({ ...waitlisted, waitlistEnabled: false, pathname: '/waitlist' })).toBe('/dashboard');
  });

  it('holds the waitlist redirect while a pop-up must be read first (spec §4: "not in the error state")', () => {
    expect(accessRedirect({ ...waitlisted, waitlistHeld: true })).toBeNull();
    expect(accessRedirect({ ...waitlisted, waitlistHeld: false })).toBe('/waitlist');
    // Held or not, a waitlisted user who reaches /waitlist stays there.
    expect(accessRedirect({ ...waitlisted, waitlistHeld: true, pathname: '/waitlist' })).toBeNull();
  });

  it('exempts admin paths from the waitlist redirect', () => {
    expect(accessRedirect({ ...waitlisted, pathname: '/admin' })).toBeNull();
    expect(accessRedirect({ ...waitlisted, pathname: '/admin/settings' })).toBeNull();
    expect(accessRedirect({ ...waitlisted, pathname: '/administrator' })).toBe('/waitlist');
  });
});

describe('awaitsWaitlistSetting', () => {
  const loading: AccessInput = { ...waitlisted, waitlistEnabled: undefined, waitlistLoading: true };

  it('waits while a waitlisted user’s setting loads, wherever the restriction would apply', () => {
    expect(awaitsWaitlistSetting(loading)).toBe(true);
    expect(awaitsWaitlistSetting({ ...loading, pathname: '/waitlist' })).toBe(true);
    expect(awaitsWaitlistSetting({ ...loading, pathname: '/', search: '?next=%2Fbuy-bagels' })).toBe(true);
  });

  it('decides at once once the setting is known, or failed to load (then it counts as on)', () => {
    expect(awaitsWaitlistSetting({ ...loading, waitlistLoading: false })).toBe(false);
    expect(accessRedirect({ ...loading, waitlistLoading: false })).toBe('/waitlist');
  });

  it('does not wait on admin paths, for other roles and visitors, or while a pop-up holds the redirect', () => {
    expect(awaitsWaitlistSetting({ ...loading, pathname: '/admin' })).toBe(false);
    expect(awaitsWaitlistSetting({ ...loading, pathname: '/', search: '?next=%2Fadmin%3Ftab%3D1' })).toBe(false);
    expect(awaitsWaitlistSetting({ ...loading, role: 'user' })).toBe(false);
    expect(awaitsWaitlistSetting({ ...loading, signedIn: false, role: null })).toBe(false);
    expect(awaitsWaitlistSetting({ ...loading, waitlistHeld: true })).toBe(false);
  });
});

describe('isWaitlistRestricted', () => {
  it('restricts the waitlist role unless the setting is known to be off', () => {
    expect(isWaitlistRestricted('waitlist', true)).toBe(true);
    expect(isWaitlistRestricted('waitlist', undefined)).toBe(true);
    expect(isWaitlistRestricted('waitlist', false)).toBe(false);
    expect(isWaitlistRestricted('user', true)).toBe(false);
    expect(isWaitlistRestricted('admin', true)).toBe(false);
    expect(isWaitlistRestricted(null, true)).toBe(false);
  });
});

describe('isAdminPath', () => {
  it('matches /admin and below only', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/users')).toBe(true);
    expect(isAdminPath('/admins')).toBe(false);
    expect(isAdminPath('/dashboard/admin')).toBe(false);
  });
});
