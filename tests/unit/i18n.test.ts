import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../src/i18n/catalogue';
import { trApp, turkishFolders } from '../../src/i18n/catalogues';
import { enApp, englishFolders } from '../../src/i18n/english';
import { raTurkish } from '../../src/i18n/raTurkish';
import { discoverRegistry } from '../../src/registry/discover';

const registry = discoverRegistry();

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as [dotted path, value]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const paths = (tree: object) =>
  leaves(tree as Tree)
    .map(([path]) => path)
    .sort();

describe('catalogues', () => {
  it('covers every react-admin message in Turkish, and nothing else', () => {
    expect(paths(raTurkish)).toEqual(paths(englishMessages));
  });

  it('has the same keys for the product texts in Turkish and English', () => {
    expect(paths(trApp)).toEqual(paths(enApp));
  });

  it('has no empty Turkish text', () => {
    // ra.boolean.null is a blank on purpose (react-admin's English has ' ' too): "no value" shows nothing.
    const empty = [...leaves(raTurkish as unknown as Tree), ...leaves(trApp as unknown as Tree)].filter(
      ([path, value]) => typeof value !== 'string' || (value.trim() === '' && path !== 'ra.boolean.null'),
    );
    expect(empty).toEqual([]);
  });

  it('keeps the placeholders of each English text in its Turkish text', () => {
    const english = new Map(leaves({ ...englishMessages, ...enApp } as unknown as Tree));
    const placeholders = (text: unknown) =>
      String(text)
        .match(/%\{\w+\}/g)
        ?.sort() ?? [];
    const different = leaves({ ...raTurkish, ...trApp } as unknown as Tree).filter(
      ([path, text]) => placeholders(text).join() !== placeholders(english.get(path)).join(),
    );
    expect(different).toEqual([]);
  });
});

describe('assembled catalogues', () => {
  it("has every resource's name in its folder's texts, in both languages", () => {
    for (const resource of registry.resources) {
      const file = `../resources/${resource.name}/messages.ts`;
      for (const catalogue of [englishFolders[file], turkishFolders[file]]) {
        const labels = (catalogue?.resources as Tree | undefined)?.[resource.name] as Tree | undefined;
        expect(typeof labels?.name, resource.name).toBe('string');
      }
    }
  });

  it("reads one half of every page's and resource's messages.ts for each language", () => {
    const files = Object.keys(turkishFolders);
    expect(Object.keys(englishFolders)).toEqual(files);
    expect(files).toContain('../pages/dashboard/messages.ts');
    expect(files.length).toBeGreaterThanOrEqual(registry.resources.length);
    expect(turkishFolders['../pages/dashboard/messages.ts']).not.toEqual(
      englishFolders['../pages/dashboard/messages.ts'],
    );
  });

  it('refuses a text that two folders both define', () => {
    const part = { app: { menu: { settings: 'Ayarlar' } } };
    expect(() => mergeMessages([part, { app: { menu: { sms: 'SMS' } } }])).not.toThrow();
    expect(() => mergeMessages([part, part])).toThrow('app.menu.settings');
    expect(() => mergeMessages([part, { app: { menu: 'Menü' } }])).toThrow('app.menu');
  });
});
