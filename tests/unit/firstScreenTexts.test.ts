import { describe, expect, it } from 'vitest';
import { menuTextsOnly } from '../../bundling/firstScreenTexts';

// A folder's messages.ts as the build hands it over: TypeScript already compiled away.
const folderTexts = `import { MAX_AMOUNT_TEXT } from '../../../common/money';
export const en = { resources: { apartments: { name: 'Apartment |||| Apartments' } } };
export const tr = {
  resources: {
    apartments: {
      name: 'Daire |||| Daireler',
      fields: { payment_code: 'Ödeme kodu' },
    },
  },
  app: {
    debt_entry: { menu: 'Borç girişi', title: \`Borç girişi\`, limit: \`En fazla \${MAX_AMOUNT_TEXT}\` },
    menu_pages: { balance: 'Mizan' },
    'bank-lines': { hint: 'Açıklama' },
  },
};
`;

/** The module's `tr`, evaluated the way the bundle would (its import stood in for). */
function trOf(code: string): unknown {
  const body = code
    .replace(/^import .*$/m, 'const MAX_AMOUNT_TEXT = "999";')
    .replace(/export const/g, 'const');
  return new Function(`${body}; return tr;`)();
}

describe("the first screen's Turkish texts (the build's cut of a folder's messages.ts)", () => {
  it("keep the menu's names and entries, and nothing else of the folder", () => {
    expect(trOf(menuTextsOnly(folderTexts))).toEqual({
      resources: { apartments: { name: 'Daire |||| Daireler' } },
      app: { debt_entry: { menu: 'Borç girişi' }, menu_pages: { balance: 'Mizan' } },
    });
  });

  it('leave the English half and the imports as they are', () => {
    const cut = menuTextsOnly(folderTexts);
    expect(cut).toContain(
      "export const en = { resources: { apartments: { name: 'Apartment |||| Apartments' } } };",
    );
    expect(cut).toContain("import { MAX_AMOUNT_TEXT } from '../../../common/money';");
  });

  it('keep an object whole when a key cannot be judged by its name', () => {
    const spread =
      "const shared = { a: 'x' };\nexport const tr = { app: { ...shared, page: { title: 'Sayfa' } } };";
    expect(trOf(menuTextsOnly(spread))).toEqual({ app: { a: 'x', page: { title: 'Sayfa' } } });
  });

  it('leave an empty catalogue for a folder without a menu entry', () => {
    expect(trOf(menuTextsOnly("export const tr = { app: { page: { title: 'Sayfa' } } };"))).toEqual({});
  });
});
