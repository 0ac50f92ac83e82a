import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportsReached } from './staticImports';

const SRC = resolve(import.meta.dirname, '../../src');

// What the dashboard's first screen runs: App, the layout and the dashboard, each with everything it imports
// statically (firstRequests.ts fetches the three at once).
const FIRST_SCREEN = ['App.tsx', 'layout/Layout.tsx', 'pages/dashboard/Dashboard.tsx'];

// react-admin's `Layout` and `Title` import its preferences inspector's title editor, and with it MUI's text
// fields and selects; those, and the fields themselves, belong to the pages that have a form
// (docs/decisions.md, "The layout's own frame").
const KEPT_OUT: Record<string, string[]> = {
  'react-admin': ['Layout', 'Title', 'TextInput', 'SelectInput', 'AutocompleteInput'],
  '@mui/material': ['TextField', 'Select', 'Autocomplete', 'InputBase', 'OutlinedInput', 'FilledInput'],
};

describe("the dashboard's first screen", () => {
  it("imports neither react-admin's layout and title nor MUI's text fields", () => {
    const found = FIRST_SCREEN.flatMap((entry) => staticImportsReached(resolve(SRC, entry)).packages).flatMap(
      ({ file, specifier, names }) => {
        // `@mui/material/TextField` takes the same part as `{ TextField } from '@mui/material'`.
        const deep = specifier.match(/^@mui\/material\/(\w+)/)?.[1];
        const [from, taken] = deep ? ['@mui/material', [deep]] : [specifier, names];
        return taken
          .filter((name) => KEPT_OUT[from]?.includes(name))
          .map((name) => `${relative(SRC, file)}: ${name} from ${specifier}`);
      },
    );
    expect([...new Set(found)]).toEqual([]);
  });

  // Every page's texts are a chunk that follows the first screen (docs/decisions.md, "Each page's texts come with
  // the page"): the first screen reads the menu's part of them only.
  it("reads the menu's part of the folders' texts, not all of them", () => {
    const files = FIRST_SCREEN.flatMap((entry) => staticImportsReached(resolve(SRC, entry)).files).map(
      (file) => relative(SRC, file),
    );
    expect(files).toContain('i18n/menuCatalogue.ts');
    expect(files).not.toContain('i18n/catalogues.ts');
  });
});
