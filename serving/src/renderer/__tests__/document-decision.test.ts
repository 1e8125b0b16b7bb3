import { describe, expect, it } from 'vitest';
import { decideDocument, ruleCovers, type DecisionInput } from '../document-decision.ts';

const base: DecisionInput = {
  pathname: '/cabinet/events',
  search: '',
  identity: 'user',
  sections: ['events', 'notifications', 'polls', 'profile'],
  guestOnly: ['/login', '/register', '/callback', '/confirm-email', '/password-recovery'].map((path) => new RegExp(`^${path}/?$`)),
  cabinet: '/cabinet',
  redirects: { signIn: '/login', afterSignIn: '/cabinet/events' },
  ruled: false,
  origin: 'https://cabinet.example.com',
};
const decide = (input: Partial<DecisionInput>) => decideDocument({ ...base, ...input });

describe('what the renderer answers a page load', () => {
  it('sends a guest on a cabinet page or a short address to sign in, keeping the page and its query', () => {
    expect(decide({ identity: 'guest', pathname: '/cabinet/polls', search: '?page=2' })).toEqual({
      kind: 'redirect',
      location: '/login?redirect=%2Fcabinet%2Fpolls%3Fpage%3D2',
    });
    expect(decide({ identity: 'guest', pathname: '/events' })).toEqual({ kind: 'redirect', location: '/login?redirect=%2Fevents' });
    expect(decide({ identity: 'guest', pathname: '/cabinet/nope' })).toMatchObject({ kind: 'redirect' });
  });

  it('answers 401 instead when the config turns the sign-in redirect off', () => {
    expect(decide({ identity: 'guest', redirects: { signIn: false, afterSignIn: '/cabinet/events' } })).toEqual({ kind: 'document', status: 401 });
  });

  it('sends a signed-in visitor from a guest-only page to a same-origin redirect, else to the sign-in target', () => {
    expect(decide({ pathname: '/login', search: '?redirect=%2Fcabinet%2Fprofile' })).toEqual({ kind: 'redirect', location: '/cabinet/profile' });
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\n/x', 'javascript:alert(1)']) {
      expect(decide({ pathname: '/register', search: `?redirect=${encodeURIComponent(redirect)}` }), redirect).toEqual({
        kind: 'redirect',
        location: '/cabinet/events',
      });
    }
    expect(decide({ identity: 'guest', pathname: '/login' })).toEqual({ kind: 'document', status: 200 });
  });

  it('leads a short address into its section with the query, and answers 404 for what no route has', () => {
    expect(decide({ pathname: '/polls/', search: '?x=1' })).toEqual({ kind: 'redirect', location: '/cabinet/polls?x=1' });
    expect(decide({ pathname: '/cabinet/nope' })).toEqual({ kind: 'document', status: 404 });
    expect(decide({ pathname: '/nope' })).toEqual({ kind: 'document', status: 404 });
    expect(decide({ identity: 'guest', pathname: '/nope' })).toEqual({ kind: 'document', status: 404 });
    expect(decide({ pathname: '/cabinet/' })).toEqual({ kind: 'document', status: 200 });
    expect(decide({ pathname: '/cabinet/events/30' })).toEqual({ kind: 'document', status: 200 });
  });

  it('leaves a section and a short address to the app when the registry could not be read', () => {
    expect(decide({ sections: null, pathname: '/cabinet/events/3' })).toEqual({ kind: 'document', status: 200 });
    expect(decide({ sections: null, pathname: '/events' })).toEqual({ kind: 'document', status: 200 });
    expect(decide({ sections: null, pathname: '/a/b' })).toEqual({ kind: 'document', status: 404 });
    expect(decide({ sections: null, identity: 'guest', pathname: '/cabinet/events' })).toMatchObject({ kind: 'redirect' });
  });

  it('leaves to the app what it cannot know: the identity unanswered, a route rule', () => {
    expect(decide({ identity: 'unknown', pathname: '/nope' })).toEqual({ kind: 'document', status: 200 });
    expect(decide({ identity: 'guest', ruled: true })).toEqual({ kind: 'document', status: 200 });
    expect(ruleCovers({ '/docs/**': 'https://docs.example.com' }, '/docs/a/b')).toBe(true);
    expect(ruleCovers({ '/help': '/cabinet' }, '/help')).toBe(true);
    expect(ruleCovers({ '/help': '/cabinet' }, '/helper')).toBe(false);
  });
});
