import { describe, expect, it } from 'vitest';
import { landingPathFor, returnPath, returnPathFrom } from './return-path';

describe('returnPath', () => {
  it('keeps an app path with its query and hash', () => {
    expect(returnPath('/buy-bagels?amount=5')).toBe('/buy-bagels?amount=5');
    expect(returnPath('/dataset/abc/description#files')).toBe('/dataset/abc/description#files');
    expect(returnPath('/admin')).toBe('/admin');
  });

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['//evil.com/buy-bagels', 'protocol-relative with a path'],
    ['/\\evil.com', 'a backslash browsers read as a slash'],
    ['/\\/evil.com', 'backslash and slash'],
    ['/\t/evil.com', 'a tab URL parsing strips'],
    ['/\n/evil.com', 'a newline URL parsing strips'],
    ['https://evil.com/buy-bagels', 'an absolute URL'],
    ['https:evil.com', 'a scheme without slashes'],
    ['javascript:alert(1)', 'a script URL'],
    ['buy-bagels', 'a relative path'],
    ['', 'nothing'],
  ])('rejects %j (%s)', (target) => {
    expect(returnPath(target)).toBeNull();
  });

  it('never returns to the landing page or the waitlist page, nor remembers the dashboard, where sign-in goes anyway', () => {
    for (const target of ['/', '/?ref=FRIEND42', '/waitlist', '/waitlist/', '/Waitlist', '/waitlist?x=1'])
      expect(returnPath(target)).toBeNull();
    expect(returnPath('/waitlisted')).toBe('/waitlisted');
    expect(returnPath('/dashboard')).toBeNull();
  });

  it('rejects a missing target', () => {
    expect(returnPath(null)).toBeNull();
    expect(returnPath(undefined)).toBeNull();
  });
});

describe('landingPathFor and returnPathFrom', () => {
  it('round-trip a deep link through the landing page query', () => {
    const landing = landingPathFor('/buy-bagels?amount=5');
    expect(landing).toBe('/?next=%2Fbuy-bagels%3Famount%3D5');
    expect(returnPathFrom(landing.slice(1))).toBe('/buy-bagels?amount=5');
  });

  it('sends to the bare landing page when there is nothing worth returning to', () => {
    expect(landingPathFor('/waitlist')).toBe('/');
    expect(landingPathFor('/')).toBe('/');
  });

  it('ignores a crafted ?next=', () => {
    expect(returnPathFrom('?next=%2F%2Fevil.com')).toBeNull();
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.com')).toBeNull();
    expect(returnPathFrom('?next=%2F%5Cevil.com')).toBeNull();
    expect(returnPathFrom('?ref=FRIEND42')).toBeNull();
  });
});
