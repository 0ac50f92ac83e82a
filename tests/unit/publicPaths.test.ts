import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../src/pages/publicPaths';
import { standalonePages } from '../../src/pages/standalone';
import { discoverRegistry } from '../../src/registry/discover';

const { allPages } = discoverRegistry();

describe('public addresses main.tsx knows before the back office loads', () => {
  it('are exactly the back office pages open to a signed-out visitor', () => {
    const publicPages = allPages
      .filter((page) => page.access === 'public' && !standalonePages.includes(page))
      .map((page) => page.path);
    expect([...PUBLIC_PATHS].sort()).toEqual(publicPages.sort());
  });
});
