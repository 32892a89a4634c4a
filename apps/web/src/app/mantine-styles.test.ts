import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom's import.meta.url is not a file address; vitest gives each test file its __dirname.
const SRC = resolve(__dirname, '..');
const MANTINE_STYLES = resolve(__dirname, '../../node_modules/@mantine/core/styles');
const STYLES_MODULE = 'app/mantine-styles.ts';

/** Stylesheets a component draws with besides its own (Mantine builds these components from the others). */
const BUILT_FROM: Record<string, string[]> = {
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'ScrollArea'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'ScrollArea'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'CloseButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  FileInput: ['Input', 'CloseButton'],
  Radio: ['InlineInput', 'Input'],
  Switch: ['InlineInput', 'Input'],
  Alert: ['CloseButton'],
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  CloseButton: ['UnstyledButton'],
  NavLink: ['UnstyledButton'],
  Card: ['Paper'],
  Notification: ['CloseButton', 'Loader'],
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The components each source file takes from '@mantine/core' (values only, not types or hooks). */
function mantineComponents(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const raw of (match[1] ?? '').split(',')) {
        const name = raw.trim();
        if (!/^[A-Z]/.test(name)) continue;
        used.set(name, [...(used.get(name) ?? []), relative(SRC, file)]);
      }
    }
  }
  return used;
}

const imported = (text: string) =>
  new Set([...text.matchAll(/'@mantine\/core\/styles\/([\w-]+)\.css'/g)].map((m) => m[1]));

describe('Mantine stylesheets', () => {
  it('are imported in one module only, never by a (lazy) screen', () => {
    const elsewhere = sourceFiles(SRC)
      .filter((file) => relative(SRC, file) !== STYLES_MODULE)
      .filter((file) => /@mantine\/core\/styles\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(elsewhere).toEqual([]);
  });

  it("hold every stylesheet of every Mantine component the app uses, and what it's built from", () => {
    const styles = imported(readFileSync(join(SRC, STYLES_MODULE), 'utf8'));
    const missing: string[] = [];
    for (const [component, files] of mantineComponents()) {
      for (const sheet of [component, ...(BUILT_FROM[component] ?? [])]) {
        if (existsSync(join(MANTINE_STYLES, `${sheet}.css`)) && !styles.has(sheet)) {
          missing.push(`${sheet}.css (${component} in ${files.join(', ')})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
