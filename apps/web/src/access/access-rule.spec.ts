import { describe, expect, it } from 'vitest';
import { accessRedirect, isAdminPath, type AccessInput } from './access-rule';

const signedInUser: AccessInput = { pathname: '/profile', signedIn: true, role: 'user', waitlistEnabled: true };
const waitlisted: AccessInput = { ...signedInUser, role: 'waitlist' };

describe('accessRedirect', () => {
  it('pushes a signed-out visitor to the landing page from anywhere else', () => {
    for (const pathname of ['/dashboard', '/profile', '/admin', '/waitlist', '/no-such-page']) {
      expect(accessRedirect({ pathname, signedIn: false, role: null, waitlistEnabled: true })).toBe('/');
    }
  });

  it('lets a signed-out visitor stay on the landing page', () => {
    expect(accessRedirect({ pathname: '/', signedIn: false, role: null, waitlistEnabled: undefined })).toBeNull();
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
    // Held on /waitlist while the setting loaded, then let through once it says off.
    expect(accessRedirect({ ...waitlisted, waitlistEnabled: false, pathname: '/waitlist' })).toBe('/dashboard');
  });

  it('exempts admin paths from the waitlist redirect', () => {
    expect(accessRedirect({ ...waitlisted, pathname: '/admin' })).toBeNull();
    expect(accessRedirect({ ...waitlisted, pathname: '/admin/settings' })).toBeNull();
    expect(accessRedirect({ ...waitlisted, pathname: '/administrator' })).toBe('/waitlist');
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
