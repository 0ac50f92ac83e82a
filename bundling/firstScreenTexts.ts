import { parseAst } from 'vite';

/**
 * The folders whose Turkish texts the dashboard's first screen draws in full: the dashboard itself and the app
 * bar's notification bell. Of the other folders it draws only their names in the menu (docs/decisions.md, "Each
 * page's texts come with the page").
 */
export const FIRST_SCREEN_FOLDERS = ['pages/dashboard', 'pages/notifications'];

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [part: string]: unknown;
}

type Verdict = 'keep' | 'descend' | 'drop';

/**
 * The menu's texts: a resource's name (`resources.<name>.name`), the menu's groups and page entries
 * (`app.menu.*`, `app.menu_pages.*`) and a page's own entry (`app.<page>.menu`).
 */
function inMenu(path: string[]): Verdict {
  const [top, branch, leaf] = path;
  if (top !== 'resources' && top !== 'app') return 'drop';
  if (top === 'app' && (branch === 'menu' || branch === 'menu_pages')) return 'keep';
  if (path.length < 3) return 'descend';
  return path.length === 3 && leaf === (top === 'resources' ? 'name' : 'menu') ? 'keep' : 'drop';
}

function keyName(key: SyntaxNode): string | undefined {
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The object literal's source with only the menu's texts, or undefined when none is left. */
function menuPart(code: string, object: SyntaxNode, path: string[]): string | undefined {
  const kept: string[] = [];
  for (const property of object.properties as SyntaxNode[]) {
    const key =
      property.type === 'Property' && !property.computed ? keyName(property.key as SyntaxNode) : undefined;
    // A spread or a computed key cannot be judged by its name: the whole object stays.
    if (key === undefined) return code.slice(object.start, object.end);
    const at = [...path, key];
    const verdict = inMenu(at);
    const value = property.value as SyntaxNode;
    if (verdict === 'keep') kept.push(code.slice(property.start, property.end));
    else if (verdict === 'descend' && value.type === 'ObjectExpression') {
      const inner = menuPart(code, value, at);
      if (inner) kept.push(`${JSON.stringify(key)}: ${inner}`);
    }
  }
  return kept.length > 0 ? `{ ${kept.join(', ')} }` : undefined;
}

/**
 * A folder's `messages.ts`, compiled to JavaScript, with its Turkish half (`export const tr = {…}`) cut down to
 * the menu's texts; the rest of the module is left as it is.
 */
export function menuTextsOnly(code: string): string {
  for (const statement of parseAst(code).body as unknown as SyntaxNode[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as SyntaxNode) : null;
    for (const declarator of (declaration?.declarations as SyntaxNode[] | undefined) ?? []) {
      const init = declarator.init as SyntaxNode | null;
      if ((declarator.id as SyntaxNode).name !== 'tr' || init?.type !== 'ObjectExpression') continue;
      return `${code.slice(0, init.start)}${menuPart(code, init, []) ?? '{}'}${code.slice(init.end)}`;
    }
  }
  throw new Error('messages.ts without `export const tr = {…}`');
}
