import postcss, { type AtRule, type Container, type Declaration, type Root, type Rule } from 'postcss';

/** Every class name in the `class` attributes of some HTML. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Functional pseudo-classes whose arguments may name classes the page lacks without the selector
 * failing (`:not(.x)`, or one branch of `:is(.a, .b)`): their arguments are not checked.
 */
const LENIENT_PSEUDO = /:(?:not|is|where|has|-webkit-any|-moz-any)\((?:[^()]|\([^()]*\))*\)/g;

/** Whether one selector (no commas) can match markup that has only `classes`. */
function selectorMayMatch(selector: string, classes: ReadonlySet<string>): boolean {
  const checked = selector.replace(LENIENT_PSEUDO, '').replace(/\[[^\]]*\]/g, '');
  if (checked.includes('\\')) return true; // escaped class names are not parsed here: kept
  for (const match of checked.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (!classes.has(match[1]!)) return false;
  }
  return true;
}

/** Whether a container is left with no rules or declarations worth keeping. */
const isEmpty = (node: Container) => !node.nodes || node.nodes.length === 0;

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** Drops custom properties that nothing in the sheet or `markup` uses, directly or through another. */
function dropUnusedVariables(root: Root, markup: string): void {
  const declarations = new Map<string, Declaration[]>();
  const used = new Set<string>();
  const use = (text: string) => {
    for (const [, name] of text.matchAll(VAR_REFERENCE)) used.add(name!);
  };
  use(markup);
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) return use(declaration.value);
    declarations.set(declaration.prop, [...(declarations.get(declaration.prop) ?? []), declaration]);
  });
  // A used variable's own value may name others: follow until nothing new turns up.
  const pending = [...used];
  while (pending.length > 0) {
    for (const declaration of declarations.get(pending.pop()!) ?? []) {
      for (const [, name] of declaration.value.matchAll(VAR_REFERENCE)) {
        if (used.has(name!)) continue;
        used.add(name!);
        pending.push(name!);
      }
    }
  }
  for (const [name, list] of declarations) if (!used.has(name)) for (const d of list) d.remove();
}

/**
 * The part of a stylesheet that `markup` can use: rules whose every selector names a class the markup
 * lacks are dropped, then custom properties nothing uses, then blocks left empty. Rules without classes
 * (`:root`, elements, attributes), keyframes and font faces stay. It keeps too much rather than too
 * little: it does not look at elements, attributes or states.
 */
export function criticalCss(css: string, markup: string): string {
  const classes = classesIn(markup);
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selectorMayMatch(selector, classes));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropUnusedVariables(root, markup);
  root.walkRules((rule) => {
    if (isEmpty(rule)) rule.remove();
  });
  // Inner blocks first, so an @media holding only an emptied @supports goes too.
  const atRules: AtRule[] = [];
  root.walkAtRules((atRule) => {
    atRules.push(atRule);
  });
  for (const atRule of atRules.reverse()) {
    if (atRule.nodes && isEmpty(atRule) && !/keyframes$/i.test(atRule.name)) atRule.remove();
  }
  return root.toString();
}
